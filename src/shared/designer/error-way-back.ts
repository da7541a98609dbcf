import type { Channel, Platform } from '../channel/channels';
import { THEME_ID } from '../routing/page-routes';
import { PRODUCT_PAGES } from '../routing/product-pages';
import { designHref, productPageHref } from './design-links';
import { type ErrorPageQuery, errorPageParameter, errorPageProductKind } from './error-page-product-kind';
import type { ProductKind } from './product-kind';

/** The kinds an error page offers a way back to: a card's theme, or a product page (../routing/product-pages.ts, decision 071). */
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
  return { kind, href: productPageHref(kind, from) };
}

/** Whether the error page has a product page to lead a kind back to (a photo frame has none of its own). */
function hasProductPage(kind: ProductKind): kind is keyof typeof PRODUCT_PAGES {
  return Object.hasOwn(PRODUCT_PAGES, kind);
}
