import { stringBytes } from '../../platform/memory/isolate-cache';

/**
 * The headers of an answer the isolate replays (a hot page, decision 019; a prepared API answer,
 * decision 099), prepared once: those that are the same on every replay in one `Headers` object,
 * copied whole, and those that carried the answer's nonce (the Content-Security-Policy) in the
 * parts around it, so each replay writes its own nonce in.
 */
export interface PreparedHeaders {
  fixed: Headers;
  withNonce: [string, string[]][];
  /** What the headers hold, counted once for a table's bound. */
  bytes: number;
}

/**
 * `response`'s headers prepared for replays, but those in `perResponse` (written anew by each
 * replay, or never), with `extra` among the fixed ones.
 */
export function prepareHeaders(response: Response, perResponse: ReadonlySet<string>, extra: Record<string, string> = {}): PreparedHeaders {
  const nonce = nonceOf(response);
  const fixed = new Headers(extra);
  const withNonce: [string, string[]][] = [];
  let bytes = 0;
  for (const [name, value] of response.headers) {
    if (perResponse.has(name)) continue;
    if (nonce && value.includes(nonce)) withNonce.push([name, value.split(nonce)]);
    else fixed.set(name, value);
    bytes += stringBytes(name) + stringBytes(value);
  }
  return { fixed, withNonce, bytes };
}

/**
 * A replayed answer of `body`: the prepared headers given to the Response whole (it copies them
 * once), then a new nonce written into those that carry one. An answer whose policy allows no
 * script (an API's, decision 101) has no nonce to renew.
 */
export function replayedAnswer(body: ArrayBuffer, prepared: PreparedHeaders): { response: Response; nonce: string | undefined } {
  const response = new Response(body, { status: 200, headers: prepared.fixed });
  const nonce = replayNonce(prepared);
  if (nonce) writeNonce(response.headers, prepared, nonce);
  return { response, nonce };
}

/** A new nonce for a replay of answers prepared as `prepared`, if they carried one. */
export function replayNonce(prepared: PreparedHeaders): string | undefined {
  return prepared.withNonce.length > 0 ? newNonce() : undefined;
}

/**
 * Writes `nonce` into the headers that carried the prepared answer's, on the replay's own headers:
 * a Response copies the prepared ones once when it is made, and a copy made before would be a second.
 */
export function writeNonce(headers: Headers, prepared: PreparedHeaders, nonce: string): void {
  for (const [name, parts] of prepared.withNonce) headers.set(name, parts.join(nonce));
}

/** The nonce the response's scripts were allowed with (its Content-Security-Policy says it). */
export function nonceOf(response: Response): string | undefined {
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
