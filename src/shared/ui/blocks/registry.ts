import type { BlockTable } from './block-table';
import { blocks as calculatorBlocks } from './chunks/blocks-calculator';
import { blocks as catalogueBlocks } from './chunks/blocks-catalogue';
import { blocks as catalogueDetailBlocks } from './chunks/blocks-catalogue-details';
import { blocks as contentBlocks } from './chunks/blocks-content-live';
import { blocks as formBlocks } from './chunks/blocks-forms';
import { blocks as toolboxBlocks } from './chunks/blocks-toolbox';
import { blocks as videoBlocks } from './chunks/blocks-video';
import { blocks as voucherBlocks } from './chunks/blocks-voucher';

/**
 * Every block the server can render, by component name. Each has its schema under the same name in
 * ./schemas; the browser loads it from its chunk (./chunks, named in ./block-chunks.ts; unit tests
 * keep the tables in step).
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
