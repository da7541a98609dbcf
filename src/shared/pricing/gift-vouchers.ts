import type { Currency, Locale } from '../locale/locales';

/**
 * Gift vouchers (spec §1 customer features, §7 `/gift-voucher`; issue 31; decision 088): the
 * values a shopper can give, in each currency, in one table. A voucher costs what it is worth, no
 * more: its price is its value, in the currency of the shopper's locale.
 */
export const GIFT_VOUCHER_VALUES: Readonly<Record<Currency, readonly number[]>> = {
  EUR: [15, 25, 50, 100],
  CHF: [20, 30, 50, 100],
  GBP: [15, 25, 50, 100],
  USD: [20, 30, 50, 100],
};

/** The value preselected: the second, the one most often given. */
export const PRESELECTED_GIFT_VOUCHER_INDEX = 1;

/** The spec §7 call: GET the offer of a market, POST a choice to hand it to the basket. */
export const GIFT_VOUCHER_PATH = '/gift-voucher';

/** What the basket of the shop backend receives, in its query (spec §7 query parameters `addToCart`, `sku`, `amount`). */
export const GIFT_VOUCHER_SKU = 'gift-voucher';

/** A design's name as a choice carries it: letters, digits, spaces and a little punctuation. */
export const GIFT_VOUCHER_DESIGN = /^[\p{L}\p{N}][\p{L}\p{N} '’&.-]{0,59}$/u;

/** The form's action on a page of `locale`: the call in that market (its `locale` query). */
export const giftVoucherAction = (locale: Locale): string => `${GIFT_VOUCHER_PATH}?locale=${locale}`;
