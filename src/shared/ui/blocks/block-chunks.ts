/**
 * The chunk of the browser's code each block is in (decision 021), named as the build names it
 * (after its module in ./chunks). Blocks most pages use share one chunk, so a
 * page loads them in one file; rare or heavy ones (catalogue, Toolbox, forms, video) have their
 * own. The worker preloads the chunks of a page's blocks; the client loads them before it
 * hydrates. tests/unit/blocks.test.ts keeps this table, the server's registry and the chunks in step.
 */
export const BLOCK_CHUNKS = {
  ABContent: 'blocks-content-live',
  Accessory: 'blocks-content-live',
  BentoGrid: 'blocks-content-live',
  CTA: 'blocks-content-live',
  Frame: 'blocks-content-live',
  Headline: 'blocks-content-live',
  ImageBlock: 'blocks-content-live',
  Information: 'blocks-content-live',
  ProductMatrix: 'blocks-content-live',
  Quote: 'blocks-content-live',
  Shop: 'blocks-content-live',
  SizeOverview: 'blocks-content-live',
  SubTeaser: 'blocks-content-live',
  Teaser: 'blocks-content-live',
  Text: 'blocks-content-live',
  UspTeaser: 'blocks-content-live',
  AccessoryDetailWrapper: 'blocks-catalogue-details',
  AccessoryOverviewWrapper: 'blocks-catalogue-details',
  Calculator: 'blocks-calculator',
  CalendarDetailWrapper: 'blocks-catalogue-details',
  CalendarOverviewWrapper: 'blocks-catalogue',
  CardDetailWrapper: 'blocks-catalogue-details',
  CardOverviewWrapper: 'blocks-catalogue',
  CollageDetailWrapper: 'blocks-catalogue-details',
  CollageOverviewWrapper: 'blocks-catalogue',
  Feed: 'blocks-catalogue',
  FormatsAndPrices: 'blocks-catalogue-details',
  PhotobookDetailWrapper: 'blocks-catalogue-details',
  PhotobookOverviewWrapper: 'blocks-catalogue',
  ThemesOverviewWrapper: 'blocks-catalogue',
  Toolbox: 'blocks-toolbox',
  ContactForm: 'blocks-forms',
  Voucher: 'blocks-voucher',
  VideoBlock: 'blocks-video',
} as const;

export type BlockChunk = (typeof BLOCK_CHUNKS)[keyof typeof BLOCK_CHUNKS];

/** The chunks holding the named blocks; names the shop has no block for are left out. */
export function blockChunksOf(names: Iterable<string>): Set<BlockChunk> {
  const chunks = new Set<BlockChunk>();
  for (const name of names) if (Object.hasOwn(BLOCK_CHUNKS, name)) chunks.add(BLOCK_CHUNKS[name as keyof typeof BLOCK_CHUNKS]);
  return chunks;
}
