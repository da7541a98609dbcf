import type { Block } from '../../content/story';

/** What every block component receives: its block and its place on the page (0 = first). */
export interface BlockProps {
  block: Block;
  position: number;
}

/** A text field of a block, '' when absent or not text (content is checked where it is used). */
export function text(block: Block, field: string): string {
  const value = block[field];
  return typeof value === 'string' ? value : '';
}

/** An object field of a block (asset, link), or undefined. */
export function record<T extends object>(block: Block, field: string): T | undefined {
  const value = block[field];
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as T) : undefined;
}
