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
 * The blocks that take most of a first screen: a Teaser's picture is as wide as a phone and, from
 * 1000px, three fifths of the page, so what follows the block after it is below the fold. A
 * Headline or a Text is a few lines, and what follows them is on the first screen.
 */
const HERO_BLOCKS: ReadonlySet<string> = new Set(['Teaser']);

/**
 * Whether the page's first screen needs the stylesheet: a page whose first screen holds only
 * blocks whose rules are inlined paints without it, and loads it after the content; any other page
 * (error pages with their extras, catalogue pages, a content page that shows another block at
 * once, such as a heading and a paragraph over a grid) links it in the head, so that no rule
 * arrives after the first paint and moves what is already on the screen. The first screen ends
 * with the block after the first hero; on a page without one, any block may be on it (decision 080).
 */
export function stylesheetBlocksFirstPaint(page: PageData): boolean {
  const body = page.kind === 'content' ? page.story.content.body : null;
  if (!body) return true;
  const hero = body.findIndex((block) => HERO_BLOCKS.has(block.component));
  const firstScreen = hero === -1 ? body : body.slice(0, hero + 2);
  return firstScreen.some((block) => !FIRST_SCREEN_BLOCKS.has(block.component));
}
