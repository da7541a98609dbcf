import type { Context } from 'hono';
import type { DesignerProduct } from '../../shared/routing/page-routes';
import type { AppEnv } from '../app-env';
import { CACHE, cachePolicy } from '../http/cache-policy';
import { renderPage } from '../render/render-page';
import type { PageLocation } from '../request/locale-path';

/** Most parameters the hand-off page lists; a designer link carries about a dozen. */
const MOST_PARAMETERS = 50;

/**
 * A designer base path on the shop's host (spec §2 designer base paths; decision 028). No designer
 * is connected to the embedded defaults, so the shop answers with a page that reads the hand-off
 * back: the product and every parameter it would carry, so a shopper or a tester sees the journey
 * arrive instead of a 404. The query may carry the visitor's own click id (gclid), so the page is
 * never stored (`no-store`: the full-page cache keeps nothing that says it) nor indexed.
 */
export function renderDesignerHandOff(
  c: Context<AppEnv>,
  location: PageLocation,
  product: DesignerProduct,
  query: URLSearchParams,
): Promise<Response> {
  const parameters = [...query].slice(0, MOST_PARAMETERS);
  return renderPage(c, { kind: 'designer', product, parameters }, location, {
    headers: { ...cachePolicy(CACHE.none), 'x-robots-tag': 'noindex' },
  });
}
