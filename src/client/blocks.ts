import { blockChunksOf } from '../shared/ui/blocks/block-chunks';
import type { BlockChunk } from '../shared/ui/blocks/block-descriptors';
import type { BlockTable } from '../shared/ui/blocks/block-table';

/** Each chunk of blocks (src/shared/ui/blocks/block-chunks.ts) and how the browser loads it. */
export const BLOCK_CHUNK_LOADERS: Readonly<Record<BlockChunk, () => Promise<BlockTable>>> = {
  'blocks-content-live': () => import('../shared/ui/blocks/chunks/blocks-content-live').then((module) => module.blocks),
  'blocks-catalogue': () => import('../shared/ui/blocks/chunks/blocks-catalogue').then((module) => module.blocks),
  'blocks-catalogue-details': () => import('../shared/ui/blocks/chunks/blocks-catalogue-details').then((module) => module.blocks),
  'blocks-calculator': () => import('../shared/ui/blocks/chunks/blocks-calculator').then((module) => module.blocks),
  'blocks-toolbox': () => import('../shared/ui/blocks/chunks/blocks-toolbox').then((module) => module.blocks),
  'blocks-forms': () => import('../shared/ui/blocks/chunks/blocks-forms').then((module) => module.blocks),
  'blocks-voucher': () => import('../shared/ui/blocks/chunks/blocks-voucher').then((module) => module.blocks),
  'blocks-video': () => import('../shared/ui/blocks/chunks/blocks-video').then((module) => module.blocks),
};

/**
 * The components of the named blocks, from their chunks, loaded in parallel (the page's
 * `<link rel="modulepreload">` has already fetched them); names the shop has no block for are
 * left out, as the server did. A chunk that fails to load rejects, which the reload guard
 * answers (spec §4).
 */
export async function loadBlocks(names: Iterable<string>): Promise<BlockTable> {
  const wanted = new Set(names);
  const tables = await Promise.all([...blockChunksOf(wanted)].map((chunk) => BLOCK_CHUNK_LOADERS[chunk]()));
  return Object.fromEntries(tables.flatMap((table) => Object.entries(table)).filter(([name]) => wanted.has(name)));
}
