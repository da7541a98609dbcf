import { IsolateCache, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { newRequestId, REQUEST_ID_HEADER } from '../../platform/observability/request-scope';
import { isCrawler } from '../../platform/request/crawler';
import { asksForDrafts } from '../../platform/request/editor-check';
import { finishResponse } from '../../platform/response/finish-page';
import { trustedGeneration } from '../content/public';
import { decideFlags, flagOverridesOf, sentVisitorKey, trustedFlagDefinitions } from '../flags/public';
import { keptPageAnswer } from './kept-page-answer';
import { pageInMemory } from './page-store';

/**
 * Hot pages (decision 019): a published page this isolate has just served whole, replayed for the
 * next request of the same URL without running the app again. The page itself stays in the page
 * store (its memory tier); kept here is how the app answered it, every header of the response as
 * the middleware finished it (security headers, cache policy), so a replay is the same answer with
 * the two things that must be new each time: the script nonce (in the page and in the
 * Content-Security-Policy) and the request id.
 *
 * Only what the app would answer the same way is replayed: GET or HEAD of a page the page cache
 * served or kept, for the same URL, content generation and treatments of the flags the page shows
 * (decision 058), never an editor's request (drafts are checked by the app, every time), nor a
 * visitor's first, who gets their flag key's cookie from the app.
 */
interface HotPage {
  pageKey: string;
  lifetimeMs: number;
  /**
   * The response's headers that are the same on every replay (`x-page-cache: hit` among them),
   * prepared once: a replay copies them whole rather than writing each again.
   */
  fixed: Headers;
  /** The headers that carried the nonce it was sent with (the CSP), in the parts around it. */
  withNonce: [string, string[]][];
  /** What the headers hold, counted once for the table's bound. */
  bytes: number;
}

/** Internal headers by which the page cache tells this layer what it served; never sent. */
export const PAGE_KEY_HEADER = 'x-page-key';
export const PAGE_LIFETIME_HEADER = 'x-page-lifetime';
export const PAGE_FLAGS_HEADER = 'x-page-flags';

/** Headers each replay writes anew, or never (a cookie is one visitor's). */
const PER_RESPONSE = new Set([REQUEST_ID_HEADER, 'x-page-cache', 'etag', 'set-cookie']);

/** A URL's hot pages: the flags its page shows, and its answer by variant. */
interface HotUrl {
  flags: string[];
  variants: Map<string, HotPage>;
}

/** Variants of one URL: its flags' treatments under one content generation (decision 058). */
const MOST_VARIANTS = 16;

const hotUrlBytes = (hotUrl: HotUrl, url: string): number => {
  let bytes = stringBytes(url);
  for (const [variant, page] of hotUrl.variants) bytes += stringBytes(variant) + stringBytes(page.pageKey) + page.bytes;
  return bytes;
};

/**
 * By environment (an answer holds the configuration it was given; one per deployment, in
 * practice), then by URL as the request names it, then by variant (content generation and flag
 * treatments). A request for any other URL, an API call say, is let through after one lookup.
 */
const hotByEnv = new WeakMap<Env, IsolateCache<string, HotUrl>>();

function hotPagesOf(env: Env): IsolateCache<string, HotUrl> {
  let hot = hotByEnv.get(env);
  if (!hot) {
    hot = new IsolateCache({ ...ISOLATE_CACHES.hotPages, sizeOf: hotUrlBytes });
    hotByEnv.set(env, hot);
  }
  return hot;
}

/** How many URLs this isolate replays for `env` (tests/worker/isolate-caches.test.ts). */
export const hotUrlCount = (env: Env): number => hotPagesOf(env).size;

/**
 * Which variant of its URL a request asks for, the page showing `flags`, or null when the app must
 * answer it: the visitor has no flag key yet, or the isolate holds no definitions it trusts.
 */
function hotVariant(request: Request, env: Env, flags: readonly string[]): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  const url = new URL(request.url);
  if (asksForDrafts(url.searchParams)) return null;
  const generation = trustedGeneration();
  if (generation === null) return null;
  // A crawler has no key and gets no flags (spec §4); a visitor without a key gets theirs from the app.
  const crawler = isCrawler(request.headers.get('user-agent') ?? undefined);
  const key = crawler ? null : sentVisitorKey(request);
  if (key === null && !crawler) return null;
  if (flags.length === 0) return `${generation}|`;
  const definitions = trustedFlagDefinitions(env);
  return definitions ? `${generation}|${decideFlags(definitions, key, flags, flagOverridesOf(url)).variant}` : null;
}

/** The app's answer to this request, replayed, or null when the app must answer it. */
export function replayHotPage(request: Request, env: Env): Response | null {
  const hotUrl = hotPagesOf(env).get(request.url);
  if (!hotUrl) return null;
  const { variants } = hotUrl;
  const variant = hotVariant(request, env, hotUrl.flags);
  const known = variant ? variants.get(variant) : undefined;
  if (!known) return null;
  const page = pageInMemory(known.pageKey, known.lifetimeMs);
  if (!page) {
    variants.delete(variant as string);
    return null;
  }
  const nonce = newNonce();
  const headers = new Headers(known.fixed);
  for (const [name, parts] of known.withNonce) headers.set(name, parts.join(nonce));
  const answer = keptPageAnswer(request, env, page, headers, hotUrl.flags, nonce);
  // The app's answers leave through the same step (src/worker/app.ts `finishedResponses`).
  return finishResponse(answer, request, env, { requestId: newRequestId(request), nonce, flags: hotUrl.flags });
}

/**
 * Notes how the app answered a page request, when the page cache served or kept the page, and
 * takes the internal headers off the response.
 */
export function rememberHotPage(request: Request, env: Env, response: Response): Response {
  const pageKey = response.headers.get(PAGE_KEY_HEADER);
  if (!pageKey) return response;
  const lifetimeMs = Number(response.headers.get(PAGE_LIFETIME_HEADER) ?? 0) * 1000;
  const flags = JSON.parse(response.headers.get(PAGE_FLAGS_HEADER) ?? '[]') as string[];
  response.headers.delete(PAGE_KEY_HEADER);
  response.headers.delete(PAGE_LIFETIME_HEADER);
  response.headers.delete(PAGE_FLAGS_HEADER);
  const variant = hotVariant(request, env, flags);
  const nonce = nonceOf(response);
  // Learnt from an answer out of the page store, which has exactly the headers of a kept page.
  if (!variant || response.headers.get('x-page-cache') !== 'hit' || !nonce || lifetimeMs <= 0) return response;
  const fixed = new Headers({ 'x-page-cache': 'hit' });
  const withNonce: [string, string[]][] = [];
  let bytes = 0;
  for (const [name, value] of response.headers) {
    if (PER_RESPONSE.has(name)) continue;
    if (value.includes(nonce)) withNonce.push([name, value.split(nonce)]);
    else fixed.set(name, value);
    bytes += stringBytes(name) + stringBytes(value);
  }
  const hot = hotPagesOf(env);
  let hotUrl = hot.get(request.url);
  if (!hotUrl || hotUrl.flags.join() !== flags.join()) hotUrl = { flags, variants: new Map() };
  const generation = variant.slice(0, variant.indexOf('|') + 1);
  for (const known of hotUrl.variants.keys()) {
    // A variant of an earlier generation is never asked for again.
    if (!known.startsWith(generation) || hotUrl.variants.size >= MOST_VARIANTS) hotUrl.variants.delete(known);
  }
  hotUrl.variants.set(variant, { pageKey, lifetimeMs, fixed, withNonce, bytes });
  // Kept again, so the table counts the URL's bytes as they are now.
  hot.set(request.url, hotUrl);
  return response;
}

/** The nonce the response's scripts were allowed with (its Content-Security-Policy says it). */
function nonceOf(response: Response): string | undefined {
  return /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
}

/**
 * Random bytes drawn from the system's generator in batches: one call per 256 nonces rather than
 * one per replay. Each nonce takes bytes no other nonce had.
 */
const randomPool = new Uint8Array(16 * 256);
let poolUsed = randomPool.length;

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * A nonce like the security headers' (128 random bits, base64 as `btoa` writes it: 22 characters
 * and `==`), so it fits the page's nonce places; written by hand, which takes a replay a fraction
 * of what `btoa` over a spread of the bytes does.
 */
function newNonce(): string {
  if (poolUsed === randomPool.length) {
    crypto.getRandomValues(randomPool);
    poolUsed = 0;
  }
  const at = poolUsed;
  poolUsed += 16;
  const byte = (index: number) => randomPool[at + index] ?? 0;
  let nonce = '';
  for (let index = 0; index < 15; index += 3) {
    const bits = (byte(index) << 16) | (byte(index + 1) << 8) | byte(index + 2);
    nonce += BASE64.charAt(bits >> 18) + BASE64.charAt((bits >> 12) & 63) + BASE64.charAt((bits >> 6) & 63) + BASE64.charAt(bits & 63);
  }
  const last = byte(15);
  return `${nonce}${BASE64.charAt(last >> 2)}${BASE64.charAt((last & 3) << 4)}==`;
}
