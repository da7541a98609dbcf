import type { Block } from '../../content/story';

/**
 * What every block component receives: its block, already parsed with the block's schema on the
 * server (src/worker/features/content/clean-blocks.ts), and its place on the page (0 = first).
 */
export interface BlockProps<T = Block> {
  block: T;
  position: number;
}
