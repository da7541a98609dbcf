import type { CardCalculatorData } from '../../../shared/catalogue/listing';
import { cardHandOff } from '../../../shared/designer/hand-offs';
import { createTranslator } from '../../../shared/i18n/translator';
import { accessoryName } from '../../../shared/ui/catalogue/accessory-name';
import type { Market } from '../../platform/app-env';
import { messagesFor } from '../../platform/messages';
import { findCardPriceList } from './queries/product-prices';

/**
 * What a card calculator reads of a theme (decisions 038, 045, 070), the same for the page and the
 * price call: the theme's price list with each accessory's name and its designer hand-offs, at the default quantity and as a
 * sample (spec §3: a sample's quantity is 1); null when the theme has no price here.
 */
export async function findCardCalculator(db: D1Database, market: Market, themeId: string): Promise<CardCalculatorData | null> {
  const prices = await findCardPriceList(db, market, themeId);
  const t = createTranslator(market.locale, messagesFor(market.locale));
  return (
    prices && {
      ...prices,
      // Each accessory's name in the locale's words, written here as every text of a calculator is (decision 041).
      accessories: prices.accessories.map((accessory) => ({ ...accessory, name: accessoryName(accessory.sku, t) })),
      handOff: cardHandOff({ themeId }, market),
      sampleHandOff: prices.sample ? cardHandOff({ themeId, sample: true }, market) : null,
    }
  );
}
