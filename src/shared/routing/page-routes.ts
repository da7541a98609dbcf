import { NEW_PASSWORD_PAGES } from '../account-paths';
import { WISHLIST_PAGE } from '../wishlist-page';
import { type DesignerProduct, designerProductOf } from './designer-paths';
import { START_PATH } from './paths';
import { findShopPage, type ShopPagePrefix } from './shop-pages';

/**
 * The named routes of spec §2, matched on the inner page path (behind locale prefix and
 * desktop marker). See docs/decisions/005-page-route-matcher.md for why this is a table and
 * not Hono paths.
 */
export type PageRoute =
  | { name: 'home' }
  | { name: 'products'; detail: string | null }
  | { name: 'themes-id-theme'; id: string }
  | { name: 'wishlist' }
  | { name: 'account' }
  | { name: 'new-password' }
  | { name: 'newsletter' }
  | { name: 'error' }
  | { name: 'designer'; product: DesignerProduct }
  | { name: 'shop-page'; entry: ShopPagePrefix }
  | { name: 'catch-all'; slug: string }
  | { name: 'invalid' };

/**
 * spec §2 products aliases: `products`, the German calendar-configurator path and the German
 * card-configurator path (the latter two chosen in docs/decisions/004-shop-page-prefixes.md).
 */
const PRODUCTS_PATHS = ['products', 'kalender-konfigurator', 'karten-konfigurator'] as const;

/**
 * The shop's own pages under a spec §2 customer-account prefix (decision 054): the account itself
 * (`/kundenkonto/`) and the page a reset mail links to (`/kundenkonto/neues-passwort/`). Every
 * other page under the prefix (orders, addresses) is the shop backend's.
 */
const NEW_PASSWORD_SEGMENTS: readonly string[] = Object.values(NEW_PASSWORD_PAGES).map((page) => page.split('/')[1] ?? '');

/** spec §2 error route. */
export const ERROR_PATH = '/error';

/** A theme id: what the themes API will accept (letters, digits, dash, underscore). */
export const THEME_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Which named route serves an inner page path.
 * @example matchPageRoute('/themes/4711') // { name: 'themes-id-theme', id: '4711' }
 * @example matchPageRoute('/themes')      // { name: 'invalid' }
 */
export function matchPageRoute(inner: string): PageRoute {
  if (inner === '/' || inner === START_PATH.desktop) return { name: 'home' };
  if (inner === ERROR_PATH) return { name: 'error' };
  if (inner === WISHLIST_PAGE) return { name: 'wishlist' };

  const segments = inner.split('/').filter((segment) => segment !== '');
  const [first, second, ...rest] = segments;
  if ((PRODUCTS_PATHS as readonly string[]).includes(first ?? '')) {
    if (rest.length > 0) return { name: 'invalid' };
    return { name: 'products', detail: second ?? null };
  }
  if (first === 'themes') {
    // spec §5: the theme route requires an id.
    if (second === undefined || rest.length > 0 || !THEME_ID.test(second)) return { name: 'invalid' };
    return { name: 'themes-id-theme', id: second };
  }

  // spec §2 designer base paths: the designer's, reached from the shop's own host (decision 028).
  const product = second === undefined ? designerProductOf(first ?? '') : null;
  if (product) return { name: 'designer', product };

  const shopPage = findShopPage(segments);
  if (shopPage?.topic === 'customer-account') {
    if (segments.length === 1) return { name: 'account' };
    if (segments.length === 2 && NEW_PASSWORD_SEGMENTS.includes(segments[1]?.toLowerCase() ?? '')) return { name: 'new-password' };
  }
  // The newsletter page is the shop's own (decision 055); pages below the prefix are content.
  if (shopPage?.topic === 'newsletter' && segments.length === 1) return { name: 'newsletter' };
  if (shopPage?.handler === 'backend') return { name: 'shop-page', entry: shopPage };
  return { name: 'catch-all', slug: segments.join('/') };
}
