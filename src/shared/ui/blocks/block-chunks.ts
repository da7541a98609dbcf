/**
 * The chunk of the browser's code each block is in (decision 021), named as the build names it
 * (after its module in ./chunks). Blocks most pages use share one chunk, so a
 * page loads them in one file; rare or heavy ones (catalogue, Toolbox, forms, video) have their
 * own. The worker preloads the chunks of a page's blocks; the client loads them before it
 * hydrates. tests/unit/blocks.test.ts keeps this table, the server's registry and the chunks in step.
 */
export const BLOCK_CHUNKS = {
  ABContent: 'blocks-content',
  Accessory: 'blocks-content',
  BentoGrid: 'blocks-content',
  CTA: 'blocks-content',
  Frame: 'blocks-content',
  Headline: 'blocks-content',
  ImageBlock: 'blocks-content',
  Information: 'blocks-content',
  ProductMatrix: 'blocks-content',
  Quote: 'blocks-content',
  Shop: 'blocks-content',
  SizeOverview: 'blocks-content',
  SubTeaser: 'blocks-content',
  Teaser: 'blocks-content',
  Text: 'blocks-content',
  UspTeaser: 'blocks-content',
  AccessoryDetailWrapper: 'blocks-catalogue',
  AccessoryOverviewWrapper: 'blocks-catalogue',
  CalendarDetailWrapper: 'blocks-catalogue',
  CalendarOverviewWrapper: 'blocks-catalogue',
  CardDetailWrapper: 'blocks-catalogue',
  CardOverviewWrapper: 'blocks-catalogue',
  CollageDetailWrapper: 'blocks-catalogue',
  CollageOverviewWrapper: 'blocks-catalogue',
  Feed: 'blocks-catalogue',
  FormatsAndPrices: 'blocks-catalogue',
  PhotobookDetailWrapper: 'blocks-catalogue',
  PhotobookOverviewWrapper: 'blocks-catalogue',
  ThemesOverviewWrapper: 'blocks-catalogue',
  Toolbox: 'blocks-toolbox',
  ContactForm: 'blocks-forms',
  Voucher: 'blocks-forms',
  VideoBlock: 'blocks-video',
} as const;

export type BlockChunk = (typeof BLOCK_CHUNKS)[keyof typeof BLOCK_CHUNKS];

/** The chunks holding the named blocks; names the shop has no block for are left out. */
export function blockChunksOf(names: Iterable<string>): Set<BlockChunk> {
  const chunks = new Set<BlockChunk>();
  for (const name of names) if (Object.hasOwn(BLOCK_CHUNKS, name)) chunks.add(BLOCK_CHUNKS[name as keyof typeof BLOCK_CHUNKS]);
  return chunks;
}
