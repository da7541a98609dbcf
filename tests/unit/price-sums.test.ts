import { describe, expect, it } from 'vitest';
import { CARD_QUANTITY_STEPS } from '../../src/shared/catalogue/card-prices';
import { cardPriceOf, priceFields, priceSum, priceTimes, tierOf } from '../../src/shared/catalogue/price-sums';

// Decision 035: totals in minor units, exact; a card order priced by its tier (decision 030).

describe('tierOf', () => {
  const tiers = [1, 10, 25, 50, 100, 250, 1000];

  it('takes the largest tier at or below the quantity', () => {
    expect(tierOf(1, tiers)).toBe(1);
    expect(tierOf(5, tiers)).toBe(1);
    expect(tierOf(50, tiers)).toBe(50);
    expect(tierOf(245, tiers)).toBe(100);
    expect(tierOf(5000, tiers)).toBe(1000);
  });

  it('does not depend on the order of the tiers, and has none below the first', () => {
    expect(tierOf(60, [100, 50, 1, 10])).toBe(50);
    expect(tierOf(5, [10, 25])).toBeNull();
    expect(tierOf(5, [])).toBeNull();
  });

  it('prices every §9 quantity by a tier when the theme has the tier 1', () => {
    for (const quantity of CARD_QUANTITY_STEPS) expect(tierOf(quantity, tiers), String(quantity)).not.toBeNull();
  });
});

describe('priceTimes and priceSum', () => {
  it('multiplies in whole cents, so floats do not leak into totals', () => {
    // 2.01 × 50 is 100.49999… in floating point, 0.95 × 3 is 2.8499…
    expect(priceTimes({ current: 2.01, original: null }, 50)).toEqual({ current: 100.5, original: null });
    expect(priceTimes({ current: 0.95, original: null }, 3)).toEqual({ current: 2.85, original: null });
    expect(priceTimes({ current: 1.49, original: null }, 5000)).toEqual({ current: 7450, original: null });
    expect(priceTimes({ current: 0.1, original: null }, 3)).toEqual({ current: 0.3, original: null });
  });

  it('keeps a discount through the multiple', () => {
    expect(priceTimes({ current: 1.8, original: 2.28 }, 50)).toEqual({ current: 90, original: 114 });
  });

  it('adds parts, counting a part without an original at its current price', () => {
    const sum = priceSum([
      { part: 'calendar', count: 1, price: { current: 21.25, original: 24.99 } },
      { part: 'mounting', count: 1, price: { current: 1, original: null } },
    ]);
    expect(sum).toEqual({ current: 22.25, original: 25.99 });
    expect(
      priceSum([
        { part: 'book', count: 1, price: { current: 24.99, original: null } },
        { part: 'pages', count: 6, price: { current: 0.59, original: null } },
        { part: 'paper', count: 30, price: { current: 0.1, original: null } },
        { part: 'refinement', count: 1, price: { current: 4.99, original: null } },
      ]),
    ).toEqual({ current: 36.52, original: null });
    expect(priceSum([])).toEqual({ current: 0, original: null });
  });

  it('writes a price as the spec §3 fields', () => {
    expect(priceFields({ current: 1.8, original: 2.28 })).toEqual({ priceCurrent: 1.8, priceOriginal: 2.28 });
  });
});

describe('cardPriceOf', () => {
  const card = {
    tiers: [
      { fromQuantity: 10, priceCurrent: 2.5, priceOriginal: null },
      { fromQuantity: 50, priceCurrent: 2.01, priceOriginal: 2.4 },
    ],
    envelope: null,
  };
  it('prices a quantity by the largest tier at or below it, and says what is missing otherwise', () => {
    expect(cardPriceOf(card, 60)).toEqual({ fromQuantity: 50, price: { current: 2.01, original: 2.4 } });
    expect(cardPriceOf(card, 5)).toEqual({ missing: 'tier' });
    expect(cardPriceOf(null, 50)).toEqual({ missing: 'theme' });
  });
});
