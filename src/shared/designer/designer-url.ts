import type { Mounting } from '../catalogue/calendars';
import { DEFAULT_CARD_QUANTITY } from '../catalogue/card-prices';
import { parseFormat } from '../catalogue/format-string';
import { DEFAULT_FRAME_TYPE, type FrameType } from '../catalogue/frames';
import { DEFAULT_FRAME_KIND, type Material } from '../catalogue/materials';
import { photobookType } from '../catalogue/photobook-type';
import { BINDING_OF_KIND, PAGE_COUNTS, PHOTOBOOK_DEFAULTS, type PhotobookCover, type PhotobookKind } from '../catalogue/photobooks';
import { PHOTOBOX_OFFER } from '../catalogue/photoboxes';
import { CHANNEL_INFO, type Channel } from '../channel/channels';
import type { Locale } from '../locale/locales';
import { designerLink } from '../routing/paths';
import { type DesignerParameters, designerQuery } from './query-string';

/**
 * What a shopper hands to the designer, by product kind (spec §3 "Designer hand-off parameters").
 * Anything left out takes the catalogue's default (decision 029) or the channel's flag.
 */
export type HandOff =
  | { kind: 'card'; themeId?: string; quantity?: number; sample?: boolean }
  | {
      kind: 'calendar';
      designId: string;
      /** null: the calendar hangs on nothing, and the accessory types say `ohne`. */
      mounting: Mounting | null;
      start?: { month: number; year: number };
    }
  | { kind: 'collage'; designId?: string; materialType?: Material; frameType?: FrameType }
  | { kind: 'photoframe'; materialType: Material; frameType?: FrameType; designId?: string }
  | {
      kind: 'photobook';
      printing: PhotobookKind;
      cover?: PhotobookCover;
      paper?: string;
      format?: string;
      pageCount?: number;
      /** The design group of the chosen format (spec §3), when the book starts from a design. */
      templateId?: string;
      amount?: number;
    }
  | { kind: 'photobox' | 'photoprint'; format?: string };

/** Where the hand-off starts: the page's channel, locale, prefix and the designer's origin. */
export interface HandOffFrom {
  channel: Channel;
  locale: Locale;
  pathPrefix: string;
  designerOrigin: string | null;
  /** Where the shopper set off from (spec §3 common "referral source"), when the caller knows it. */
  referralSource?: string;
}

/** spec §2 designer base paths by product kind; photo prints open the photo box designer (decision 028). */
const BASE_PATH = {
  card: '/configurator-card',
  calendar: '/configurator-calendar',
  collage: '/configurator-collage',
  photoframe: '/configurator-photo-frame',
  photobook: '/configurator-photobook',
  photobox: '/configurator-photobox',
  photoprint: '/configurator-photobox',
} as const satisfies Record<HandOff['kind'], string>;

/**
 * The designer URL of a hand-off (spec §3 parameters, §5 query string), localised and on the
 * designer's origin when one is configured (decision 031). The locale is always sent; the visit's
 * click id is added in the browser as the link is followed (decision 032).
 * @example designerUrl({ kind: 'card', themeId: '2048' }, { channel: 'kartenliebe', locale: 'fr-CH', pathPrefix: 'fr', designerOrigin: null })
 *          // '/fr/configurator-card?themeId=2048&quantity=50&locale=fr-CH'
 */
export function designerUrl(handOff: HandOff, from: HandOffFrom): string {
  const query = designerQuery({ ...parametersOf(handOff, from), locale: from.locale, referralSource: from.referralSource });
  return designerLink(`${BASE_PATH[handOff.kind]}?${query}`, { prefix: from.pathPrefix, designerOrigin: from.designerOrigin });
}

/** The kind's own parameters, in the order spec §3 lists them. */
function parametersOf(handOff: HandOff, from: HandOffFrom): DesignerParameters {
  const flags = CHANNEL_INFO[from.channel];
  switch (handOff.kind) {
    case 'card':
      // spec §3: a sample's quantity becomes 1.
      return {
        themeId: handOff.themeId,
        quantity: handOff.sample ? 1 : (handOff.quantity ?? DEFAULT_CARD_QUANTITY),
        isSample: handOff.sample ? true : undefined,
      };
    case 'calendar': {
      const start = handOff.start;
      return {
        designId: handOff.designId,
        mounting: handOff.mounting ?? undefined,
        startDate: start ? `${start.year}-${String(start.month).padStart(2, '0')}-01` : undefined,
        startMonth: start?.month,
        startYear: start?.year,
        // spec §3: accessory types default to 'ohne' when there is no mounting.
        accessoryTypes: [handOff.mounting ?? 'ohne'],
      };
    }
    case 'collage':
      return {
        materialType: handOff.materialType,
        frameType: handOff.frameType,
        designId: handOff.designId ?? flags.defaultCollageId,
        unit: unitOf(from),
      };
    case 'photoframe': {
      const frameKind = DEFAULT_FRAME_KIND[handOff.materialType];
      return {
        materialType: handOff.materialType,
        frameType: handOff.frameType ?? (frameKind ? DEFAULT_FRAME_TYPE[frameKind] : undefined),
        designId: handOff.designId,
        unit: unitOf(from),
      };
    }
    case 'photobook': {
      const defaults = PHOTOBOOK_DEFAULTS[handOff.printing];
      const cover = handOff.cover ?? defaults.cover;
      return {
        photobookType: photobookType(handOff.printing, cover),
        photobookPrinting: handOff.printing,
        photobookCover: cover,
        binding: BINDING_OF_KIND[handOff.printing],
        paper: handOff.paper ?? defaults.paper,
        format: handOff.format ?? defaults.format,
        pageCount: handOff.pageCount ?? PAGE_COUNTS[handOff.printing].min,
        templateId: handOff.templateId,
        amount: handOff.amount ?? 1,
        coverLamination: flags.defaultPhotobookCoverLamination,
        // Left out when 'ohne' (spec §3; the query string drops it).
        refinement: flags.defaultPhotobookRefinement,
      };
    }
    case 'photobox':
    case 'photoprint': {
      const type = handOff.kind === 'photobox' ? 'small' : 'photoprint';
      const { width, height } = parseFormat(handOff.format ?? PHOTOBOX_OFFER[type].format);
      return { format: { width, height }, type, photoboxType: type };
    }
  }
}

/** spec §3 aluGalleryUnit: the unit sizes are shown in (inches for the poster brand in en-US). */
function unitOf(from: HandOffFrom): 'cm' | 'in' {
  const unit = CHANNEL_INFO[from.channel].aluGalleryUnit;
  return unit.byLocale[from.locale] ?? unit.default;
}
