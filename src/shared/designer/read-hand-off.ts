import { MOUNTINGS, type Mounting } from '../catalogue/calendars';
import { CARD_QUANTITY_STEPS, DEFAULT_CARD_QUANTITY } from '../catalogue/card-prices';
import { parseFormat } from '../catalogue/format-string';
import { CATALOGUE_ID } from '../catalogue/listing';
import { MATERIALS } from '../catalogue/materials';
import { splitPhotobookType } from '../catalogue/photobook-type';
import {
  COVER_LAMINATIONS,
  type CoverLamination,
  PAGE_COUNTS,
  PHOTOBOOK_DEFAULTS,
  PHOTOBOOK_KINDS,
  PHOTOBOOK_OFFER,
  type PhotobookKind,
} from '../catalogue/photobooks';
import { PHOTOBOX_OFFER, type PhotoboxType } from '../catalogue/photoboxes';
import { NO_REFINEMENT, REFINEMENTS } from '../catalogue/refinements';
import type { CardOrder } from '../pricing/card-price';
import type { PhotobookChoice } from '../pricing/photobook-price';
import type { PhotoboxChoice } from '../pricing/photobox-price';
import { configuredChoice, type WallArtChoice } from '../pricing/wall-art-price';
import type { ProductKind } from './product-kind';

/**
 * A designer hand-off read back (spec §3 "Designer hand-off parameters", every kind; §5 query
 * strings; decision 070): the product its parameters name, completed from the catalogue's
 * defaults where a parameter is missing, so the hand-off page prices exactly what the calculator
 * priced, with the same functions (src/shared/pricing). A value the catalogue does not offer
 * reads as the default or the nearest choice, never as a price of its own; `null` when the
 * parameters name nothing that has a price (no theme, no material, no book kind).
 */
export type HandOffProduct =
  | {
      kind: 'photoframe' | 'collage';
      choice: WallArtChoice;
      /** The format asked, a listed one or a custom size (decision 044); null: the material's own start. */
      format: string | null;
      designId: string | null;
    }
  /** A collage handed off with its design alone: its material and format are the designer's to choose. */
  | { kind: 'collage-design'; designId: string }
  | { kind: 'photobox' | 'photoprint'; box: PhotoboxChoice }
  | { kind: 'photobook'; book: PhotobookChoice; amount: number; coverLamination: CoverLamination | null }
  | { kind: 'calendar'; designId: string; mounting: Mounting | null; start: { month: number; year: number } | null }
  | { kind: 'card'; themeId: string; order: CardOrder };

const id = (value: string | null) => (value !== null && CATALOGUE_ID.test(value) ? value : null);

/** A whole number in `min`–`max`, or null. */
function whole(value: string | null, min: number, max: number): number | null {
  if (value === null || !/^[0-9]{1,6}$/.test(value)) return null;
  const number = Number(value);
  return number >= min && number <= max ? number : null;
}

/** A list parameter as spec §5 writes it (`name[]` repeated), or as a comma list. */
function listOf(query: URLSearchParams, name: string): string[] {
  return [...query.getAll(`${name}[]`), ...query.getAll(name).flatMap((value) => value.split(','))].filter((value) => value !== '');
}

const isTrue = (value: string | null) => value === 'true' || value === '1';

/** The product a hand-off of `kind` names (spec §3), or null. */
export function readHandOff(kind: ProductKind, query: URLSearchParams): HandOffProduct | null {
  switch (kind) {
    case 'photoframe':
    case 'collage':
      return wallArt(kind, query);
    case 'photobox':
    case 'photoprint':
      return photobox(kind === 'photobox' ? 'small' : 'photoprint', query);
    case 'photobook':
      return photobook(query);
    case 'calendar':
      return calendar(query);
    case 'card':
      return card(query);
  }
}

/**
 * Wall art and collages: material, frame, mat and option groups as the calculator wrote them
 * (spec §3 materialType, frameType, designId; §7 matType, matSize, optionTypes; decision 042),
 * and the format. A frame the material does not take is no frame, a mat or an option it does not
 * offer is the default, as on the product page (decision 042).
 */
function wallArt(kind: 'photoframe' | 'collage', query: URLSearchParams): HandOffProduct | null {
  const designId = id(query.get('designId'));
  const material = MATERIALS.find((each) => each === query.get('materialType'));
  if (!material) return kind === 'collage' && designId ? { kind: 'collage-design', designId } : null;
  const frameType = query.get('frameType');
  const choice = configuredChoice(material, {
    framed: false,
    frameType: null,
    configuration: {
      materialType: material,
      frameType,
      matType: query.get('matType'),
      optionTypes: listOf(query, 'optionTypes'),
      size: null,
    },
  });
  if (!choice) return null;
  const format = query.get('formatType');
  return { kind, choice, format: format === null || format === '' ? null : format, designId };
}

/** A photo box or photo prints: `format[width]`, `format[height]` in millimetres, the paper (decision 041); defaults where missing. */
function photobox(type: PhotoboxType, query: URLSearchParams): HandOffProduct {
  const offer = PHOTOBOX_OFFER[type];
  const { width, height } = parseFormat(`${query.get('format[width]')}x${query.get('format[height]')}`);
  const asked = `${width}x${height}`;
  const format = offer.formats.find((each) => each === asked) ?? offer.format;
  const paper = offer.papers.find((each) => each === query.get('paperType')) ?? offer.paper;
  return { kind: type === 'small' ? 'photobox' : 'photoprint', box: { type, paper, format } };
}

/**
 * A photo book: `photobookType` (or `photobookPrinting` with `photobookCover`), paper, format,
 * page count, refinement and amount (spec §3), each the kind's default where missing or not
 * offered; a page count is brought to the nearest the kind is made with.
 */
function photobook(query: URLSearchParams): HandOffProduct | null {
  const split = splitPhotobookType(query.get('photobookType') ?? '');
  const printing: PhotobookKind | undefined = split?.printing ?? PHOTOBOOK_KINDS.find((each) => each === query.get('photobookPrinting'));
  if (!printing) return null;
  const offer = PHOTOBOOK_OFFER[printing];
  const defaults = PHOTOBOOK_DEFAULTS[printing];
  const cover = offer.covers.find((each) => each === (split?.cover ?? query.get('photobookCover'))) ?? defaults.cover;
  const paper = offer.papers.find((each) => each === query.get('paper')) ?? defaults.paper;
  const format = offer.formats.find((each) => each === query.get('format')) ?? defaults.format;
  const pages = PAGE_COUNTS[printing];
  const askedPages = whole(query.get('pageCount'), 0, 999_999) ?? pages.min;
  const clamped = Math.min(pages.max, Math.max(pages.min, askedPages));
  const pageCount = pages.min + Math.round((clamped - pages.min) / pages.step) * pages.step;
  const asked = query.get('refinement') ?? '';
  // spec §5: none, empty or 'ohne' is no refinement; one photo books are not made with has no price and says so.
  const refinement = NO_REFINEMENT.includes(asked) ? null : (REFINEMENTS.find((each) => each === asked) ?? null);
  const amount = whole(query.get('amount'), 1, 100) ?? 1;
  return {
    kind: 'photobook',
    book: { kind: printing, cover, paper, format, pageCount, refinement },
    amount,
    // No price of its own (decision 035): shown as handed off.
    coverLamination: COVER_LAMINATIONS.find((each) => each === query.get('coverLamination')) ?? null,
  };
}

/** A calendar: its design, mounting and start month and year (spec §3); the start from `startDate` when only it is given. */
function calendar(query: URLSearchParams): HandOffProduct | null {
  const designId = id(query.get('designId'));
  if (!designId) return null;
  const mounting = MOUNTINGS.find((each) => each === query.get('mounting')) ?? null;
  const date = /^([0-9]{4})-([0-9]{2})-[0-9]{2}$/.exec(query.get('startDate') ?? '');
  const month = whole(query.get('startMonth'), 1, 12) ?? whole(date?.[2] ?? null, 1, 12);
  const year = whole(query.get('startYear'), 2000, 2100) ?? whole(date?.[1] ?? null, 2000, 2100);
  return { kind: 'calendar', designId, mounting, start: month && year ? { month, year } : null };
}

/**
 * A card: theme, quantity (a §9 step; another is the step below it, the default without one),
 * sample (quantity 1), envelope and accessories (decision 070).
 */
function card(query: URLSearchParams): HandOffProduct | null {
  const themeId = id(query.get('themeId'));
  if (!themeId) return null;
  const sample = isTrue(query.get('isSample'));
  const asked = whole(query.get('quantity'), 1, 999_999);
  const quantity =
    asked === null ? DEFAULT_CARD_QUANTITY : (CARD_QUANTITY_STEPS.findLast((step) => step <= asked) ?? DEFAULT_CARD_QUANTITY);
  return {
    kind: 'card',
    themeId,
    order: {
      quantity: sample ? 1 : quantity,
      sample,
      envelope: query.get('envelope') === 'standard',
      accessories: listOf(query, 'accessoryTypes'),
    },
  };
}
