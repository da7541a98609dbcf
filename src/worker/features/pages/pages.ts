import { type Context, Hono } from 'hono';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { PRODUCTS_FOLDER, SPECIAL_SLUGS } from '../../../shared/content/story-slugs';
import { ERROR_PATH, matchPageRoute, type PageRoute } from '../../../shared/routing/page-routes';
import { withTrailingSlash } from '../../../shared/routing/paths';
import type { PageData } from '../../../shared/shop-data';
import type { AppEnv } from '../../platform/app-env';
import { botCheckConfig, botCheckWidget } from '../../platform/bot-check/bot-check';
import { extendLogScope } from '../../platform/observability/request-scope';
import { type PageLocation, resolveLocalePath } from '../../platform/request/locale-path';
import { checkPagePath, SAME_SITE_PATH } from '../../platform/request/path-check';
import { handOffToDesigner } from '../designer/public';
import { servePage } from '../page-cache/public';
import { renderPage } from '../page-shell/public';
import { renderContentPage } from './content-page';
import { productOverviewPage } from './product-overview-page';
import { forwardToShopBackend } from './shop-backend';
import { renderThemePage } from './theme-page';

/**
 * Every page path: checked, normalised, located (locale, platform), then routed by name
 * (spec §2 named routes) to a rendered page or to the shop backend.
 */
export const pages = new Hono<AppEnv>();

pages.all('*', async (c) => {
  const url = new URL(c.req.url);
  const problem = checkPagePath(url.pathname);
  if (problem) {
    return renderPage(c, { kind: 'error', status: problem.status, reason: 'bad-request', message: `Bad request: ${problem.problem}` });
  }

  const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
  const resolution = resolveLocalePath(url, c.get('site'), c.get('config'));
  if (resolution.kind === 'redirect') {
    // A form posted to a path in another spelling must arrive with its method and body: 308/307.
    const status = readOnly ? resolution.status : resolution.status === 301 ? 308 : 307;
    return c.redirect(resolution.location, status);
  }
  // spec §2, §8: an unknown locale prefix goes to /error. spec §2 "redirects keep hash and query":
  // the §3 parameters reach the error page and its way back (decision 071); the path stays ours.
  // The error page names the address that led there (`from`), so the shopper sees what they asked for.
  if (resolution.kind === 'unknown-prefix') {
    const query = new URLSearchParams(url.search);
    query.delete(ERROR_FROM);
    const search = new URLSearchParams([[ERROR_FROM, url.pathname], ...query]).toString();
    return c.redirect(`${withTrailingSlash(ERROR_PATH, CHANNEL_INFO[c.get('site').channel].trailingSlash)}?${search}`, 302);
  }

  const { location } = resolution;
  extendLogScope({ locale: location.locale });
  const route = matchPageRoute(location.inner);
  if (route.name === 'shop-page') return forwardToShopBackend(c, location);

  if (!readOnly) {
    return c.json({ error: { field: 'method', problem: `${c.req.method} is not allowed on pages` } }, 405, {
      allow: 'GET, HEAD',
    });
  }

  // Never stored: the query may carry the visitor's click id.
  if (route.name === 'designer') return handOffToDesigner(c, location, route.product);
  // Never stored either: the page is made of its query (decision 078).
  if (route.name === 'error') return renderPage(c, errorPageOf(url), location);
  // Published pages come from the full-page cache when it has them (decision 019).
  return servePage(c, location, () => renderRoute(c, location, route, url.pathname));
});

/** The query parameter of `/error` that names the address which led there. */
const ERROR_FROM = 'from';

/**
 * spec §2 error route `/error`: the error page itself, where an unknown locale prefix and the
 * designer send a shopper (decision 078). It exists, so it answers 200 (never kept, never indexed).
 * With the address that led there it is the not-found page that names it; without, the page of
 * something that went wrong, with the way back its query names (decision 071).
 */
function errorPageOf(url: URL): PageData {
  const from = url.searchParams.get(ERROR_FROM);
  if (from !== null && SAME_SITE_PATH.test(from)) {
    return { kind: 'error', status: 200, reason: 'not-found', message: `Page not found: ${from}`, address: from };
  }
  return { kind: 'error', status: 200, reason: 'server-error', message: 'Error page' };
}

/** Renders a page route by name (spec §2 named routes). */
async function renderRoute(
  c: Context<AppEnv>,
  location: PageLocation,
  route: Exclude<PageRoute, { name: 'shop-page' | 'designer' | 'error' }>,
  path: string,
): Promise<Response> {
  const invalid: PageData = { kind: 'error', status: 404, reason: 'invalid-route', message: `Page Not Found: ${path}` };
  const unmatched: PageData = { kind: 'error', status: 404, reason: 'not-found', message: `Page not found: ${path}` };

  switch (route.name) {
    case 'home':
      return renderContentPage(c, location, SPECIAL_SLUGS.home);
    case 'products':
      // spec §2: the product detail page is the product's story (`products/{id}`, decision 038);
      // a product the content does not have is the §8 404 page, as any missing story is.
      if (route.detail !== null) return renderContentPage(c, location, `${PRODUCTS_FOLDER}/${route.detail}`);
      return renderPage(c, await productOverviewPage(c, location), location);
    case 'themes-id-theme':
      return renderThemePage(c, location, route.id);
    case 'wishlist':
      return renderPage(c, CHANNEL_INFO[c.get('site').channel].wishlistAvailable ? { kind: 'wishlist' } : invalid, location);
    case 'account':
      return renderPage(c, { kind: 'account' }, location);
    case 'new-password':
      return renderPage(c, { kind: 'new-password' }, location);
    case 'newsletter':
      return renderPage(c, { kind: 'newsletter', botCheck: botCheckWidget(botCheckConfig(c.env)) }, location);
    case 'invalid':
      return renderPage(c, invalid, location);
    case 'catch-all':
      // The special stories (start page, navigation, config, error story) have no page of their own.
      if ((Object.values(SPECIAL_SLUGS) as string[]).includes(route.slug)) return renderPage(c, unmatched, location);
      return renderContentPage(c, location, route.slug);
  }
}
