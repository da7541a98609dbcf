import { Toolbox } from '../Toolbox';
import type { ChunkBlocks } from './chunk-blocks';

/** The Toolbox block (decision 012), with its file handling: a page of its own. (decision 021) */
export const blocks: ChunkBlocks<'blocks-toolbox'> = {
  Toolbox,
};
