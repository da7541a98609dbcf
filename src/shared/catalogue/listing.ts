import type { Price, PriceTexts } from '../locale/price-texts';
import type { CardFilterKey } from './cards';
import { CATALOGUE_PATHS } from './catalogue-paths';
import type { Material } from './materials';
import type { DesignKind, DesignSort, PageSize } from './product-kinds';

/**
 * What the catalogue answers the content blocks with (spec §3 prices, §7 catalogue paths): the
 * same shapes come from the server render (attached to the block) and from the catalogue API when
 * the browser asks for more (another page, or a block an editor is changing).
 */

export interface DesignCard {
  kind: DesignKind;
  id: string;
  name: string;
  /** Path or URL of the design's lead image. */
  image: string;
  /** The designer query of the design (spec §3 hand-off parameters), written by the catalogue (decision 033). */
  handOff: string;
  /** From-price (per card for card themes); null when the design has none in this currency. */
  price: Price | null;
}

export interface DesignQuery {
  kind: DesignKind;
  category: string;
  occasion: string;
  sort: DesignSort;
  pageSize: PageSize;
  /**
   * The card filters beside category (spec §3 card filter keys; decision 036): a value narrows the
   * list to designs with it, '' or a missing key narrows nothing. Only card themes have them.
   */
  filters?: CardFilters;
}

export type CardFilters = Partial<Record<Exclude<CardFilterKey, 'category'>, string>>;

export interface DesignPage {
  items: DesignCard[];
  /** 1-based. */
  page: number;
  pageSize: PageSize;
  total: number;
}

/** A price as the §7 calls answer it (spec §3 field names): major units, the original only when higher. */
export interface PriceFields {
  priceCurrent: number;
  priceOriginal: number | null;
}

/** One format of a material with its price (spec §7 wall-picture teaser: `payload.formats[]`). */
export interface FormatPriceRow extends PriceFields {
  /** spec §3 format string, e.g. `600x450` (millimetres, width first). */
  formatType: string;
}

/** The answer of `/price-api/prices/formats` (spec §7 wall-picture teaser). */
export interface FormatsAnswer {
  payload: { formats: FormatPriceRow[] };
}

export interface AccessoryCard {
  sku: string;
  kind: string;
  image: string;
  /** Per piece. */
  price: Price | null;
  /** The card designer's query, where accessories join an order (spec §3 hand-off parameters). */
  handOff: string;
}

/** An id of the catalogue (theme id, design id, SKU): letters, digits, dot, dash, underscore. */
export const CATALOGUE_ID = /^[A-Za-z0-9._-]{1,64}$/;
/** A filter value of a design list (category, occasion): lowercase letters, digits and dashes. */
export const CATALOGUE_FILTER = /^[a-z0-9-]{0,40}$/;

/**
 * The API path of one page of a design list, for the browser's "show more".
 * @example designsPath({ kind: 'card', category: '', occasion: 'taufe', sort: 'popularity', pageSize: 12 }, 2, 'de-DE')
 *          // '/web-api/designs?kind=card&occasion=taufe&sort=popularity&pageSize=12&page=2&locale=de-DE'
 */
export function designsPath(query: DesignQuery, page: number, locale: string): string {
  const search = new URLSearchParams({ kind: query.kind });
  if (query.category) search.set('category', query.category);
  if (query.occasion) search.set('occasion', query.occasion);
  search.set('sort', query.sort);
  search.set('pageSize', String(query.pageSize));
  search.set('page', String(page));
  search.set('locale', locale);
  return `${CATALOGUE_PATHS.designs}?${search.toString()}`;
}

/** One format of a calculator's option (spec §3 calculator format: value, priceCurrent, priceOriginal). */
interface CalculatorFormat extends PriceFields {
  /** spec §3 format string, e.g. `600x450`, or a photo book's format, e.g. `a4-quer`. */
  value: string;
}

/**
 * An option with its priced formats (spec §3 material option: value, labelTranslationKey, formats,
 * initiallySelectedFormat): a material, a paper or a photo book kind.
 */
export interface PricedOption {
  value: string;
  labelTranslationKey: string;
  formats: CalculatorFormat[];
  initiallySelectedFormat: string;
}

/** A wall-art material with its priced formats. */
export interface PricedMaterial extends PricedOption {
  value: Material;
}

/**
 * A format as a calculator shows it (decisions 039, 041): its size and price as the shopper reads
 * them, and the designer hand-off of exactly this choice.
 */
interface ShownFormat extends CalculatorFormat {
  /** The size in the locale's unit, e.g. '60 × 40 cm'. */
  label: string;
  priceTexts: PriceTexts;
  /** The designer query of this option in this format (spec §3), written by the server (decision 033). */
  handOff: string;
}

/** One option of a calculator: priced and written out for the locale. */
export interface CalculatorOption extends Omit<PricedOption, 'formats'> {
  /** The option's name as its select shows it, written for the locale by the server. */
  label: string;
  formats: ShownFormat[];
  /** What else the option is configured by (spec §2 frame, mat and option groups), wall art only (decision 042). */
  groups?: CalculatorGroup[];
  /** Sizes the shopper types (spec §2 custom formats), framed material only (decision 044). */
  customSize?: CustomSizeOffer;
}

/** A material's custom sizes (spec §2 custom formats, §5 dimension input; decision 044), written for the locale. */
export interface CustomSizeOffer {
  /** The unit the fields take (spec §5: inches in the inch locales). */
  unit: 'cm' | 'in';
  /** The smallest and the largest sizes, e.g. 'Von 30 × 30 cm bis 120 × 80 cm'. */
  hint: string;
  /** The size the page or the price call asked for, or null. */
  asked: CustomSizeAnswer | null;
}

/** A size the shopper typed, as the server reads and prices it (decision 044). */
export interface CustomSizeAnswer {
  /** What the fields show (spec §5 cleaned input). */
  width: string;
  height: string;
  /** The format it is priced as, or why the material cannot be made that size. */
  message: string;
  /** The price of the nearest priced format; null when the material cannot be made that size. */
  priceTexts: PriceTexts | null;
  /** The designer query with the size in millimetres as its format (spec §3 format string); null as the price. */
  handOff: string | null;
}

/**
 * A choice an option offers besides its format (spec §2 "frame, mat and option groups"; decision
 * 042): a labelled select whose value goes into `param` of the page URL and the price call.
 */
export interface CalculatorGroup {
  /** Unique among an option's groups: `frameType`, `matType`, or an option group (spec §3), e.g. `bohrung`. */
  name: string;
  /** spec §3 query parameter; an option group's values are option types `{group}-{value}`. */
  param: 'frameType' | 'matType' | 'optionTypes';
  /** Written for the locale by the server, as every value's label. */
  label: string;
  /** `value` '' is "no frame". */
  values: { value: string; label: string }[];
  /** The value the option's prices are for. */
  selected: string;
}

/** What a calculator reads (spec §3 calculator; `/web-api/calculator/reference` answers more besides). */
export interface CalculatorReference {
  /** The designer the hand-offs open (spec §2 designer base paths). */
  designer: 'photoframe' | 'collage' | 'photobox' | 'photobook';
  /** The translation key of what the options are: a material, a paper, a photo book kind. */
  optionsLabel: string;
  options: CalculatorOption[];
  /** The option the calculator starts at unless its editor or a preset says otherwise (spec §3 selectedValue), e.g. a paper. */
  selectedValue: string | null;
  /** The material and format a preselected SKU names (spec §4), read by the server (decision 039). */
  preset: {
    material: string;
    format: string;
    /** The format's size as the shopper reads it. */
    label: string;
    handOff: string;
  } | null;
}

/** A card theme's price per card from a quantity up (spec §9 steps; decision 030). */
interface CardTier extends PriceFields {
  fromQuantity: number;
}

/** An accessory a card order takes one of per card (spec §3 card accessory kinds, §9; decision 045), priced per card. */
export interface CardAccessory extends PriceFields {
  sku: string;
  kind: string;
}

/** A card theme's price list: its tiers, the standard envelope and the accessories per card (spec §9). */
export interface CardPriceList {
  tiers: CardTier[];
  /** The standard envelope's price per card, or null without one in this currency. */
  envelope: PriceFields | null;
  /** The per-card accessories priced in this currency, most popular first. */
  accessories: CardAccessory[];
  /** One sample card of the theme (spec §3 sample flag), or null without one here. */
  sample: PriceFields | null;
}

/** What a card calculator reads: the theme's price list and its designer hand-off at the default quantity (spec §3 card). */
export interface CardCalculatorData extends CardPriceList {
  /** The accessories, each with its name in the locale's words. */
  accessories: (CardAccessory & { name: string })[];
  handOff: string;
  /** One sample card's hand-off (spec §3 sample flag, quantity 1), or null without a sample price. */
  sampleHandOff: string | null;
}
