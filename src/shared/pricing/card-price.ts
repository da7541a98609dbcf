import { chosenAccessories } from '../catalogue/card-accessories';
import type { CardPriceList } from '../catalogue/listing';
import { cardPriceOf, type PricedPart, priceOfFields, priceSum } from '../catalogue/price-sums';
import type { Price } from '../locale/price-texts';

/**
 * The price of a card order (spec §3 card hand-off: themeId, quantity, sample; §9 quantities,
 * envelope and accessory prices per card; decisions 030, 045, 070), from the theme's price list.
 * The calculator in the page and in the browser, the card price call and the hand-off page all
 * price a card order here.
 */

/** What a shopper chose of a card theme. */
export interface CardOrder {
  quantity: number;
  /** spec §3: a sample is one card, whatever the quantity. */
  sample: boolean;
  /** The standard envelope with every card (spec §9). */
  envelope: boolean;
  /** Accessory SKUs that come with every card (decision 045); one the list does not offer adds nothing. */
  accessories: readonly string[];
}

/** A card order priced: the quantity, its tier, each part for the order, the price per card and the total. */
interface CardOrderPrice {
  quantity: number;
  /** The §9 step whose price per card applies; null for a sample. */
  fromQuantity: number | null;
  /** The card, the envelope and each accessory, each `count` times. */
  parts: PricedPart[];
  /** One card with its envelope and accessories. */
  unit: Price;
  total: Price;
}

/**
 * A card order's price, or what is missing: the theme has no price here, no tier reaches down to
 * the quantity, or the theme has no sample.
 * @example cardOrderPrice({ quantity: 50, sample: false, envelope: true, accessories: [] }, list)
 *          // tier 50 at 2.01 + envelope 0.95 → unit 2.96, total 148.00
 */
export function cardOrderPrice(order: CardOrder, list: CardPriceList | null): CardOrderPrice | { missing: 'theme' | 'tier' | 'sample' } {
  if (!list) return { missing: 'theme' };
  if (order.sample) {
    if (!list.sample) return { missing: 'sample' };
    const price = priceOfFields(list.sample);
    return { quantity: 1, fromQuantity: null, parts: [{ part: 'card', count: 1, price }], unit: price, total: price };
  }
  const card = cardPriceOf(list, order.quantity);
  if ('missing' in card) return card;
  const perCard = [
    { part: 'card', price: card.price },
    ...(order.envelope && list.envelope ? [{ part: 'envelope', price: priceOfFields(list.envelope) }] : []),
    ...chosenAccessories(order.accessories, list.accessories).map((accessory) => ({
      part: accessory.sku,
      price: priceOfFields(accessory),
    })),
  ];
  const { quantity } = order;
  const parts = perCard.map(({ part, price }) => ({ part, count: quantity, price }));
  return {
    quantity,
    fromQuantity: card.fromQuantity,
    parts,
    unit: priceSum(perCard.map(({ part, price }) => ({ part, count: 1, price }))),
    total: priceSum(parts),
  };
}
