import type { BlockChunk, BlockName } from './block-descriptors';
import { BLOCK_RULES } from './block-rules';

/** The chunks holding the named blocks; names the shop has no block for are left out. */
export function blockChunksOf(names: Iterable<string>): Set<BlockChunk> {
  const chunks = new Set<BlockChunk>();
  // The chunk of each block is in its descriptor (./block-descriptors.ts), which the browser reads as ./block-rules.ts.
  for (const name of names) if (Object.hasOwn(BLOCK_RULES, name)) chunks.add(BLOCK_RULES[name as BlockName].chunk);
  return chunks;
}
