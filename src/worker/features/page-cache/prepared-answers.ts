import { cachePerEnvironment, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { newRequestId, REQUEST_ID_HEADER } from '../../platform/observability/request-scope';
import { finishResponse } from '../../platform/response/finish-page';
import { type PreparedHeaders, prepareHeaders, replayedAnswer } from './prepared-headers';

/**
 * Prepared answers (decision 099): the shop's public JSON answers (the price calls, the shipping
 * information, the catalogue's reads), kept by the isolate that made them and replayed without
 * running the app, as a shared cache in front of the worker would keep them (RFC 9111): for the
 * URL and the request headers the answer's `Vary` names, no longer than its `max-age` says and
 * never longer than a minute (the table's lifetime), with an `Age`. The answer's policy is what
 * decides, in one place (src/worker/platform/http/cache-policy.ts): only an answer every visitor
 * may share (`public, max-age`) is kept, never one that sets a cookie. Each replay has its own
 * request id and its own nonce in the Content-Security-Policy, as the app's answers do. A price
 * changed in D1, or content published, shows within that minute, as the calls' own `max-age=60`
 * already allows every browser.
 */
interface PreparedAnswer {
  body: ArrayBuffer;
  headers: PreparedHeaders;
  keptAt: number;
  /** When it is no longer answered: its `max-age` after it was made, at most the table's lifetime. */
  expiresAt: number;
}

/** A URL's prepared answers: the request headers they vary by, and one answer per set of their values. */
interface PreparedUrl {
  vary: string[];
  answers: Map<string, PreparedAnswer>;
}

/** Headers each replay writes anew: the request id, and the age a shared cache adds. */
const PER_RESPONSE = new Set([REQUEST_ID_HEADER, 'age']);

/** Larger answers are not kept: an API answer is a few kilobytes. */
const MOST_BYTES = 64 * 1024;
/** Sets of header values kept per URL (the markets of one domain, in practice). */
const MOST_VARIANTS = 16;
/** A policy a shared cache may keep for a time, as cache-policy.ts writes them. */
const SHARED_POLICY = /^public, max-age=(\d+)(, immutable)?$/;

const preparedUrlBytes = (prepared: PreparedUrl, url: string): number => {
  let bytes = stringBytes(url);
  for (const [variant, answer] of prepared.answers) bytes += stringBytes(variant) + answer.body.byteLength + answer.headers.bytes;
  return bytes;
};

/** By environment (one per deployment, in practice), then by URL. */
const preparedAnswersOf = cachePerEnvironment<string, PreparedUrl>({ ...ISOLATE_CACHES.preparedAnswers, sizeOf: preparedUrlBytes });

/** Which of its URL's answers a request asks for: the values of the headers they vary by. */
const variantOf = (request: Request, vary: readonly string[]): string => vary.map((name) => request.headers.get(name) ?? '').join('\n');

/** Whether the request lets a cache answer it from what it kept (`Cache-Control: no-cache` or `max-age=0` do not). */
function acceptsKept(request: Request): boolean {
  const asked = request.headers.get('cache-control');
  return asked === null || !/no-cache|no-store|max-age=0/.test(asked);
}

/** Whether the request lets a cache keep its answer (`Cache-Control: no-store` does not): one asked anew is kept anew. */
function letsKeep(request: Request): boolean {
  return !request.headers.get('cache-control')?.includes('no-store');
}

/** The app's answer to this request, replayed, or null when the app must answer it. */
export function replayPreparedAnswer(request: Request, env: Env, now = Date.now()): Response | null {
  if (request.method !== 'GET') return null;
  const prepared = preparedAnswersOf(env).get(request.url, now);
  if (!prepared || !acceptsKept(request)) return null;
  const answer = prepared.answers.get(variantOf(request, prepared.vary));
  if (!answer || answer.expiresAt <= now) return null;
  const { response: replayed, nonce } = replayedAnswer(answer.body, answer.headers);
  replayed.headers.set('age', String(Math.floor((now - answer.keptAt) / 1000)));
  // The app's answers leave through the same step (src/worker/app.ts `finishedResponses`).
  return finishResponse(replayed, request, env, { requestId: newRequestId(request), nonce, flags: [] });
}

/**
 * Keeps the app's answer to a GET when every visitor may share it: a JSON answer of 200 with a
 * public `max-age` and no cookie. Answers the same response, or one with the same bytes when its
 * body had to be read.
 */
export async function keepPreparedAnswer(request: Request, env: Env, response: Response, now = Date.now()): Promise<Response> {
  if (request.method !== 'GET' || response.status !== 200 || !response.headers.get('content-type')?.startsWith('application/json')) {
    return response;
  }
  const maxAge = SHARED_POLICY.exec(response.headers.get('cache-control') ?? '')?.[1];
  const vary = (response.headers.get('vary') ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  if (!maxAge || Number(maxAge) <= 0 || response.headers.has('set-cookie') || vary.includes('*')) return response;
  const body = await response.arrayBuffer();
  const answered = new Response(body, response);
  if (body.byteLength > MOST_BYTES || !letsKeep(request)) return answered;
  const table = preparedAnswersOf(env);
  let prepared = table.get(request.url, now);
  if (!prepared || prepared.vary.join() !== vary.join()) prepared = { vary, answers: new Map() };
  for (const [variant, known] of prepared.answers) {
    if (known.expiresAt <= now || prepared.answers.size >= MOST_VARIANTS) prepared.answers.delete(variant);
  }
  const headers = prepareHeaders(response, PER_RESPONSE);
  const lifetimeMs = Math.min(Number(maxAge) * 1000, ISOLATE_CACHES.preparedAnswers.lifetimeMs);
  prepared.answers.set(variantOf(request, vary), { body, headers, keptAt: now, expiresAt: now + lifetimeMs });
  // Kept again, so the table counts the URL's bytes as they are now.
  table.set(request.url, prepared, now);
  return answered;
}
