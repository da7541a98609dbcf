import type { BlockTable } from './block-table';
import { blocks as catalogueBlocks } from './chunks/blocks-catalogue';
import { blocks as contentBlocks } from './chunks/blocks-content';
import { blocks as formBlocks } from './chunks/blocks-forms';
import { blocks as toolboxBlocks } from './chunks/blocks-toolbox';
import { blocks as videoBlocks } from './chunks/blocks-video';

/**
 * Every block the server can render, by component name. Each has its schema under the same name in
 * ./schemas; the browser loads it from its chunk (./chunks, named in ./block-chunks.ts; unit tests
 * keep the tables in step).
 */
export const BLOCKS: BlockTable = { ...contentBlocks, ...catalogueBlocks, ...formBlocks, ...toolboxBlocks, ...videoBlocks };
