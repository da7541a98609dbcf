import type { PageData } from '../../../shared/shop-data';
import { blockDescriptors } from '../../../shared/ui/blocks/block-descriptors';

/**
 * Blocks whose rules are all in the inlined CSS (INLINE_CSS, which the build writes from their
 * descriptors' stylesheets, src/shared/ui/page-stylesheets.ts; decision 021): a page led by these
 * needs no stylesheet for its first screen.
 */
export const FIRST_SCREEN_BLOCKS: ReadonlySet<string> = new Set(
  blockDescriptors().flatMap(([name, block]) => (block.firstScreen ? [name] : [])),
);

/**
 * Whether the page's first screen needs the stylesheet: a page led by blocks whose rules are all
 * inlined paints without it, and loads it after the content; any other page (error pages with
 * their extras, catalogue pages, a content page led by another block) links it in the head.
 */
export function stylesheetBlocksFirstPaint(page: PageData): boolean {
  const body = page.kind === 'content' ? page.story.content.body : null;
  if (!body) return true;
  return body.slice(0, 2).some((block) => !FIRST_SCREEN_BLOCKS.has(block.component));
}
