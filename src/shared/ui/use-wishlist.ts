import { mutate } from 'swr';
import { WISHLIST_PATHS, type WishlistAnswer, type WishlistItem } from '../wishlist';
import type { Browser } from './browser';
import { type ReadState, useApiRead } from './use-api-read';
import { wishlistCountChanged } from './use-customer';

/** The visitor's wishlist (decision 054), read once per page view through SWR. */
export function useWishlist(): ReadState<WishlistAnswer> {
  return useApiRead<WishlistAnswer>(WISHLIST_PATHS.list);
}

/**
 * Adds or removes an item; the call answers the whole list, which becomes SWR's answer for the
 * list everywhere on the page, and its length the header's count. Resolves with the shop's message when it refused (a full list).
 */
export async function changeWishlist(browser: Browser, change: 'add' | 'remove', item: WishlistItem): Promise<string | null> {
  const result = await browser.postJson(WISHLIST_PATHS[change], { item });
  if (result.status !== 200) {
    const body = result.body as { message?: unknown } | null;
    return typeof body?.message === 'string' ? body.message : '';
  }
  const answer = result.body as WishlistAnswer;
  await Promise.all([mutate(WISHLIST_PATHS.list, answer, { revalidate: false }), wishlistCountChanged(answer.items.length)]);
  return null;
}
