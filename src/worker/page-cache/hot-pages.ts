import { newRequestId, REQUEST_ID_HEADER } from '../observability/request-scope';
import { asksForDrafts } from '../request/editor-check';
import { visitorTreatmentsOf } from '../request/treatments';
import { trustedGeneration } from './content-generation';
import { matchesEntityTag } from './entity-tag';
import { treatmentsFingerprint } from './page-key';
import { pageBytes, pageInMemory } from './page-store';

/**
 * Hot pages (decision 019): a published page this isolate has just served whole, replayed for the
 * next request of the same URL without running the app again. The page itself stays in the page
 * store (its memory tier); kept here is how the app answered it, every header of the response as
 * the middleware finished it (security headers, cache policy), so a replay is the same answer with
 * the two things that must be new each time: the script nonce (in the page and in the
 * Content-Security-Policy) and the request id.
 *
 * Only what the app would answer the same way is replayed: GET or HEAD of a page the page cache
 * served or kept, for the same URL, flag treatments and content generation, never an editor's
 * request (drafts are checked by the app, every time).
 */
interface HotPage {
  pageKey: string;
  lifetimeMs: number;
  /** The response's headers, the nonce it was sent with in the CSP cut out. */
  headers: [string, string[]][];
}

/** Internal headers by which the page cache tells this layer what it served; never sent. */
export const PAGE_KEY_HEADER = 'x-page-key';
export const PAGE_LIFETIME_HEADER = 'x-page-lifetime';

/** Headers each replay writes anew. */
const PER_RESPONSE = new Set([REQUEST_ID_HEADER, 'x-page-cache', 'etag']);

const MOST_HOT_PAGES = 2_000;
/** By environment: an answer holds the configuration it was given (one per deployment, in practice). */
const hotByEnv = new WeakMap<Env, Map<string, HotPage>>();

function hotPagesOf(env: Env): Map<string, HotPage> {
  let hot = hotByEnv.get(env);
  if (!hot) {
    hot = new Map();
    hotByEnv.set(env, hot);
  }
  return hot;
}

function hotKey(request: Request, env: Env, url: URL): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (asksForDrafts(url.searchParams)) return null;
  const generation = trustedGeneration();
  if (generation === null) return null;
  const treatments = treatmentsFingerprint(visitorTreatmentsOf(request, env));
  return `${generation}|${treatments}|${url.host}${url.pathname}${url.search}`;
}

/** The app's answer to this request, replayed, or null when the app must answer it. */
export function replayHotPage(request: Request, env: Env): Response | null {
  const url = new URL(request.url);
  const key = hotKey(request, env, url);
  const hot = hotPagesOf(env);
  const known = key ? hot.get(key) : undefined;
  if (!known) return null;
  const page = pageInMemory(known.pageKey, known.lifetimeMs);
  if (!page) {
    hot.delete(key as string);
    return null;
  }
  const nonce = newNonce();
  const pairs: [string, string][] = known.headers.map(([name, parts]) => [name, parts.join(nonce)]);
  pairs.push([REQUEST_ID_HEADER, newRequestId(request)], ['x-page-cache', 'hit'], ['etag', page.etag]);
  const headers = new Headers(pairs);
  if (matchesEntityTag(request.headers.get('if-none-match') ?? undefined, page.etag)) {
    // As the app answers a 304 (src/worker/http/security-headers.ts): the stored policy stays.
    headers.delete('content-security-policy');
    return new Response(null, { status: 304, headers });
  }
  return new Response(request.method === 'HEAD' ? null : pageBytes(page, nonce), { status: 200, headers });
}

/**
 * Notes how the app answered a page request, when the page cache served or kept the page, and
 * takes the internal headers off the response.
 */
export function rememberHotPage(request: Request, env: Env, response: Response, nonce: string | undefined): Response {
  const pageKey = response.headers.get(PAGE_KEY_HEADER);
  if (!pageKey) return response;
  const lifetimeMs = Number(response.headers.get(PAGE_LIFETIME_HEADER) ?? 0) * 1000;
  response.headers.delete(PAGE_KEY_HEADER);
  response.headers.delete(PAGE_LIFETIME_HEADER);
  const key = hotKey(request, env, new URL(request.url));
  // Learnt from an answer out of the page store, which has exactly the headers of a kept page.
  if (!key || response.headers.get('x-page-cache') !== 'hit' || !nonce || lifetimeMs <= 0) return response;
  const headers: [string, string[]][] = [];
  for (const [name, value] of response.headers) {
    if (PER_RESPONSE.has(name)) continue;
    headers.push([name, value.split(nonce)]);
  }
  const hot = hotPagesOf(env);
  if (hot.size >= MOST_HOT_PAGES) hot.delete(hot.keys().next().value as string);
  hot.set(key, { pageKey, lifetimeMs, headers });
  return response;
}

/** A nonce like the security headers' (128 random bits, base64), so it fits the page's nonce places. */
function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
