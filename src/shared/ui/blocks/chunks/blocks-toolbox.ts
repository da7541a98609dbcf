import type { BlockTable } from '../block-table';
import { Toolbox } from '../Toolbox';

/** The Toolbox block (decision 012), with its file handling: a page of its own. (decision 021) */
export const blocks: BlockTable = {
  Toolbox,
};
