import type { Context } from 'hono';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { CLIENT_BUILD } from '../../platform/client-assets';
import { CACHE } from '../../platform/http/cache-policy';
import { scriptNonce } from '../../platform/http/security-headers';
import { requestErrorCount } from '../../platform/observability/request-scope';
import type { PageLocation } from '../../platform/request/locale-path';
import { designerOriginFor } from '../../platform/request/site';
import { lastKnownGeneration, readGeneration, trustedGeneration } from '../content/public';
import { entityTag } from './entity-tag';
import { PAGE_FLAGS_HEADER, PAGE_KEY_HEADER, PAGE_LIFETIME_HEADER } from './hot-pages';
import { keptPageAnswer } from './kept-page-answer';
import { type PageCacheConfig, pageCacheConfig } from './page-cache-config';
import { pageCacheKey } from './page-key';
import { keepPage, keepPageFlags, lookupPage, type StoredPage, storedPage } from './page-store';

/** How the page was served, for operators (`x-page-cache`): from the edge cache, rendered, or never cacheable. */
type PageCacheOutcome = 'hit' | 'miss' | 'bypass';

/** Headers a cached page keeps; everything else (nonce, request id, security headers) is per response. */
const KEPT_HEADERS = ['content-type', 'content-language', 'x-robots-tag'] as const;

/**
 * The full-page cache (issue "Fast by default", decision 019). Published pages are kept whole in
 * the Workers Cache API, keyed by URL, channel, locale, platform, the content generation and the
 * visitor's treatments of the flags the page shows (decision 058: under the plain key the store
 * then keeps those flags' names, and the page under a key of each variant); a publish starts a new generation, so every data centre stops serving
 * the old pages at once. Only a 200 rendered for a visitor, complete and without a logged error or a
 * cookie, is stored; drafts, errors and redirects never are. Each copy carries an ETag, and a
 * browser asking again with it gets a 304. The HTML holds nothing personal (customer data comes
 * through SWR), so every visitor of a variant shares the copy; the script nonce is replaced with
 * the request's own on the way out.
 */
export async function servePage(c: Context<AppEnv>, location: PageLocation, render: () => Promise<Response>): Promise<Response> {
  const config = pageCacheConfig(c.env);
  const method = c.req.method;
  if (config.edgeSeconds === 0 || c.get('editor').kind === 'editor' || (method !== 'GET' && method !== 'HEAD')) {
    return withOutcome(await render(), 'bypass');
  }
  const url = new URL(c.req.url);
  const designerOrigin = designerOriginFor(c.get('config'), c.get('site'), location.platform);
  const keyOf = (generation: string, flags = '') =>
    pageCacheKey(url, {
      channel: c.get('site').channel,
      locale: location.locale,
      platform: location.platform,
      flags,
      generation,
      build: CLIENT_BUILD,
      designerOrigin,
    });
  // A page that shows flags needs the visitor's treatments for its second lookup: read beside the first.
  c.get('flags').prepare();

  // One round trip: the isolate's trusted generation lets the lookup start at once; without one,
  // the generation is read from KV beside the lookup of the last known key, and only a changed
  // generation (after a publish, when the page must be rendered anyway) looks up a second key.
  const lifetimeMs = config.edgeSeconds * 1000;
  let generation = trustedGeneration();
  let found: Awaited<ReturnType<typeof lookupPage>>;
  if (generation) {
    found = await lookupPage(keyOf(generation), lifetimeMs);
  } else {
    const guessed = lastKnownGeneration();
    const [current, guess] = await Promise.all([readGeneration(c.env.CONTENT), lookupPage(keyOf(guessed), lifetimeMs)]);
    generation = current;
    found = current === guessed ? guess : await lookupPage(keyOf(current), lifetimeMs);
  }
  // Under the plain key: the page, or the flags it shows, whose variant for this visitor is a second key.
  if (found && 'flags' in found) {
    const flags = found.flags;
    const { variant: flagsVariant } = await c.get('flags').decide(flags);
    c.set('pageFlags', { names: flags, variant: flagsVariant });
    const variantKey = keyOf(generation, flagsVariant);
    const variant = await lookupPage(variantKey, lifetimeMs);
    if (variant && !('flags' in variant)) return forHotPages(fromCache(c, variant, config, flags), variantKey, flags, config);
  } else if (found) {
    c.set('pageFlags', { names: [], variant: '' });
    return forHotPages(fromCache(c, found, config, []), keyOf(generation), [], config);
  }

  const response = await render();
  if (!isStorable(response) || method === 'HEAD' || !response.body) {
    return withOutcome(response, response.status === 200 ? 'miss' : 'bypass');
  }
  // The flags the page showed, as its data decided them (src/worker/features/page-shell/page-data.ts).
  const shown = c.get('pageFlags') ?? { names: [], variant: '' };
  const plainKey = keyOf(generation);
  const key = shown.names.length > 0 ? keyOf(generation, shown.variant) : plainKey;
  const [toVisitor, toCache] = response.body.tee();
  c.executionCtx.waitUntil(
    store(key, response, toCache, scriptNonce(c), config).then((kept) =>
      kept && shown.names.length > 0
        ? keepPageFlags(plainKey, { flags: [...shown.names], storedAt: Date.now() }, config.edgeSeconds)
        : undefined,
    ),
  );
  const headers = new Headers(response.headers);
  headers.set('cache-control', visitorPolicy(config, shown.names));
  headers.set('x-page-cache', 'miss');
  return forHotPages(new Response(toVisitor, { status: response.status, headers }), key, shown.names, config);
}

/** Tells the hot pages at the worker's entry (hot-pages.ts) which kept page this response is, and the flags it shows. */
function forHotPages(response: Response, key: string, flags: readonly string[], config: PageCacheConfig): Response {
  response.headers.set(PAGE_KEY_HEADER, key);
  response.headers.set(PAGE_FLAGS_HEADER, JSON.stringify(flags));
  response.headers.set(PAGE_LIFETIME_HEADER, String(config.edgeSeconds));
  return response;
}

/** A response that may be kept for every visitor of its variant. */
function isStorable(response: Response): boolean {
  return response.status === 200 && !response.headers.has('set-cookie') && !response.headers.get('cache-control')?.includes('no-store');
}

/**
 * Reads the page to its end, then keeps it with its ETag. A page during whose rendering anything
 * was logged as an error (a deferred part that failed and shows its fallback) is not kept: the
 * next visitor gets a fresh try.
 */
async function store(
  key: string,
  response: Response,
  body: ReadableStream<Uint8Array>,
  nonce: string,
  config: PageCacheConfig,
): Promise<boolean> {
  const html = await new Response(body).text();
  if (requestErrorCount() > 0) {
    log.warn('page-not-cached', { reason: 'errors while rendering' });
    return false;
  }
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value) headers[name] = value;
  }
  // The tag ignores the nonce: the same page rendered again (or under a later generation) keeps it.
  const etag = await entityTag(nonce ? html.replaceAll(nonce, '') : html);
  await keepPage(key, storedPage(html, nonce, { etag, headers, storedAt: Date.now() }), config.edgeSeconds);
  return true;
}

/** A cached page for this request: its own nonce on every script, or a 304 when the browser has it. */
function fromCache(c: Context<AppEnv>, page: StoredPage, config: PageCacheConfig, flags: readonly string[]): Response {
  const headers = new Headers({ ...page.headers, 'cache-control': visitorPolicy(config, flags), 'x-page-cache': 'hit' });
  return keptPageAnswer(c.req.raw, c.env, page, headers, flags, scriptNonce(c));
}

/**
 * What browsers and a CDN in front may do with a page: browsers always ask again (and get a 304
 * while it is unchanged); a CDN may keep it for `PAGE_CDN_SECONDS` unless the page shows flags,
 * whose treatments only this worker can tell apart.
 */
function visitorPolicy(config: PageCacheConfig, flags: readonly string[]): string {
  if (flags.length > 0 || config.cdnSeconds === 0) return CACHE.revalidate;
  return `public, max-age=0, must-revalidate, s-maxage=${config.cdnSeconds}`;
}

function withOutcome(response: Response, outcome: PageCacheOutcome): Response {
  const headers = new Headers(response.headers);
  headers.set('x-page-cache', outcome);
  return new Response(response.body, { status: response.status, headers });
}
