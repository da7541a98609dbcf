import type { z } from 'zod';
import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import type { ShopData } from '../../shop-data';
import { NEEDS } from './block-needs';
import { pageCalculatorNeed } from './calculator-need';
import { ABContentSchema } from './schemas/ab-content';
import { AccessorySchema } from './schemas/accessory';
import { AccessoryDetailWrapperSchema, AccessoryOverviewWrapperSchema } from './schemas/accessory-wrappers';
import { BentoGridSchema } from './schemas/bento-grid';
import { CalculatorSchema } from './schemas/calculator';
import { ContactFormSchema } from './schemas/contact-form';
import { CTASchema } from './schemas/cta';
import {
  CalendarDetailWrapperSchema,
  CardDetailWrapperSchema,
  CollageDetailWrapperSchema,
  PhotobookDetailWrapperSchema,
} from './schemas/design-details';
import {
  CalendarOverviewWrapperSchema,
  CardOverviewWrapperSchema,
  CollageOverviewWrapperSchema,
  PhotobookOverviewWrapperSchema,
  ThemesOverviewWrapperSchema,
} from './schemas/design-overviews';
import { FeedSchema } from './schemas/feed';
import { FormatsAndPricesSchema } from './schemas/formats-and-prices';
import { FrameSchema } from './schemas/frame';
import { GiftVoucherSchema } from './schemas/gift-voucher';
import { HeadlineSchema } from './schemas/headline';
import { ImageBlockSchema } from './schemas/image-block';
import { InformationSchema } from './schemas/information';
import { ProductMatrixSchema } from './schemas/product-matrix';
import { QuoteSchema } from './schemas/quote';
import { ShopSchema } from './schemas/shop';
import { SizeOverviewSchema } from './schemas/size-overview';
import { SubTeaserSchema } from './schemas/sub-teaser';
import { TeaserSchema } from './schemas/teaser';
import { TextSchema } from './schemas/text';
import { ToolboxSchema } from './schemas/toolbox';
import { UspTeaserSchema } from './schemas/usp-teaser';
import { VideoBlockSchema } from './schemas/video-block';
import { VoucherSchema } from './schemas/voucher';
import { themesOverviewNeed } from './themes-overview-need';

/**
 * The chunks of the browser's code that hold blocks (decision 021), named as the build names them
 * (after their modules in ./chunks). Blocks most pages use share one chunk, so a page loads them in
 * one file; rare or heavy ones (catalogue, Toolbox, forms, video) have their own. Each block names
 * its chunk in its descriptor (below).
 */
export type BlockChunk =
  | 'blocks-content-live'
  | 'blocks-catalogue'
  | 'blocks-catalogue-details'
  | 'blocks-calculator'
  | 'blocks-toolbox'
  | 'blocks-forms'
  | 'blocks-voucher'
  | 'blocks-video';

/**
 * When a block keeps the server's markup, the browser neither loading its code nor hydrating it
 * (decision 024): always (text, images, links), once the server filled it with its catalogue read
 * (`catalogueRef`; one without is a live edit, read in the browser), once filled and showing
 * one of the named products, or once filled with the named field switched on. A block without a
 * rule always hydrates.
 */
export type KeepsServerMarkup = 'always' | 'when filled' | { whenFilledFor: readonly string[] } | { whenFilledIf: string };

/** When a block is critical: always, or with the named field switched on. */
export type Critical = true | { whenOn: string };

/**
 * Everything the shop knows of one content block (spec §2 content blocks), under its Storyblok
 * component name. The tables the worker, the browser and the build read are derived from these
 * (./block-rules.ts, ./registry.ts, ./schemas/index.ts, ./page-needs.ts, the page's CSS).
 */
interface BlockDescriptor {
  /** Its fields: every block is parsed with it on the server (src/worker/features/content/clean-blocks.ts). */
  schema: z.ZodType;
  /**
   * The chunk of the browser's code it is in (decision 021): the chunk's module (./chunks/) imports
   * its component, and the server renders it from there too (./registry.ts). Descriptors name no
   * component themselves: components render blocks, so a table of them must not be what the
   * rules of rendering (./static-blocks.ts) are derived from.
   */
  chunk: BlockChunk;
  keepsServerMarkup?: KeepsServerMarkup;
  /**
   * When, not keeping the server's markup, it keeps it until the shopper first reaches for it (a
   * pointer over it, the focus in it, a key or a change in it; decision 097): its code loads then
   * and it comes alive in place. The same rules as `keepsServerMarkup`.
   */
  wakesOnTouch?: KeepsServerMarkup;
  /**
   * The page waits for its catalogue read before it renders rather than streaming it (decision
   * 038): always, or when the named field is switched on.
   */
  critical?: Critical;
  /** Its fields that hold further blocks, parsed and cleaned as blocks. */
  nestedBlockFields?: readonly string[];
  /** It shows one design with its wishlist heart, which the browser wires in kept markup (decision 054). */
  showsDesign?: true;
  /** What it reads from the catalogue, from its fields (and, for a calculator, the page's query). */
  catalogueNeed?: (block: never, query: ShopData['pageQuery']) => CatalogueNeed;
  /** Its rules, a .css file beside its component (the build bundles them; decision 021). */
  stylesheet?: string;
  /** It leads pages: its rules are inlined in the head, so a page it leads paints without the stylesheet file. */
  firstScreen?: true;
}

/**
 * The shop's content blocks. A new block is one entry here, its component in the module of its
 * chunk (./chunks/, whose type lists exactly the blocks that name it), and its schema under
 * ./schemas. Server and build only: the browser's build takes what it needs
 * from ./block-rules.ts as data, so no schema reaches the browser (scripts/build-client.mjs).
 */
export const BLOCK_DESCRIPTORS = {
  ABContent: { schema: ABContentSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', nestedBlockFields: ['on', 'off'] },
  Accessory: { schema: AccessorySchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'Accessory.css' },
  BentoGrid: { schema: BentoGridSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'BentoGrid.css' },
  CTA: { schema: CTASchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'CTA.css' },
  Frame: { schema: FrameSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'Frame.css' },
  Headline: { schema: HeadlineSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', firstScreen: true },
  ImageBlock: { schema: ImageBlockSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'ImageBlock.css' },
  Information: { schema: InformationSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'Information.css' },
  ProductMatrix: {
    schema: ProductMatrixSchema,
    chunk: 'blocks-content-live',
    keepsServerMarkup: 'always',
    stylesheet: 'ProductMatrix.css',
  },
  Quote: { schema: QuoteSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'Quote.css' },
  Shop: { schema: ShopSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'Shop.css' },
  SizeOverview: { schema: SizeOverviewSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'SizeOverview.css' },
  SubTeaser: { schema: SubTeaserSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'SubTeaser.css' },
  Teaser: { schema: TeaserSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'Teaser.css', firstScreen: true },
  Text: { schema: TextSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', firstScreen: true },
  UspTeaser: {
    schema: UspTeaserSchema,
    chunk: 'blocks-content-live',
    keepsServerMarkup: 'always',
    stylesheet: 'UspTeaser.css',
    firstScreen: true,
  },
  // The design lists page through the catalogue in the browser ("show more"): filled, they come
  // alive when the shopper first reaches for them (decision 097).
  CalendarOverviewWrapper: {
    schema: CalendarOverviewWrapperSchema,
    chunk: 'blocks-catalogue',
    wakesOnTouch: 'when filled',
    catalogueNeed: NEEDS.CalendarOverviewWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  CardOverviewWrapper: {
    schema: CardOverviewWrapperSchema,
    chunk: 'blocks-catalogue',
    wakesOnTouch: 'when filled',
    catalogueNeed: NEEDS.CardOverviewWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  CollageOverviewWrapper: {
    schema: CollageOverviewWrapperSchema,
    chunk: 'blocks-catalogue',
    wakesOnTouch: 'when filled',
    catalogueNeed: NEEDS.CollageOverviewWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  Feed: {
    schema: FeedSchema,
    chunk: 'blocks-catalogue',
    wakesOnTouch: 'when filled',
    catalogueNeed: NEEDS.Feed,
    stylesheet: '../catalogue/catalogue.css',
  },
  PhotobookOverviewWrapper: {
    schema: PhotobookOverviewWrapperSchema,
    chunk: 'blocks-catalogue',
    wakesOnTouch: 'when filled',
    catalogueNeed: NEEDS.PhotobookOverviewWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  ThemesOverviewWrapper: {
    schema: ThemesOverviewWrapperSchema,
    chunk: 'blocks-catalogue',
    // A browsable catalogue is the server's markup, its filters and pages links and forms (decision 073).
    keepsServerMarkup: { whenFilledIf: 'browsable' },
    wakesOnTouch: 'when filled',
    // It is what an occasion's page is for, there without a script (decision 073).
    critical: { whenOn: 'browsable' },
    catalogueNeed: themesOverviewNeed,
    stylesheet: '../catalogue/catalogue.css',
  },
  AccessoryDetailWrapper: {
    schema: AccessoryDetailWrapperSchema,
    chunk: 'blocks-catalogue-details',
    keepsServerMarkup: 'when filled',
    catalogueNeed: NEEDS.AccessoryDetailWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  AccessoryOverviewWrapper: {
    schema: AccessoryOverviewWrapperSchema,
    chunk: 'blocks-catalogue-details',
    keepsServerMarkup: 'when filled',
    catalogueNeed: NEEDS.AccessoryOverviewWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  CalendarDetailWrapper: {
    schema: CalendarDetailWrapperSchema,
    chunk: 'blocks-catalogue-details',
    keepsServerMarkup: 'when filled',
    showsDesign: true,
    catalogueNeed: NEEDS.CalendarDetailWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  CardDetailWrapper: {
    schema: CardDetailWrapperSchema,
    chunk: 'blocks-catalogue-details',
    keepsServerMarkup: 'when filled',
    showsDesign: true,
    catalogueNeed: NEEDS.CardDetailWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  CollageDetailWrapper: {
    schema: CollageDetailWrapperSchema,
    chunk: 'blocks-catalogue-details',
    keepsServerMarkup: 'when filled',
    showsDesign: true,
    catalogueNeed: NEEDS.CollageDetailWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  FormatsAndPrices: {
    schema: FormatsAndPricesSchema,
    chunk: 'blocks-catalogue-details',
    keepsServerMarkup: 'when filled',
    catalogueNeed: NEEDS.FormatsAndPrices,
    stylesheet: '../catalogue/catalogue.css',
  },
  PhotobookDetailWrapper: {
    schema: PhotobookDetailWrapperSchema,
    chunk: 'blocks-catalogue-details',
    keepsServerMarkup: 'when filled',
    showsDesign: true,
    catalogueNeed: NEEDS.PhotobookDetailWrapper,
    stylesheet: '../catalogue/catalogue.css',
  },
  Calculator: {
    schema: CalculatorSchema,
    chunk: 'blocks-calculator',
    // A card calculator sends its form (decision 039); the wall-art calculator is live, from the
    // shopper's first touch (decision 097).
    keepsServerMarkup: { whenFilledFor: ['card'] },
    wakesOnTouch: 'when filled',
    critical: true,
    catalogueNeed: pageCalculatorNeed,
    stylesheet: 'Calculator.css',
  },
  Toolbox: { schema: ToolboxSchema, chunk: 'blocks-toolbox', wakesOnTouch: 'always', stylesheet: 'Toolbox.css' },
  ContactForm: { schema: ContactFormSchema, chunk: 'blocks-forms', wakesOnTouch: 'always', stylesheet: 'ContactForm.css' },
  Voucher: { schema: VoucherSchema, chunk: 'blocks-voucher' },
  // A plain form the shop answers (decision 088): nothing for the browser to do.
  GiftVoucher: { schema: GiftVoucherSchema, chunk: 'blocks-content-live', keepsServerMarkup: 'always', stylesheet: 'GiftVoucher.css' },
  VideoBlock: { schema: VideoBlockSchema, chunk: 'blocks-video', wakesOnTouch: 'always', stylesheet: 'VideoBlock.css' },
} as const satisfies Readonly<Record<string, BlockDescriptor>>;

/** A block of the shop, by its Storyblok component name. */
export type BlockName = keyof typeof BLOCK_DESCRIPTORS;

/** The descriptors as a list, for the tables derived from them. */
export function blockDescriptors(): [BlockName, BlockDescriptor][] {
  return Object.entries(BLOCK_DESCRIPTORS) as [BlockName, BlockDescriptor][];
}
