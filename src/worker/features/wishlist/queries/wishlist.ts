import type { WishlistItem } from '../../../../shared/wishlist';
import { idempotent } from '../../../platform/db/database';
import { WISHLIST_MAX_ITEMS, wishlistItemOf } from '../wishlist-items';

/**
 * A customer's wishlist in D1 (`wishlist_items`, migrations/0008_accounts.sql; decision 054): items
 * per customer and channel, newest first, at most WISHLIST_MAX_ITEMS.
 */

/** The customer's items on the channel, newest first. */
export async function listWishlistItems(db: D1Database, customerId: number, channel: string): Promise<WishlistItem[]> {
  const { results } = await db
    .prepare('SELECT item FROM wishlist_items WHERE customer_id = ?1 AND channel = ?2 ORDER BY created_at DESC, item LIMIT ?3')
    .bind(customerId, channel, WISHLIST_MAX_ITEMS)
    .all<{ item: string }>();
  return results.flatMap((row) => wishlistItemOf(row.item) ?? []);
}

/** How many items the customer keeps on the channel (the header's count, decision 081). */
export async function countWishlistItems(db: D1Database, customerId: number, channel: string): Promise<number> {
  const row = await db
    .prepare('SELECT count(*) AS items FROM wishlist_items WHERE customer_id = ?1 AND channel = ?2')
    .bind(customerId, channel)
    .first<{ items: number }>();
  return row?.items ?? 0;
}

/**
 * The statement that adds `item` (kept once, with the time it was first added) while the list has
 * room: a full list stays as it is.
 */
export function addWishlistItemStatement(db: D1Database, customerId: number, channel: string, item: WishlistItem, now: number) {
  const statement = db
    .prepare(
      `INSERT OR IGNORE INTO wishlist_items (customer_id, channel, item, created_at)
       SELECT ?1, ?2, ?3, ?4
        WHERE (SELECT count(*) FROM wishlist_items WHERE customer_id = ?1 AND channel = ?2) < ?5`,
    )
    .bind(customerId, channel, item, now, WISHLIST_MAX_ITEMS);
  // Run twice, the item is kept once with the same time.
  return idempotent(statement);
}

export async function removeWishlistItem(db: D1Database, customerId: number, channel: string, item: WishlistItem): Promise<void> {
  await idempotent(
    db.prepare('DELETE FROM wishlist_items WHERE customer_id = ?1 AND channel = ?2 AND item = ?3').bind(customerId, channel, item),
  ).run();
}

/** A customer's wishlist in every channel, as their data export lists it (decision 083). */
export async function customerWishlistRows(db: D1Database, customerId: number) {
  const { results } = await db
    .prepare('SELECT channel, item, created_at AS createdAt FROM wishlist_items WHERE customer_id = ?1 ORDER BY channel, created_at DESC')
    .bind(customerId)
    .all<{ channel: string; item: string; createdAt: number }>();
  return results;
}

/** The statement that forgets a customer's wishlist in every channel, for an account's deletion. */
export function forgetCustomerWishlistStatement(db: D1Database, customerId: number): D1PreparedStatement {
  return db.prepare('DELETE FROM wishlist_items WHERE customer_id = ?1').bind(customerId);
}
