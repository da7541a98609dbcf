import { CHANNEL_INFO } from '../channel/channels';
import type { ShopData } from '../shop-data';
import { pageStarts } from './blocks/static-blocks';

/**
 * The modules a page starts beside the entry (decision 054), each a bootstrap module of its own
 * that only its pages load, so the entry carries none of them:
 * - `visitor-page`: the visitor's own pages (wishlist, account, new password, newsletter), which the server
 *   renders the same for everyone and the browser fills in (src/client/visitor-page.tsx);
 * - `wishlist-hearts`: the hearts of designs in kept markup on a channel with a wishlist (spec §3
 *   `wishlistAvailable`; src/client/wishlist-hearts.ts);
 * - `card-catalogue`: a browsable card catalogue, swapped in place in its kept markup (src/client/card-catalogue.ts);
 * - `woken-blocks`: the parts that come alive when the shopper first reaches for them, the blocks
 *   that wake on touch and a theme page's card calculator (src/client/woken-blocks.ts; decisions 070, 097).
 * The worker preloads and starts them, the budgets count them. (The flag tracking is started
 * another way: only for a visitor who granted consent, src/worker/features/flags/tracking-module.ts.)
 */
export function pageBootstrapChunks(data: Pick<ShopData, 'page' | 'channel'>): string[] {
  const { kind } = data.page;
  if (kind in VISITOR_PAGE_BODIES) return ['visitor-page'];
  const starts = pageStarts(data.page);
  const hearts = CHANNEL_INFO[data.channel].wishlistAvailable && starts.designDetail ? ['wishlist-hearts'] : [];
  if (kind === 'theme') return [...hearts, 'woken-blocks'];
  return [...hearts, ...(starts.cardCatalogue ? ['card-catalogue'] : []), ...(starts.wakes ? ['woken-blocks'] : [])];
}

/**
 * The body of each of the visitor's own pages, a chunk of its own (named after its file) that
 * `visitor-page` loads for the page it starts on (decision 094): a wishlist carries no account
 * settings. Preloaded beside the bootstrap module, so it is there when that asks.
 */
export const VISITOR_PAGE_BODIES = {
  wishlist: 'WishlistPage',
  account: 'AccountPage',
  'new-password': 'NewPasswordPage',
  newsletter: 'NewsletterPage',
} as const;

/** The chunks a page's bootstrap modules load at once: preloaded with the page's modules, and counted by the budgets. */
export function pageBootstrapLoads(data: Pick<ShopData, 'page'>): string[] {
  const { kind } = data.page;
  return kind in VISITOR_PAGE_BODIES ? [VISITOR_PAGE_BODIES[kind as keyof typeof VISITOR_PAGE_BODIES]] : [];
}
