import { DESIGN_KINDS } from '../../../shared/catalogue/product-kinds';
import { type WishlistItem, wishlistItem } from '../../../shared/wishlist';

/**
 * Items as the worker reads them from a request, the visitor's cookie or a row (decision 054): a
 * module of the worker's, so that the browser's wishlist code carries neither the pattern nor the
 * kinds it is made of.
 */

/** The most items a list keeps: a visitor's list travels in a cookie (at most 4 KB). */
export const WISHLIST_MAX_ITEMS = 50;

const ITEM = new RegExp(`^(${DESIGN_KINDS.join('|')}):([A-Za-z0-9_-]{1,64})$`);

/**
 * The item text names, or null for text that is not an item (from a request, a cookie, a row).
 * @example wishlistItemOf('card:4711') // 'card:4711'
 */
export function wishlistItemOf(text: string): WishlistItem | null {
  const match = ITEM.exec(text);
  const kind = DESIGN_KINDS.find((each) => each === match?.[1]);
  return kind && match?.[2] ? wishlistItem(kind, match[2]) : null;
}
