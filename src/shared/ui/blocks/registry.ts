import type { BlockTable } from './block-table';
import { Calculator } from './Calculator';
import { blocks as calculatorBlocks } from './chunks/blocks-calculator';
import { blocks as catalogueBlocks } from './chunks/blocks-catalogue';
import { blocks as catalogueDetailBlocks } from './chunks/blocks-catalogue-details';
import { blocks as contentBlocks } from './chunks/blocks-content-live';
import { blocks as formBlocks } from './chunks/blocks-forms';
import { blocks as toolboxBlocks } from './chunks/blocks-toolbox';
import { blocks as videoBlocks } from './chunks/blocks-video';
import { blocks as voucherBlocks } from './chunks/blocks-voucher';

/**
 * Every block's component as the browser renders it, by component name: the union of the chunks
 * (./chunks), each of which holds exactly the blocks whose descriptors name it
 * (./block-descriptors.ts).
 */
export const BLOCKS: BlockTable = {
  ...contentBlocks,
  ...catalogueBlocks,
  ...catalogueDetailBlocks,
  ...calculatorBlocks,
  ...formBlocks,
  ...toolboxBlocks,
  ...voucherBlocks,
  ...videoBlocks,
};

/**
 * Every block's component as the server renders it: the browser's, but the calculator whole
 * (decision 039): a card calculator in place rather than loaded behind a boundary, and the Product
 * data the browser keeps as written.
 */
export const SERVER_BLOCKS: BlockTable = { ...BLOCKS, Calculator };
