import type { Context } from 'hono';
import { localiseDesignerLink } from '../../../shared/designer/designer-url';
import { type ProductKind, productKindOf } from '../../../shared/designer/product-kind';
import { readHandOff } from '../../../shared/designer/read-hand-off';
import type { DesignerProduct } from '../../../shared/routing/designer-paths';
import type { AppEnv } from '../../platform/app-env';
import { DatabaseUnavailable } from '../../platform/db/database';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import type { PageLocation } from '../../platform/request/locale-path';
import { designerOriginFor } from '../../platform/request/site';
import { renderPage } from '../page-shell/public';
import { handOffPrice } from './hand-off-price';

/** The product a designer base path opens when its parameters do not say (spec §2 base paths). */
const PRODUCT_OF_PATH = {
  calendar: 'calendar',
  card: 'card',
  collage: 'collage',
  'photo-frame': 'photoframe',
  photobook: 'photobook',
  photobox: 'photobox',
} as const satisfies Record<DesignerProduct, ProductKind>;

/** Most parameters the hand-off page lists; a designer link carries about a dozen. */
const MOST_PARAMETERS = 50;

/**
 * A designer base path on the shop's host (spec §2 designer base paths): to the designer's origin
 * when one is configured for the channel and platform (decision 031), else the embedded hand-off
 * page. Content links from the editor are relative, so they arrive here.
 */
export function handOffToDesigner(c: Context<AppEnv>, location: PageLocation, product: DesignerProduct): Promise<Response> | Response {
  const url = new URL(c.req.url);
  // The query goes on byte for byte; what it lacks of spec §3's common parameters is added after it:
  // the locale, and the shop page the shopper set off from as the referral source (decision 070).
  const added = new URLSearchParams();
  if (!url.searchParams.has('locale')) added.set('locale', location.locale);
  const referralSource = url.searchParams.has('referralSource') ? null : shopPageOf(c.req.header('referer'), url);
  if (referralSource) added.set('referralSource', referralSource);
  const search = [url.search.slice(1), added.toString()].filter((part) => part !== '').join('&');
  const origin = designerOriginFor(c.get('config'), c.get('site'), location.platform);
  if (!origin) return renderDesignerHandOff(c, location, product, new URLSearchParams(search));
  const path = localiseDesignerLink(`/configurator-${product}`, location.prefix);
  return c.redirect(`${origin}${path}${search ? `?${search}` : ''}`, 302);
}

/**
 * The shop page a request came from: the path of a Referer on the shop's own host (the shop's
 * referrer policy sends it in full, security-headers.ts), never its query, which may hold the
 * visitor's own values; null from anywhere else.
 */
function shopPageOf(referer: string | undefined, here: URL): string | null {
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.origin === here.origin ? from.pathname : null;
  } catch {
    return null;
  }
}

/**
 * The embedded hand-off page (spec §2 designer base paths; decision 028). No designer
 * is connected to the embedded defaults, so the shop answers with a page that reads the hand-off
 * back: the product and every parameter it would carry, so a shopper or a tester sees the journey
 * arrive instead of a 404. The query may carry the visitor's own click id (gclid), so the page is
 * never stored (`no-store`: the full-page cache keeps nothing that says it) nor indexed.
 */
async function renderDesignerHandOff(
  c: Context<AppEnv>,
  location: PageLocation,
  product: DesignerProduct,
  query: URLSearchParams,
): Promise<Response> {
  const parameters = [...query].slice(0, MOST_PARAMETERS);
  const kind = productKindOf(query) ?? PRODUCT_OF_PATH[product];
  const market = { channel: c.get('site').channel, locale: location.locale };
  // The page opens without its price when D1 does not answer: the hand-off itself needs none (decision 062).
  const handedOff = readHandOff(kind, query);
  const price = await (handedOff ? handOffPrice(c.env.DB, market, handedOff) : Promise.resolve(null)).catch((error: unknown) => {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    return 'unavailable' as const;
  });
  return renderPage(c, { kind: 'designer', product: kind, parameters, price }, location, {
    headers: { ...cachePolicy(CACHE.none), 'x-robots-tag': 'noindex' },
  });
}
