import { CATALOGUE_PATHS } from '../../catalogue/catalogue-paths';
import { hasSize, parseFormat } from '../../catalogue/format-string';
import {
  type AccessoryCard,
  type CalculatorReference,
  type CardCalculatorData,
  type DesignCard,
  type DesignPage,
  type DesignQuery,
  designsPath,
  type FormatsAnswer,
} from '../../catalogue/listing';
import type { Material } from '../../catalogue/materials';
import type { DesignKind } from '../../catalogue/product-kinds';
import type { CalculatorNeed } from './calculator-need';
import type { AccessoryDetailWrapperBlock, AccessoryOverviewWrapperBlock } from './schemas/accessory-wrappers';
import type {
  CalendarDetailWrapperBlock,
  CardDetailWrapperBlock,
  CollageDetailWrapperBlock,
  PhotobookDetailWrapperBlock,
} from './schemas/design-details';
import type {
  CalendarOverviewWrapperBlock,
  CardOverviewWrapperBlock,
  CollageOverviewWrapperBlock,
  PhotobookOverviewWrapperBlock,
  ThemesOverviewWrapperBlock,
} from './schemas/design-overviews';
import type { FeedBlock } from './schemas/feed';
import type { FormatsAndPricesBlock } from './schemas/formats-and-prices';
import type { TeaserPrice } from './schemas/teaser';

/**
 * What each catalogue block needs from the catalogue, read from its fields: one table, used by
 * the server to fill the block before rendering (src/worker/features/catalogue/block-catalogue.ts) and by
 * the browser to ask the catalogue API when a block arrives without it (a live edit).
 */
export type CatalogueNeed =
  | { type: 'designs'; query: DesignQuery }
  | { type: 'design'; kind: DesignKind; id: string }
  | { type: 'format-prices'; material: Material; formats: string[] }
  | { type: 'accessories'; kind: string }
  | { type: 'accessory'; sku: string }
  // spec §7 wall-picture teaser (VOLL-1785; decision 061): no block's, read by the server alone.
  | { type: 'wall-pictures-teaser' }
  | CalculatorNeed;

/**
 * The needs this module's blocks read in the browser; a calculator's are in ./calculator-need.ts,
 * so that the browser's code for the one carries nothing of the other.
 */
export type BrowserNeed = Exclude<CatalogueNeed, CalculatorNeed | { type: 'wall-pictures-teaser' }>;

/** What the catalogue answers a need with. */
export interface CatalogueAnswer {
  designs: DesignPage;
  design: DesignCard | null;
  'format-prices': FormatsAnswer;
  accessories: AccessoryCard[];
  accessory: AccessoryCard | null;
  calculator: CalculatorReference;
  'card-calculator': CardCalculatorData | null;
  'wall-pictures-teaser': TeaserPrice | null;
}

/** The catalogue data a block carries: undefined until read, null when the read failed. */
export type WithCatalogue<Block, Data> = Fields<Block> & { catalogue?: Data | null };

/** A block's own fields, without the index signature of a loose object (which would swallow them). */
type Fields<Block> = { [K in keyof Block as string extends K ? never : K extends 'catalogue' ? never : K]: Block[K] };

type Need<T extends CatalogueNeed['type']> = Extract<CatalogueNeed, { type: T }>;

const list = (
  kind: DesignKind,
  filters: Partial<Pick<DesignQuery, 'category' | 'occasion' | 'sort' | 'pageSize'>> = {},
): Need<'designs'> => ({
  type: 'designs',
  query: {
    kind,
    category: filters.category ?? '',
    occasion: filters.occasion ?? '',
    sort: filters.sort ?? 'popularity',
    pageSize: filters.pageSize ?? 12,
  },
});
const design = (kind: DesignKind, id: string): Need<'design'> => ({ type: 'design', kind, id });

/** The need of each catalogue block, by component name, typed by its block. */
export const NEEDS = {
  Feed: (block: Fields<FeedBlock>) => list(block.feedType, { pageSize: block.pageSize }),
  ThemesOverviewWrapper: (block: Fields<ThemesOverviewWrapperBlock>) =>
    list('card', { category: block.category, occasion: block.occasion, sort: block.sort }),
  CardOverviewWrapper: (block: Fields<CardOverviewWrapperBlock>) => list('card', { occasion: block.occasion }),
  CalendarOverviewWrapper: (block: Fields<CalendarOverviewWrapperBlock>) => list('calendar', { category: block.calendarType }),
  CollageOverviewWrapper: (_block: Fields<CollageOverviewWrapperBlock>) => list('collage'),
  PhotobookOverviewWrapper: (_block: Fields<PhotobookOverviewWrapperBlock>) => list('photobook'),
  CardDetailWrapper: (block: Fields<CardDetailWrapperBlock>) => design('card', block.themeId),
  CalendarDetailWrapper: (block: Fields<CalendarDetailWrapperBlock>) => design('calendar', block.designId),
  CollageDetailWrapper: (block: Fields<CollageDetailWrapperBlock>) => design('collage', block.designId),
  PhotobookDetailWrapper: (block: Fields<PhotobookDetailWrapperBlock>) => design('photobook', block.photobookType),
  AccessoryOverviewWrapper: (block: Fields<AccessoryOverviewWrapperBlock>): Need<'accessories'> => ({
    type: 'accessories',
    kind: block.accessoryKind ?? '',
  }),
  AccessoryDetailWrapper: (block: Fields<AccessoryDetailWrapperBlock>): Need<'accessory'> => ({ type: 'accessory', sku: block.sku }),
  FormatsAndPrices: (block: Fields<FormatsAndPricesBlock>): Need<'format-prices'> => ({
    type: 'format-prices',
    material: block.materialType,
    // Only formats with a size are priced and shown (spec §5 format string).
    formats: block.formats.filter((format) => hasSize(parseFormat(format))).slice(0, 50),
  }),
} as const;

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
