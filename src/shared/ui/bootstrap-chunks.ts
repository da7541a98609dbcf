import { CHANNEL_INFO } from '../channel/channels';
import type { ShopData } from '../shop-data';
import { pageKeepsDesignDetail } from './blocks/static-blocks';

/**
 * The modules a page starts beside the entry (decision 054), each a bootstrap module of its own
 * that only its pages load, so the entry carries none of them:
 * - `visitor-page`: the visitor's own pages (wishlist, account, new password, newsletter), which the server
 *   renders the same for everyone and the browser fills in (src/client/visitor-page.tsx);
 * - `wishlist-hearts`: the hearts of designs in kept markup on a channel with a wishlist (spec §3
 *   `wishlistAvailable`; src/client/wishlist-hearts.ts);
 * - `flag-tracking`: the impressions and events of a page that shows feature flags to a visitor
 *   (decision 059; src/client/flag-tracking.ts); crawlers get no treatments, so never this.
 * The worker preloads and starts them, the budgets count them.
 */
export function pageBootstrapChunks(data: Pick<ShopData, 'page' | 'channel' | 'treatments'>): string[] {
  const chunks = Object.keys(data.treatments).length > 0 ? ['flag-tracking'] : [];
  const { kind } = data.page;
  if (kind === 'wishlist' || kind === 'account' || kind === 'new-password' || kind === 'newsletter') chunks.push('visitor-page');
  else if (CHANNEL_INFO[data.channel].wishlistAvailable && pageKeepsDesignDetail(data.page)) chunks.push('wishlist-hearts');
  return chunks;
}
