import type { Context } from 'hono';
import { localiseDesignerLink } from '../../../shared/designer/designer-url';
import { type ProductKind, productKindOf } from '../../../shared/designer/product-kind';
import { readHandOff } from '../../../shared/designer/read-hand-off';
import type { Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import type { DesignerProduct } from '../../../shared/routing/designer-paths';
import type { AppEnv } from '../../platform/app-env';
import { DatabaseUnavailable } from '../../platform/db/database';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import type { PageLocation } from '../../platform/request/locale-path';
import { designerOriginFor } from '../../platform/request/site';
import { sessionTokenOf } from '../../platform/session/session-cookie';
import { Id, keptCardAccessoryOrder } from '../catalogue/public';
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
export async function handOffToDesigner(c: Context<AppEnv>, location: PageLocation, product: DesignerProduct): Promise<Response> {
  const url = new URL(c.req.url);
  // The query goes on byte for byte; what it lacks is added after it: a card's envelope and
  // accessories as the visitor's session keeps them for its theme (decision 087), and of spec §3's
  // common parameters the locale and the shop page the shopper set off from as the referral
  // source (decision 070).
  const kind = productKindOf(url.searchParams) ?? PRODUCT_OF_PATH[product];
  const added = new URLSearchParams(kind === 'card' ? await keptCardChoice(c, location.locale, url.searchParams) : []);
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
 * A card's envelope and accessories as the visitor's session keeps them for the hand-off's theme
 * (spec §7 card-accessory-order; decision 087), as the hand-off writes them (`envelope`,
 * `accessoryTypes[]`); nothing when the query names either itself (the link's own choice wins),
 * when nothing is kept, or when D1 does not answer: the designer then asks as it would anyway.
 */
async function keptCardChoice(c: Context<AppEnv>, locale: Locale, query: URLSearchParams): Promise<[string, string][]> {
  const themeId = Id.safeParse(query.get('themeId'));
  const token = sessionTokenOf(c);
  if (!themeId.success || !token || query.has('envelope') || [...query.keys()].some((name) => name.startsWith('accessoryTypes'))) return [];
  try {
    const kept = await keptCardAccessoryOrder(c.env.DB, { channel: c.get('site').channel, locale }, token, themeId.data);
    if (!kept?.savedAt || !kept.envelope) return [];
    return [['envelope', kept.envelope], ...kept.accessories.map((sku): [string, string] => ['accessoryTypes[]', sku])];
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    log.warn('card-choice-unavailable', { themeId: themeId.data });
    return [];
  }
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
