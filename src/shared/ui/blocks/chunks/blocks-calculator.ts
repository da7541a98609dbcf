import type { BlockTable } from '../block-table';
import { Calculator } from '../Calculator';

/**
 * The price calculator of product pages (decision 038): filled by the server, it keeps its markup
 * and works through its form; the browser loads it for a calculator that arrived without its data
 * (a live edit).
 */
export const blocks: BlockTable = { Calculator };
