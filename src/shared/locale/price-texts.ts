import { discountPercent, formatFromPrice, formatPercent, formatPrice } from './format';
import type { Locale } from './locales';

/** A price in the locale's currency, in major units (spec §3: priceCurrent, priceOriginal). */
export interface Price {
  current: number;
  /** Set only when higher than the current price (a discount, shown struck through). */
  original: number | null;
}

/**
 * A price as a shopper reads it (spec §3 prices, §9 number formatting): the current price, and the
 * original and the discount when the original is higher. Written by the server where the browser
 * shows prices it never computes (the calculator, decision 039), so its code carries no formatting.
 */
export interface PriceTexts {
  current: string;
  /** The original price, only when it is higher than the current one. */
  original: string | null;
  /** The discount as a negative percentage, e.g. '-25 %'. */
  discount: string | null;
}

/**
 * The texts of a price in a locale; with `fromWord`, the current price is a from-price (spec §3).
 * @example priceTexts({ current: 59.9, original: 79.9 }, 'de-DE') // { current: '59,90 €', original: '79,90 €', discount: '-25 %' }
 */
export function priceTexts(price: Price, locale: Locale, fromWord?: string): PriceTexts {
  const discount = price.original === null ? null : discountPercent(price.original, price.current);
  return {
    current: fromWord ? formatFromPrice(price.current, locale, fromWord) : formatPrice(price.current, locale),
    original: discount !== null && price.original !== null ? formatPrice(price.original, locale) : null,
    discount: discount !== null ? formatPercent(-discount, locale) : null,
  };
}
