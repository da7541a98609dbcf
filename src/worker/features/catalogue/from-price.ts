import type { CatalogueAnswer, CatalogueNeed } from '../../../shared/catalogue/catalogue-needs';
import { offeredPrices } from '../../../shared/catalogue/offered-prices';
import { priceOfFields } from '../../../shared/catalogue/price-sums';
import type { Block } from '../../../shared/content/story';
import type { Price } from '../../../shared/locale/price-texts';
import type { ProductFromPrice } from '../../../shared/shop-data';
import { CATALOGUE_NEEDS } from '../../../shared/ui/blocks/page-needs';
import { catalogueAnswer } from './kept-answers';
import type { CatalogueWhere } from './read-need';

/** The needs whose answer is what a product page sells, priced: its calculator, or the designs it lists (a calendar's). */
type PricedNeed = Extract<CatalogueNeed, { type: 'calculator' | 'card-calculator' | 'designs' }>;
const PRICED_NEEDS: readonly string[] = ['calculator', 'card-calculator', 'designs'] satisfies PricedNeed['type'][];
const isPriced = (need: CatalogueNeed): need is PricedNeed => PRICED_NEEDS.includes(need.type);

/** Every price an answer shows: a calculator's offers (src/shared/catalogue/offered-prices.ts), or each listed design's from-price. */
function pricesOf(answer: CatalogueAnswer[PricedNeed['type']]): Price[] {
  if (!answer) return [];
  if ('items' in answer) return answer.items.flatMap((design) => (design.price ? [design.price] : []));
  return offeredPrices(answer).map(priceOfFields);
}

/**
 * A product's from-price (spec §3 prices; pricesInProductOverview, decision 086): the lowest price
 * the first block of its page that sells something shows (its calculator, or the designs it lists),
 * read as the page reads it, by the block's own need and the same catalogue read, so the overview
 * never names another price than the product's page. Null when its page offers no price here.
 */
export async function readFromPrice(env: Env, where: CatalogueWhere, blocks: readonly Block[]): Promise<ProductFromPrice | null> {
  for (const block of blocks) {
    const need = CATALOGUE_NEEDS[block.component]?.(block as never, {});
    if (!need || !isPriced(need)) continue;
    const lowest = pricesOf(await catalogueAnswer(env, where, need)).reduce<Price | null>(
      (low, price) => (low === null || price.current < low.current ? price : low),
      null,
    );
    const perCard = need.type === 'card-calculator' || (need.type === 'designs' && need.query.kind === 'card');
    return lowest && { price: lowest, perCard };
  }
  return null;
}
