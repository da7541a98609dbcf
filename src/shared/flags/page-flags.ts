import type { ShopData } from '../shop-data';
import { everyBlock } from '../ui/blocks/static-blocks';
import { FLAGS } from './experiments';

/**
 * The flags a page shows (issue 15; decision 058), known from its data before it renders: the
 * page is decided, rendered and cached by the treatments of these alone. A flag no page names here
 * is never evaluated for a page, and a page that names none is one page for every visitor.
 */
export function pageFlags(data: Pick<ShopData, 'page'>): string[] {
  const flags = new Set<string>();
  const { page } = data;
  // spec §2 error page: the error details block.
  if (page.kind === 'error') flags.add(FLAGS.errorDetails);
  // spec §4 A/B content block: the flag its content names.
  everyBlock(page, (block) => {
    if (block.component === 'ABContent' && typeof block.featureFlag === 'string' && block.featureFlag) flags.add(block.featureFlag);
  });
  return [...flags];
}
