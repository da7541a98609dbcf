import type { Price, PriceFields } from './listing';

/**
 * The price of a whole made of priced parts (a material with its frame, mat and options; spec §3
 * prices; decision 034): the current prices added up, and, when any part is discounted, the
 * originals added up too, a part without a discount counting at its current price. Added in minor
 * units, so 0.1 + 0.2 stays 0.3.
 * @example sumPrices([{ current: 66.25, original: 77.95 }, { current: 46.75, original: 51.95 }])
 *          // { current: 113, original: 129.9 }
 * @example sumPrices([{ current: 44.95, original: null }, { current: 9.95, original: null }]) // { current: 54.9, original: null }
 */
export function sumPrices(parts: readonly Price[]): Price {
  let current = 0;
  let original = 0;
  for (const part of parts) {
    current += Math.round(part.current * 100);
    original += Math.round((part.original ?? part.current) * 100);
  }
  return { current: current / 100, original: original > current ? original / 100 : null };
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

/** A price under the §3 field names the §7 calls answer with. */
export function priceFields(price: Price): PriceFields {
  return { priceCurrent: price.current, priceOriginal: price.original };
}

/** The price of §3 fields, as the shop's price display takes it. */
export function priceOfFields(fields: PriceFields): Price {
  return { current: fields.priceCurrent, original: fields.priceOriginal };
}
