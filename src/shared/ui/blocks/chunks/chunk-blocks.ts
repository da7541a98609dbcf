import type { ComponentType } from 'react';
import type { BLOCK_DESCRIPTORS, BlockChunk } from '../block-descriptors';
import type { BlockProps } from '../block-props';

/**
 * The components of one chunk, by block name: exactly the blocks whose descriptors name that chunk
 * (../block-descriptors.ts). A chunk module imports its components itself, so the build puts them
 * in the chunk; this type makes it list the blocks its descriptors name, no more, no fewer.
 */
export type ChunkBlocks<Chunk extends BlockChunk> = {
  readonly [Name in keyof typeof BLOCK_DESCRIPTORS as (typeof BLOCK_DESCRIPTORS)[Name]['chunk'] extends Chunk
    ? Name
    : never]: ComponentType<BlockProps<never>>;
};
