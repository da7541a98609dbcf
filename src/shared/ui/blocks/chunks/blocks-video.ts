import type { BlockTable } from '../block-table';
import { VideoBlock } from '../VideoBlock';

/** The VideoBlock. (decision 021) */
export const blocks: BlockTable = {
  VideoBlock,
};
