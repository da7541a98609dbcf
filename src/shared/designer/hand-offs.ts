import type { Mounting } from '../catalogue/calendars';
import { DEFAULT_CARD_QUANTITY } from '../catalogue/card-prices';
import { parseFormat } from '../catalogue/format-string';
import { DEFAULT_FRAME_TYPE, type FrameType } from '../catalogue/frames';
import { DEFAULT_FRAME_KIND, type Material } from '../catalogue/materials';
import { photobookType } from '../catalogue/photobook-type';
import { BINDING_OF_KIND, PAGE_COUNTS, PHOTOBOOK_DEFAULTS, type PhotobookCover, type PhotobookKind } from '../catalogue/photobooks';
import { PHOTOBOX_OFFER, type PhotoboxPaper } from '../catalogue/photoboxes';
import { CHANNEL_INFO, type Channel } from '../channel/channels';
import type { Locale } from '../locale/locales';
import { type DesignerParameters, designerQuery } from './query-string';

/**
 * One hand-off builder per product kind (spec §3 "Designer hand-off parameters", §5 query
 * strings): each writes the designer query of its kind, and `designerUrl` (./designer-url.ts) puts
 * it on the kind's base path. Anything a caller leaves out takes the catalogue's default (decision 029) or the
 * channel's flag. The query always names the locale; the URL is localised and on the designer's
 * origin when one is configured (decision 031); the visit's click id is added in the browser as
 * the link is followed (decision 032).
 *
 * The catalogue writes the hand-off of each design on the server (DesignCard.handOff), so the
 * browser holds none of these builders nor the tables behind them (decision 033).
 */

/** Whose hand-off it is: the channel (whose flags set defaults) and the locale. */
export interface HandOffMarket {
  channel: Channel;
  locale: Locale;
}

/**
 * The kind's own parameters in the order spec §3 lists them, then the locale. The link adds the
 * page it is on as the referral source (./designer-url.ts `designerLink`), the browser the click
 * id (decision 032).
 */
function handOff(parameters: DesignerParameters, market: HandOffMarket): string {
  return designerQuery({ ...parameters, locale: market.locale });
}

/**
 * A card: the theme (none opens the card designer empty), the quantity (§9: the eleventh step,
 * 50, unless chosen), and a sample as quantity 1 with its flag (spec §3).
 * @example cardHandOff({ themeId: '2048' }, { channel: 'kartenliebe', locale: 'fr-CH' }) // 'themeId=2048&quantity=50&locale=fr-CH'
 */
export function cardHandOff(card: { themeId?: string; quantity?: number; sample?: boolean }, market: HandOffMarket): string {
  return handOff(
    {
      themeId: card.themeId,
      quantity: card.sample ? 1 : (card.quantity ?? DEFAULT_CARD_QUANTITY),
      isSample: card.sample ? true : undefined,
    },
    market,
  );
}

/**
 * A calendar: its design, mounting and start; the accessory types say `ohne` without a mounting
 * (spec §3). Without a start the designer chooses one.
 */
export function calendarHandOff(
  calendar: { designId: string; mounting: Mounting | null; start?: { month: number; year: number } },
  market: HandOffMarket,
): string {
  const { start, mounting } = calendar;
  return handOff(
    {
      designId: calendar.designId,
      mounting: mounting ?? undefined,
      startDate: start ? `${start.year}-${String(start.month).padStart(2, '0')}-01` : undefined,
      startMonth: start?.month,
      startYear: start?.year,
      accessoryTypes: [mounting ?? 'ohne'],
    },
    market,
  );
}

/** spec §3 aluGalleryUnit: the unit sizes are shown in (inches for the poster brand in en-US). */
function unitOf(market: HandOffMarket): 'cm' | 'in' {
  const unit = CHANNEL_INFO[market.channel].aluGalleryUnit;
  return unit.byLocale[market.locale] ?? unit.default;
}

/** A wall-art article's mat and option values beyond its defaults (spec §3 query parameters; decision 042). */
interface Configured {
  matType?: string | undefined;
  matSize?: number | undefined;
  optionTypes?: readonly string[] | undefined;
}

const configured = (article: Configured) => ({ matType: article.matType, matSize: article.matSize, optionTypes: article.optionTypes });

/**
 * A collage: its design, else the channel's default collage (spec §3 defaultCollageId), with
 * material, frame and format when chosen (the format as a photo frame's, decision 041).
 */
export function collageHandOff(
  collage: { designId?: string | undefined; materialType?: Material; frameType?: FrameType | null; formatType?: string } & Configured,
  market: HandOffMarket,
): string {
  return handOff(
    {
      materialType: collage.materialType,
      frameType: collage.frameType,
      ...configured(collage),
      formatType: collage.formatType,
      designId: collage.designId ?? CHANNEL_INFO[market.channel].defaultCollageId,
      unit: unitOf(market),
    },
    market,
  );
}

/**
 * A picture, framed or not: the material, its default frame unless one is chosen or `frameType`
 * is null (a material sold without a frame, spec §3 "framed material"), the format when one is
 * chosen, and a design when there is one.
 */
export function photoFrameHandOff(
  frame: { materialType: Material; frameType?: FrameType | null; formatType?: string; designId?: string | undefined } & Configured,
  market: HandOffMarket,
): string {
  const frameKind = DEFAULT_FRAME_KIND[frame.materialType];
  const defaultFrame = frameKind ? DEFAULT_FRAME_TYPE[frameKind] : undefined;
  return handOff(
    {
      materialType: frame.materialType,
      frameType: frame.frameType === null ? undefined : (frame.frameType ?? defaultFrame),
      ...configured(frame),
      formatType: frame.formatType,
      designId: frame.designId,
      unit: unitOf(market),
    },
    market,
  );
}

/**
 * A photo book: `photobookType` split into printing and cover, the kind's binding, paper, format
 * and least pages unless chosen, the template of the chosen format, one copy; the channel's cover
 * lamination and refinement (a refinement of 'ohne' is left out, spec §3).
 */
export function photobookHandOff(
  book: {
    printing: PhotobookKind;
    cover?: PhotobookCover;
    paper?: string;
    format?: string;
    pageCount?: number;
    /** The design group of the chosen format (spec §3), when the book starts from a design. */
    templateId?: string;
    amount?: number;
  },
  market: HandOffMarket,
): string {
  const defaults = PHOTOBOOK_DEFAULTS[book.printing];
  const cover = book.cover ?? defaults.cover;
  const flags = CHANNEL_INFO[market.channel];
  return handOff(
    {
      photobookType: photobookType(book.printing, cover),
      photobookPrinting: book.printing,
      photobookCover: cover,
      binding: BINDING_OF_KIND[book.printing],
      paper: book.paper ?? defaults.paper,
      format: book.format ?? defaults.format,
      pageCount: book.pageCount ?? PAGE_COUNTS[book.printing].min,
      templateId: book.templateId,
      amount: book.amount ?? 1,
      coverLamination: flags.defaultPhotobookCoverLamination,
      refinement: flags.defaultPhotobookRefinement,
    },
    market,
  );
}

/**
 * A photo box (`small`) or photo prints, both in the photo box designer (decision 028): the format
 * as width and height, `type` small or photoprint (spec §3), and the paper when one is chosen (the
 * product calls' `paperType`, decision 041).
 */
export function photoboxHandOff(
  box: { type: 'small' | 'photoprint'; format?: string; paperType?: PhotoboxPaper },
  market: HandOffMarket,
): string {
  const { width, height } = parseFormat(box.format ?? PHOTOBOX_OFFER[box.type].format);
  return handOff({ format: { width, height }, type: box.type, photoboxType: box.type, paperType: box.paperType }, market);
}
