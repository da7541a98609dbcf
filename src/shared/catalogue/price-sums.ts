import type { Price } from '../locale/price-texts';
import type { CardPriceList, PriceFields } from './listing';

/**
 * Arithmetic on prices (spec §3 priceCurrent, priceOriginal; decisions 034, 035). Prices are kept in
 * whole minor units (cents, Rappen, pence) and read as major units with two decimals, so sums and
 * multiples are worked out in minor units and are exact: nothing is rounded but the float a major
 * unit arrives as, back to its whole cent.
 */

/** One line of a price: what it is, how many, and its price each. */
export interface PricedPart<Part extends string = string> {
  part: Part;
  count: number;
  price: Price;
}

const toMinor = (major: number) => Math.round(major * 100);

/**
 * @example priceFields({ current: 2.01, original: null }) // { priceCurrent: 2.01, priceOriginal: null }
 */
export function priceFields(price: Price): PriceFields {
  return { priceCurrent: price.current, priceOriginal: price.original };
}

/** A price that may be missing, under the §3 field names: both null without one (a listing's "Not available"). */
export function priceFieldsOrNone(price: Price | null): PriceFields | { priceCurrent: null; priceOriginal: null } {
  return price ? priceFields(price) : { priceCurrent: null, priceOriginal: null };
}

/**
 * The sum of count × price over the parts. The original is the sum of each part's original (its
 * current price where it has none), kept only when it ends up higher than the current sum.
 * @example priceSum([{ part: 'book', count: 1, price: { current: 24.99, original: null } },
 *                    { part: 'pages', count: 6, price: { current: 0.59, original: null } }]) // { current: 28.53, original: null }
 */
export function priceSum(parts: readonly PricedPart[]): Price {
  let current = 0;
  let original = 0;
  for (const { count, price } of parts) {
    current += toMinor(price.current) * count;
    original += toMinor(price.original ?? price.current) * count;
  }
  return { current: current / 100, original: original > current ? original / 100 : null };
}

/**
 * The price of a whole made of one of each part (a material with its frame, mat and options;
 * decision 034): as priceSum.
 * @example sumPrices([{ current: 66.25, original: 77.95 }, { current: 46.75, original: 51.95 }])
 *          // { current: 113, original: 129.9 }
 */
export function sumPrices(parts: readonly Price[]): Price {
  return priceSum(parts.map((price) => ({ part: '', count: 1, price })));
}

/**
 * The total of parts that must all be priced: null as soon as one has no price (spec §8 "Not
 * available"), never a total that leaves a part out.
 * @example totalOf([{ current: 10, original: null }, null]) // null
 */
export function totalOf(parts: readonly (Price | null)[]): Price | null {
  const priced = parts.filter((part): part is Price => part !== null);
  return priced.length === parts.length ? sumPrices(priced) : null;
}

/** The price of §3 fields, as the shop's price display takes it. */
export function priceOfFields(fields: PriceFields): Price {
  return { current: fields.priceCurrent, original: fields.priceOriginal };
}

/**
 * `count` pieces at `price` each, exact to the cent.
 * @example priceTimes({ current: 2.01, original: 2.5 }, 50) // { current: 100.5, original: 125 }
 */
export function priceTimes(price: Price, count: number): Price {
  return priceSum([{ part: '', count, price }]);
}

/**
 * The quantity tier an order of `quantity` is priced by: the largest tier at or below it; null
 * when every tier lies above (decision 030: "the row with the largest fromQuantity ≤ q").
 * @example tierOf(60, [1, 10, 25, 50, 100]) // 50
 * @example tierOf(5, [10, 25]) // null
 */
export function tierOf(quantity: number, tiers: readonly number[]): number | null {
  let best: number | null = null;
  for (const tier of tiers) if (tier <= quantity && (best === null || tier > best)) best = tier;
  return best;
}

/**
 * The price per card of `quantity` cards from a theme's price list: the tier with the largest
 * fromQuantity ≤ quantity (decision 030). `theme` is missing without a price list (no tier in the
 * market), `tier` when every tier starts above the quantity.
 * @example cardPriceOf({ tiers: [{ fromQuantity: 1, priceCurrent: 4.47, priceOriginal: null }, { fromQuantity: 50, priceCurrent: 2.01, priceOriginal: null }] }, 60)
 *          // { fromQuantity: 50, price: { current: 2.01, original: null } }
 */
export function cardPriceOf(
  card: Pick<CardPriceList, 'tiers'> | null,
  quantity: number,
): { fromQuantity: number; price: Price } | { missing: 'theme' | 'tier' } {
  if (!card || card.tiers.length === 0) return { missing: 'theme' };
  const fromQuantity = tierOf(
    quantity,
    card.tiers.map((tier) => tier.fromQuantity),
  );
  const tier = card.tiers.find((each) => each.fromQuantity === fromQuantity);
  return tier ? { fromQuantity: tier.fromQuantity, price: priceOfFields(tier) } : { missing: 'tier' };
}
