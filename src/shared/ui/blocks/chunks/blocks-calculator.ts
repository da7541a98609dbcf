import { BrowserCalculator } from '../BrowserCalculator';
import type { ChunkBlocks } from './chunk-blocks';

/**
 * The price calculator of product pages (decisions 038, 039): the wall-art calculator hydrates and
 * is live; a card calculator keeps the server's markup, its code loaded only where the visual
 * editor renders one.
 */
export const blocks: ChunkBlocks<'blocks-calculator'> = { Calculator: BrowserCalculator };
