import { VideoBlock } from '../VideoBlock';
import type { ChunkBlocks } from './chunk-blocks';

/** The VideoBlock. (decision 021) */
export const blocks: ChunkBlocks<'blocks-video'> = {
  VideoBlock,
};
