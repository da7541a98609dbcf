import type { BlockName } from './block-descriptors';
import { BLOCK_RULES } from './block-rules';

/**
 * The chunks of the browser's code that hold blocks (decision 021), named as the build names them
 * (after their modules in ./chunks). Blocks most pages use share one chunk, so a page loads them in
 * one file; rare or heavy ones (catalogue, Toolbox, forms, video) have their own. Each block names
 * its chunk in its descriptor (./block-descriptors.ts).
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

/** The chunks holding the named blocks; names the shop has no block for are left out. */
export function blockChunksOf(names: Iterable<string>): Set<BlockChunk> {
  const chunks = new Set<BlockChunk>();
  // The chunk of each block is in its descriptor (./block-descriptors.ts), which the browser reads as ./block-rules.ts.
  for (const name of names) if (Object.hasOwn(BLOCK_RULES, name)) chunks.add(BLOCK_RULES[name as BlockName].chunk);
  return chunks;
}
