import type { Block } from '../../shared/content/story';
import { log } from '../../shared/log/log';
import { CATALOGUE_NEEDS } from '../../shared/ui/blocks/catalogue-needs';
import { NESTED_BLOCK_FIELDS } from '../../shared/ui/blocks/schemas';
import { type CatalogueWhere, readNeed } from './read-need';

/**
 * Fills the catalogue blocks of a page (already parsed) with what they show, read side by side,
 * so the page renders with prices and designs in its HTML. A failed read leaves the block with
 * `catalogue: null`, which it shows as "not available"; the page itself never fails for it.
 * Blocks nested in A/B content are filled too; blocks inside rich text ask the API from the browser.
 */
export async function withCatalogue(db: D1Database, blocks: readonly Block[], where: CatalogueWhere, story: string): Promise<Block[]> {
  return Promise.all(
    blocks.map(async (block) => {
      const nested = NESTED_BLOCK_FIELDS[block.component] ?? [];
      if (nested.length > 0) {
        const filled = { ...block };
        for (const field of nested) {
          const list = block[field];
          if (Array.isArray(list)) filled[field] = await withCatalogue(db, list as Block[], where, story);
        }
        return filled;
      }
      const needOf = CATALOGUE_NEEDS[block.component];
      if (!needOf) return block;
      try {
        return { ...block, catalogue: await readNeed(db, where, needOf(block as never)) };
      } catch (error) {
        log.error('catalogue-read-failed', { story, component: block.component, uid: block._uid }, error);
        return { ...block, catalogue: null };
      }
    }),
  );
}
