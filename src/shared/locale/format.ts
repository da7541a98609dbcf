import { numberFormat, relativeTimeFormat } from './formatters';
import { LOCALE_INFO, type Locale } from './locales';

/**
 * Numbers, prices and relative times for a locale (sizes: ./dimensions.ts) (spec §3 prices, §9 number formatting
 * and time constants), with Intl. Output must be the same on the server and in the browser
 * (hydration), whose ICU versions differ in their choice of space characters, so every space-like
 * separator is written as a no-break space.
 */

const SPACES = /[\u0020\u00a0\u2009\u202f]/g;
const NBSP = '\u00a0';

/** spec §9: thousands grouping only for CHF, with an apostrophe (decision 007: `1'234.50 CHF`). */
const CHF_GROUP = "'";

/**
 * A price in the locale's currency.
 * @example formatPrice(1234.5, 'de-DE') // '1.234,50 €'
 * @example formatPrice(1234.5, 'de-CH') // "1'234.50 CHF"
 */
export function formatPrice(amount: number, locale: Locale): string {
  const { currency } = LOCALE_INFO[locale];
  if (currency === 'CHF') {
    const [whole, cents] = Math.abs(amount).toFixed(2).split('.');
    const grouped = (whole ?? '0').replace(/\B(?=(\d{3})+(?!\d))/g, CHF_GROUP);
    return `${amount < 0 ? '-' : ''}${grouped}.${cents} CHF`;
  }
  return numberFormat(locale, { style: 'currency', currency, useGrouping: 'always' }).format(amount).replace(SPACES, NBSP);
}

/** spec §3: a from-price is prefixed with the locale's 'from' word. */
export function formatFromPrice(amount: number, locale: Locale, fromWord: string): string {
  return `${fromWord}${NBSP}${formatPrice(amount, locale)}`;
}

/**
 * spec §3: a discount exists when the original price exceeds the current one; the percentage is
 * (original − current) / original, shown as a whole number. Null without a discount.
 */
export function discountPercent(priceOriginal: number, priceCurrent: number): number | null {
  if (!(priceOriginal > priceCurrent) || priceOriginal <= 0) return null;
  return Math.round(((priceOriginal - priceCurrent) / priceOriginal) * 100);
}

/**
 * A percentage given as a number of percent.
 * @example formatPercent(10, 'de-DE') // '10 %' (with a no-break space)
 * @example formatPercent(-20, 'en-GB') // '-20%'
 */
export function formatPercent(percent: number, locale: Locale): string {
  return numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 })
    .format(percent / 100)
    .replace(SPACES, NBSP);
}

/** spec §9 time constants. */
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;
const YEAR = 365 * DAY;
const MONTH = YEAR / 12;

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', YEAR],
  ['month', MONTH],
  ['week', WEEK],
  ['day', DAY],
  ['hour', HOUR],
  ['minute', MINUTE],
  ['second', SECOND],
];

/**
 * spec §9 relative time: 'just now' under 60 seconds, then the largest whole unit (minutes,
 * hours, days, weeks, months, years) with 'ago' or 'in'.
 * @example relativeTime(now - 3 * 60_000, now, 'en-GB', 'just now') // '3 minutes ago'
 */
export function relativeTime(thenMs: number, nowMs: number, locale: Locale, justNow: string): string {
  const difference = thenMs - nowMs;
  if (Math.abs(difference) < MINUTE) return justNow;
  const format = relativeTimeFormat(locale, { numeric: 'always' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(difference) >= size) return format.format(Math.trunc(difference / size), unit).replace(SPACES, ' ');
  }
  return justNow;
}
