import { cachePerEnvironment, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { newRequestId, REQUEST_ID_HEADER } from '../../platform/observability/request-scope';
import { isCrawler } from '../../platform/request/crawler';
import { asksForDrafts } from '../../platform/request/editor-check';
import { finishResponse } from '../../platform/response/finish-page';
import { trustedGeneration } from '../content/public';
import { decideFlags, flagOverridesOf, sentVisitorKey, trustedFlagDefinitions } from '../flags/public';
import { keptPageAnswer } from './kept-page-answer';
import { pageInMemory } from './page-store';
import { nonceOf, type PreparedHeaders, prepareHeaders, replayNonce, writeNonce } from './prepared-headers';

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
  /** The response's headers, prepared once (`x-page-cache: hit` among them): a replay copies them whole. */
  headers: PreparedHeaders;
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
  for (const [variant, page] of hotUrl.variants) bytes += stringBytes(variant) + stringBytes(page.pageKey) + page.headers.bytes;
  return bytes;
};

/**
 * By environment (an answer holds the configuration it was given; one per deployment, in
 * practice), then by URL as the request names it, then by variant (content generation and flag
 * treatments). A request for any other URL, an API call say, is let through after one lookup.
 */
const hotPagesOf = cachePerEnvironment<string, HotUrl>({ ...ISOLATE_CACHES.hotPages, sizeOf: hotUrlBytes });

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
  // A hot page always carried a nonce (rememberHotPage keeps no other).
  const nonce = replayNonce(known.headers) ?? '';
  const answer = keptPageAnswer(request, env, page, known.headers.fixed, hotUrl.flags, nonce);
  writeNonce(answer.headers, known.headers, nonce);
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
  const headers = prepareHeaders(response, PER_RESPONSE, { 'x-page-cache': 'hit' });
  const hot = hotPagesOf(env);
  let hotUrl = hot.get(request.url);
  if (!hotUrl || hotUrl.flags.join() !== flags.join()) hotUrl = { flags, variants: new Map() };
  const generation = variant.slice(0, variant.indexOf('|') + 1);
  for (const known of hotUrl.variants.keys()) {
    // A variant of an earlier generation is never asked for again.
    if (!known.startsWith(generation) || hotUrl.variants.size >= MOST_VARIANTS) hotUrl.variants.delete(known);
  }
  hotUrl.variants.set(variant, { pageKey, lifetimeMs, headers });
  // Kept again, so the table counts the URL's bytes as they are now.
  hot.set(request.url, hotUrl);
  return response;
}
