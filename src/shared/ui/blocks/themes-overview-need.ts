import { cardCatalogueChoice, cardCatalogueQuery } from '../../catalogue/card-catalogue';
import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import type { ShopData } from '../../shop-data';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { ThemesOverviewWrapperBlock } from './schemas/design-overviews';

/**
 * A card themes overview's need, as the server reads it (its descriptor's `catalogueNeed`): a
 * browsable one reads the page of its catalogue the page's URL chooses (decision 073), any other
 * its first page. Server only: the browser never reads a browsable one (it keeps the server's
 * markup), so this stays out of its code.
 */
export function themesOverviewNeed(block: WithCatalogue<ThemesOverviewWrapperBlock, unknown>, query: ShopData['pageQuery']): CatalogueNeed {
  if (!block.browsable) return NEEDS.ThemesOverviewWrapper(block);
  const choice = cardCatalogueChoice(query, block);
  return { type: 'card-catalogue', query: cardCatalogueQuery(choice, block.occasion ?? ''), page: choice.page };
}
