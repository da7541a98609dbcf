import { z } from 'zod';
import { CATALOGUE_ID } from '../../../shared/catalogue/listing';
import { type PricedPart, priceFields, priceSum, priceTimes } from '../../../shared/catalogue/price-sums';
import { LOCALE_INFO } from '../../../shared/locale/locales';
import type { Price } from '../../../shared/locale/price-texts';
import type { Market } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';

/**
 * What the price calls of cards, card accessories, calendars, photo books, photo boxes and photo
 * prints share (spec §7 paths; §3 Calendar, Photo book, Photobox, Card accessories, hand-off
 * parameters; §9 card quantities and envelope prices): the query's common fields and the one
 * answer shape. Every answer is in the market's currency (X-Locale or `locale`, else the domain's;
 * src/worker/platform/request/market.ts), prices as §3 priceCurrent and priceOriginal, each (`unit`) and
 * for the quantity asked (`total`). Shapes and what the spec leaves open: decision 035. The calls
 * are ./card-prices.ts, ./calendar-prices.ts, ./photobook-prices.ts and ./photobox-prices.ts.
 */

// A 200 is the price list's, not the visitor's: a short shared cache (decision 035).
export const CACHE_SHORT = cachePolicy(CACHE.short);

const ID_PROBLEM = 'must be 1–64 letters, digits, dots, dashes or underscores';
/** A catalogue id: a theme, an accessory SKU. */
export const Id = z.string({ error: ID_PROBLEM }).regex(CATALOGUE_ID, ID_PROBLEM);

/** A whole number from `min` to `max`, in digits. */
export function wholeNumber(min: number, max: number) {
  const text = `must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: text })
    .regex(/^[0-9]{1,6}$/, text)
    .transform(Number)
    .pipe(z.number().min(min, text).max(max, text));
}

/** One of `values`; the message names `what` and every value. */
export function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, what: string) {
  return z.enum(values, { error: `must be ${what}: ${values.join(', ')}` });
}

/** Another query field that no longer fits once the first is known. */
export const misfit = (ctx: z.RefinementCtx, field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });

/** An order line: the price each and for `count` (decision 035: totals are exact, in minor units). */
export function unitAndTotal(unit: Price, count: number) {
  return { unit: priceFields(unit), total: priceFields(priceTimes(unit, count)) };
}

/** A price made of parts: each part with its count, the unit as their sum, the total for `amount`. */
export function partsAnswer(parts: readonly PricedPart[], amount: number) {
  return {
    parts: parts.map(({ part, count, price }) => ({ part, count, ...unitAndTotal(price, count) })),
    ...unitAndTotal(priceSum(parts), amount),
  };
}

/** The currency every answer names: the market's locale's. */
export const currencyOf = (market: Market) => LOCALE_INFO[market.locale].currency;
