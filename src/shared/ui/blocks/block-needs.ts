import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import { hasSize, parseFormat } from '../../catalogue/format-string';
import type { DesignQuery } from '../../catalogue/listing';
import type { DesignKind } from '../../catalogue/product-kinds';
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
