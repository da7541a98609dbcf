import type { CardCalculatorData } from '../../../shared/catalogue/listing';
import { cardHandOff } from '../../../shared/designer/hand-offs';
import type { Market } from '../../platform/app-env';
import { findCardPriceList } from './queries/product-prices';

/**
 * What a card calculator reads of a theme (decisions 038, 045, 070), the same for the page and the
 * price call: the theme's price list and its designer hand-offs, at the default quantity and as a
 * sample (spec §3: a sample's quantity is 1); null when the theme has no price here.
 */
export async function findCardCalculator(db: D1Database, market: Market, themeId: string): Promise<CardCalculatorData | null> {
  const prices = await findCardPriceList(db, market, themeId);
  return (
    prices && {
      ...prices,
      handOff: cardHandOff({ themeId }, market),
      sampleHandOff: prices.sample ? cardHandOff({ themeId, sample: true }, market) : null,
    }
  );
}
