import type { z } from 'zod';
import { ABContentSchema } from './ab-content';
import { AccessorySchema } from './accessory';
import { AccessoryDetailWrapperSchema, AccessoryOverviewWrapperSchema } from './accessory-wrappers';
import { BentoGridSchema } from './bento-grid';
import { CalculatorSchema } from './calculator';
import { ContactFormSchema } from './contact-form';
import { CTASchema } from './cta';
import {
  CalendarDetailWrapperSchema,
  CardDetailWrapperSchema,
  CollageDetailWrapperSchema,
  PhotobookDetailWrapperSchema,
} from './design-details';
import {
  CalendarOverviewWrapperSchema,
  CardOverviewWrapperSchema,
  CollageOverviewWrapperSchema,
  PhotobookOverviewWrapperSchema,
  ThemesOverviewWrapperSchema,
} from './design-overviews';
import { FeedSchema } from './feed';
import { FormatsAndPricesSchema } from './formats-and-prices';
import { FrameSchema } from './frame';
import { HeadlineSchema } from './headline';
import { ImageBlockSchema } from './image-block';
import { InformationSchema } from './information';
import { ProductMatrixSchema } from './product-matrix';
import { QuoteSchema } from './quote';
import { ShopSchema } from './shop';
import { SizeOverviewSchema } from './size-overview';
import { SubTeaserSchema } from './sub-teaser';
import { TeaserSchema } from './teaser';
import { TextSchema } from './text';
import { ToolboxSchema } from './toolbox';
import { UspTeaserSchema } from './usp-teaser';
import { VideoBlockSchema } from './video-block';
import { VoucherSchema } from './voucher';

/**
 * The schema of every block (spec §2 content blocks), by component name. Used on the server only
 * (src/worker/features/content/clean-blocks.ts), so zod stays out of the client bundle; the components in
 * ../registry.ts receive data that already passed these.
 */
export const BLOCK_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  ABContent: ABContentSchema,
  Accessory: AccessorySchema,
  AccessoryDetailWrapper: AccessoryDetailWrapperSchema,
  AccessoryOverviewWrapper: AccessoryOverviewWrapperSchema,
  BentoGrid: BentoGridSchema,
  Calculator: CalculatorSchema,
  CalendarDetailWrapper: CalendarDetailWrapperSchema,
  CalendarOverviewWrapper: CalendarOverviewWrapperSchema,
  CardDetailWrapper: CardDetailWrapperSchema,
  CardOverviewWrapper: CardOverviewWrapperSchema,
  CollageDetailWrapper: CollageDetailWrapperSchema,
  CollageOverviewWrapper: CollageOverviewWrapperSchema,
  ContactForm: ContactFormSchema,
  CTA: CTASchema,
  Feed: FeedSchema,
  FormatsAndPrices: FormatsAndPricesSchema,
  Frame: FrameSchema,
  Headline: HeadlineSchema,
  ImageBlock: ImageBlockSchema,
  Information: InformationSchema,
  PhotobookDetailWrapper: PhotobookDetailWrapperSchema,
  PhotobookOverviewWrapper: PhotobookOverviewWrapperSchema,
  ProductMatrix: ProductMatrixSchema,
  Quote: QuoteSchema,
  Shop: ShopSchema,
  SizeOverview: SizeOverviewSchema,
  SubTeaser: SubTeaserSchema,
  Teaser: TeaserSchema,
  Text: TextSchema,
  ThemesOverviewWrapper: ThemesOverviewWrapperSchema,
  Toolbox: ToolboxSchema,
  UspTeaser: UspTeaserSchema,
  VideoBlock: VideoBlockSchema,
  Voucher: VoucherSchema,
};

/** Fields of a block that hold further blocks (parsed and cleaned the same way). */
export const NESTED_BLOCK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ABContent: ['on', 'off'],
};
