import type { PriceTexts } from '../locale/price-texts';
import type { CalculatorProduct } from './calculator-products';
import type { CardCataloguePage } from './card-catalogue';
import { CATALOGUE_PATHS } from './catalogue-paths';
import type { FrameType } from './frames';
import {
  type AccessoryCard,
  type CalculatorReference,
  type CardCalculatorData,
  type DesignCard,
  type DesignPage,
  type DesignQuery,
  designsPath,
  type FormatsAnswer,
} from './listing';
import type { Material } from './materials';
import type { DesignKind } from './product-kinds';

/**
 * What a page reads from the catalogue (spec §3 prices, §7 catalogue paths): each catalogue block's
 * need, read from its fields (src/shared/ui/blocks/block-needs.ts `NEEDS`), which the server
 * reads before rendering (src/worker/features/catalogue/page-catalogue.ts) and the browser asks the
 * catalogue API for when a block arrives without it (a live edit).
 */
export type CatalogueNeed =
  | { type: 'designs'; query: DesignQuery }
  // A card catalogue a shopper browses (decision 073): one page of it, with each filter's values.
  | { type: 'card-catalogue'; query: DesignQuery; page: number }
  | { type: 'design'; kind: DesignKind; id: string }
  | { type: 'format-prices'; material: Material; formats: string[] }
  | { type: 'accessories'; kind: string }
  | { type: 'accessory'; sku: string }
  // spec §7 wall-picture teaser (VOLL-1785; decision 061): no block's, read by the server alone.
  | { type: 'wall-pictures-teaser' }
  | CalculatorNeed;

/**
 * The needs the catalogue blocks read in the browser; a calculator asks through its own path
 * (src/shared/ui/blocks/calculator-need.ts), so the browser's code for the one carries nothing of the other.
 */
export type BrowserNeed = Exclude<CatalogueNeed, CalculatorNeed | { type: 'wall-pictures-teaser' } | { type: 'card-catalogue' }>;

/** What the catalogue answers a need with. */
export interface CatalogueAnswer {
  designs: DesignPage;
  'card-catalogue': CardCataloguePage;
  design: DesignCard | null;
  'format-prices': FormatsAnswer;
  accessories: AccessoryCard[];
  accessory: AccessoryCard | null;
  calculator: CalculatorReference;
  'card-calculator': CardCalculatorData | null;
  'wall-pictures-teaser': TeaserPrice | null;
}

/**
 * What a price calculator reads (spec §3 Calculator; decisions 038, 039); the browser asks for it
 * through the calculator's own path (src/shared/ui/blocks/calculator-need.ts), so the calculator's
 * code in the browser carries no other block's needs.
 */
export type CalculatorNeed =
  | {
      type: 'calculator';
      product: Exclude<CalculatorProduct, 'card'>;
      /** The editor's options (materials, papers, photo book kinds); none: every one the product has. */
      options: string[];
      /** A photo frame's frame (spec §3); null: each material's default, or none for framed material. */
      frameType: FrameType | null;
      /** The design the designer starts from (spec §3 calculator context). */
      designId: string | null;
      /** A preselected SKU (spec §4), whose material and format the answer names. */
      sku: string | null;
      /** The page's choice of frame, mat and option values for one material (decision 042). */
      configuration: CalculatorConfiguration | null;
    }
  | { type: 'card-calculator'; themeId: string };

/**
 * A material's frame, mat and option values as a page URL or a price call names them (spec §2
 * frame, mat and option groups; §3 query parameters frameType, matType, optionTypes; decision 042).
 * Unchecked: the server prices what the material takes and its defaults for the rest.
 */
export interface CalculatorConfiguration {
  materialType: string;
  /** null: the material's default frame (none for framed material). */
  frameType: string | null;
  /** null: the frame's default mat (spec §3). */
  matType: string | null;
  /** Option types `{group}-{value}`; a group not named is at its default. */
  optionTypes: string[];
  /** A size the shopper typed (spec §2 custom formats, §5), as typed; null: a format of the list (decision 044). */
  size: { width: string; height: string } | null;
}

/**
 * The price a teaser shows, written by the server only (decision 061: the wall-pictures teaser of
 * VOLL-1785): a teaser keeps the server's markup, so the browser never renders it.
 */
export interface TeaserPrice {
  /** The size, e.g. "60 × 45 cm". */
  size: string;
  texts: PriceTexts;
}

/**
 * The catalogue API path that answers a need (for the first page of a design list).
 * @example cataloguePath({ type: 'accessory', sku: 'pen-gold' }, 'de-DE') // '/accessory?sku=pen-gold&locale=de-DE'
 */
export function cataloguePath(need: BrowserNeed, locale: string): string {
  const query = (values: Record<string, string>) => new URLSearchParams({ ...values, locale }).toString();
  switch (need.type) {
    case 'designs':
      return designsPath(need.query, 1, locale);
    case 'design':
      return `${CATALOGUE_PATHS.design}?${query({ kind: need.kind, id: need.id })}`;
    case 'format-prices':
      return `${CATALOGUE_PATHS.formatPrices}?${query({ materialType: need.material, formats: need.formats.join(',') })}`;
    case 'accessories':
      return `${CATALOGUE_PATHS.accessories}?${query(need.kind ? { kind: need.kind } : {})}`;
    case 'accessory':
      return `${CATALOGUE_PATHS.accessory}?${query({ sku: need.sku })}`;
  }
}
