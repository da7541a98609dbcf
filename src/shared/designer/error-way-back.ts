import { CHANNEL_INFO, type Channel, type Platform } from '../channel/channels';
import { THEME_ID } from '../routing/page-routes';
import { pagePath } from '../routing/paths';
import { designHref } from './design-links';
import { type ErrorPageQuery, errorPageParameter, errorPageProductKind } from './error-page-product-kind';
import type { ProductKind } from './product-kind';

/**
 * The product page of each kind the error page leads back to (decision 071): the story
 * `products/{id}` of the channel's language folder, whose id is the same in every language
 * (decision 038), behind the spec §2 `products` route.
 */
const PRODUCT_PAGES = {
  calendar: 'kalender',
  photobook: 'fotobuch',
  collage: 'collage',
  photobox: 'fotobox',
  photoprint: 'fotoabzuege',
} as const;

/** The kinds an error page offers a way back to: a card's theme, or a product page. */
type WayBackKind = 'card' | keyof typeof PRODUCT_PAGES;

/** What the error page links back to: its kind (which names the link's text) and the page path. */
export interface ErrorWayBack {
  kind: WayBackKind;
  href: string;
}

/** Where the link is written from (ShopData fields). */
export interface WayBackFrom {
  channel: Channel;
  platform: Platform;
  pathPrefix: string;
}

/**
 * The way back an error page offers for the product its query names (spec §3 "On the error page",
 * decision 071), or null: a card to its theme page (spec §2 `/themes/{id}`), every other kind to
 * its product page, each with the page's language prefix, desktop marker and trailing slash. The
 * path is built from the kind and a checked theme id only, so it always stays on the shop's host.
 * @example errorWayBack(new URLSearchParams('designGroupId=7&designId=4711'), { channel: 'kartenliebe', platform: 'web', pathPrefix: 'fr' })
 *          // { kind: 'calendar', href: '/fr/products/kalender/' }
 */
export function errorWayBack(query: ErrorPageQuery, from: WayBackFrom): ErrorWayBack | null {
  const kind = errorPageProductKind(query);
  if (kind === 'card') {
    // A catalogue id the theme route would refuse (a dot) leads nowhere: no link.
    const themeId = errorPageParameter(query, 'themeId');
    if (!THEME_ID.test(themeId)) return null;
    return { kind, href: designHref({ kind, id: themeId, handOff: '' }, { ...from, designerOrigin: null }) };
  }
  if (kind === null || !hasProductPage(kind)) return null;
  return {
    kind,
    href: pagePath({
      prefix: from.pathPrefix,
      platform: from.platform,
      inner: `/products/${PRODUCT_PAGES[kind]}`,
      trailingSlash: CHANNEL_INFO[from.channel].trailingSlash,
    }),
  };
}

/** Whether the error page has a product page to lead a kind back to (a photo frame has none of its own). */
function hasProductPage(kind: ProductKind): kind is keyof typeof PRODUCT_PAGES {
  return Object.hasOwn(PRODUCT_PAGES, kind);
}
