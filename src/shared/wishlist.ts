import type { DesignKind } from './catalogue/product-kinds';
import type { PriceTexts } from './locale/price-texts';

/**
 * The wishlist (spec §1 customer features, §2 named route `wishlist`, §3 channel flag
 * `wishlistAvailable`; issue 14; decision 054): designs of the catalogue a visitor keeps, by the
 * shop's own ids. A logged-in customer's list is in D1; a visitor's in a cookie, merged into the
 * account at login. Personal: it reaches the page through its call, never through the HTML.
 */

/** The wishlist calls: the list (GET), and adding or removing one item (POST, same origin). */
export const WISHLIST_PATHS = {
  list: '/web-api/wishlist',
  add: '/web-api/wishlist-add',
  remove: '/web-api/wishlist-remove',
} as const;

/** An item: a design's kind and id, `card:4711`. */
export type WishlistItem = `${DesignKind}:${string}`;

/**
 * The item of a design.
 * @example wishlistItem('card', '4711') // 'card:4711'
 */
export function wishlistItem(kind: DesignKind, id: string): WishlistItem {
  return `${kind}:${id}`;
}

/**
 * What the list call answers: the designs still offered, newest first, each with its link and its
 * from-price written by the server in the visitor's locale, so the page needs no formatting code
 * (as the calculator's answers, decision 039).
 */
export interface WishlistAnswer {
  items: { item: WishlistItem; kind: DesignKind; name: string; image: string; href: string; price: PriceTexts | null }[];
}
