import { DESKTOP_MARKER } from '../routing/paths';
import { findShopPage } from '../routing/shop-pages';

/**
 * spec §9 link prefetch: pages are full page loads from the edge, so a link the visitor shows
 * intent for (pointer over it, focus, touch) is fetched ahead. Skipped on save-data and 2g
 * connections, at most 5 at once, each URL once, only pages of this site.
 */
export const MAX_CONCURRENT_PREFETCHES = 5;

export interface ConnectionInfo {
  saveData?: boolean;
  effectiveType?: string;
}

/** Paths that are not pages worth fetching ahead. */
const NOT_PAGES = /^\/(web-api|price-api|frontend-api|api|webhooks|assets|demo-assets)\//;

/**
 * Whether a path is one of the shop backend's pages (basket, account, logout, ...). Those are
 * never fetched ahead: they are personal, and some act on a GET (logging out).
 */
function isShopBackendPath(pathname: string): boolean {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0] === DESKTOP_MARKER) segments.shift();
  if (segments[0] && /^[a-z]{2}$/.test(segments[0])) segments.shift();
  if (segments[0] === DESKTOP_MARKER) segments.shift();
  return findShopPage(segments)?.handler === 'backend';
}

export function shouldPrefetch(
  href: string,
  page: { origin: string; path: string },
  connection: ConnectionInfo | undefined,
  state: { inFlight: number; done: ReadonlySet<string> },
): boolean {
  if (connection?.saveData || (connection?.effectiveType ?? '').includes('2g')) return false;
  if (state.inFlight >= MAX_CONCURRENT_PREFETCHES) return false;
  let url: URL;
  try {
    url = new URL(href, page.origin);
  } catch {
    return false;
  }
  if (url.origin !== page.origin || url.pathname === page.path || NOT_PAGES.test(url.pathname) || isShopBackendPath(url.pathname))
    return false;
  return !state.done.has(url.pathname + url.search);
}
