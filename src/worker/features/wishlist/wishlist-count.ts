import type { Context } from 'hono';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import type { AppEnv } from '../../platform/app-env';
import { DatabaseUnavailable } from '../../platform/db/database';
import { countWishlistItems } from './queries/wishlist';
import { visitorWishlist } from './visitor-wishlist';

/**
 * How many designs the visitor keeps on this channel's wishlist, for the header's count (issue 30,
 * Build 5; decision 081): a customer's in D1, a visitor's in their cookie. Null where the channel
 * has no wishlist (spec §3 `wishlistAvailable`), or when D1 does not answer: the header then shows
 * the entry without a count, and the next page asks again.
 */
export async function wishlistCount(c: Context<AppEnv>, customerId: number | null): Promise<number | null> {
  const channel = c.get('site').channel;
  if (!CHANNEL_INFO[channel].wishlistAvailable) return null;
  if (customerId === null) return visitorWishlist(c).length;
  try {
    return await countWishlistItems(c.env.DB, customerId, channel);
  } catch (error) {
    if (error instanceof DatabaseUnavailable) return null;
    throw error;
  }
}
