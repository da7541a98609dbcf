import type { BlockChunk } from './block-descriptors';
import { type BlockName, blockDescriptors, type Critical, type KeepsServerMarkup } from './block-descriptors';

/** What the browser's entry knows of one block: the part of its descriptor (./block-descriptors.ts) it decides from. */
interface BlockRule {
  chunk: BlockChunk;
  /** When it keeps the server's markup (its descriptor's `keepsServerMarkup`; short: the browser downloads it). */
  keeps?: KeepsServerMarkup;
  /** When it keeps the server's markup until first touched (its descriptor's `wakesOnTouch`). */
  wakes?: KeepsServerMarkup;
  critical?: Critical;
  showsDesign?: true;
}

function blockRules(): Readonly<Record<BlockName, BlockRule>> {
  const rules: Partial<Record<BlockName, BlockRule>> = {};
  for (const [name, { chunk, keepsServerMarkup, wakesOnTouch, critical, showsDesign }] of blockDescriptors()) {
    rules[name] = { chunk, keeps: keepsServerMarkup, wakes: wakesOnTouch, critical, showsDesign };
  }
  // Every descriptor gave its rule above.
  return rules as Record<BlockName, BlockRule>;
}

/**
 * What the browser's entry knows of each block, from the block descriptors: its chunk, when it
 * keeps the server's markup, whether it is critical and whether it shows a design. All of it
 * data: the client build writes this module's value in its place (scripts/build-client.mjs), so
 * the browser never loads the descriptors with their schemas and catalogue needs; the worker and
 * the tests derive it here.
 */
export const BLOCK_RULES: Readonly<Record<BlockName, BlockRule>> = blockRules();
