import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';
import type { WishlistItem } from '../../../shared/wishlist';
import type { AppEnv } from '../../platform/app-env';
import { setPrivateCookie } from '../../platform/http/private-cookie';
import { addWishlistItemStatement } from './queries/wishlist';
import { WISHLIST_MAX_ITEMS, wishlistItemOf } from './wishlist-items';

/**
 * The wishlist of a visitor who is not logged in (issue 14: "kept in a cookie-backed list and
 * merged at login"; decision 054): the items, newest first, in an http-only cookie the server
 * alone writes. Items are `kind:id`, joined by `.` (the cookie writer percent-encodes the `:`).
 */

const VISITOR_WISHLIST_COOKIE = 'shop_wishlist';
/** A wishlist outlives a session: a visitor coming back after a month still finds it. */
const VISITOR_WISHLIST_DAYS = 180;
const SEPARATOR = '.';

/** The visitor's items; anything in the cookie that is not an item is dropped. */
export function visitorWishlist(c: Context<AppEnv>): WishlistItem[] {
  const items = (getCookie(c, VISITOR_WISHLIST_COOKIE) ?? '').split(SEPARATOR).flatMap((text) => wishlistItemOf(text) ?? []);
  return [...new Set(items)].slice(0, WISHLIST_MAX_ITEMS);
}

/** Writes the visitor's items; an empty list removes the cookie. */
export function writeVisitorWishlist(c: Context<AppEnv>, items: readonly WishlistItem[]): void {
  if (items.length === 0) {
    deleteCookie(c, VISITOR_WISHLIST_COOKIE, { path: '/' });
    return;
  }
  setPrivateCookie(c, VISITOR_WISHLIST_COOKIE, items.join(SEPARATOR), VISITOR_WISHLIST_DAYS * 86_400);
}

/**
 * At login (issue 14): the visitor's items join the customer's list, in the visitor's order, and
 * the cookie goes. Items past the list's room are left out, as an add would leave them.
 */
export async function mergeVisitorWishlist(c: Context<AppEnv>, customerId: number): Promise<void> {
  const items = visitorWishlist(c);
  if (items.length === 0) return;
  const db = c.env.DB;
  const now = Date.now();
  // Newest first: the first item gets the latest time.
  await db.batch(items.map((item, index) => addWishlistItemStatement(db, customerId, c.get('site').channel, item, now - index)));
  writeVisitorWishlist(c, []);
}
