import { CHANNEL_INFO } from './channel/channels';
import { pagePath } from './routing/paths';
import type { ShopData } from './shop-data';

/** spec §2 lists the wishlist as a named route without a path; this is the one chosen. */
export const WISHLIST_PAGE = '/wishlist';

/**
 * The wishlist page (decision 054) in the page's language and platform: the header's entry and the
 * account's way there (decision 081). A module of its own, so the header carries nothing else of
 * the wishlist.
 */
export function wishlistHref(data: Pick<ShopData, 'pathPrefix' | 'platform' | 'channel'>): string {
  return pagePath({
    prefix: data.pathPrefix,
    platform: data.platform,
    inner: WISHLIST_PAGE,
    trailingSlash: CHANNEL_INFO[data.channel].trailingSlash,
  });
}
