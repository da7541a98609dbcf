import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { REQUEST_ID_HEADER } from '../observability/request-scope';
import { withConsentedScripts } from './consented-scripts';

/**
 * The one finishing step of every answer, whichever way it was made (decision 068): rendered or
 * served from the page store by the app, or replayed at the worker's entry by the hot pages
 * (decision 019). What must be this request's own is put on here, and nowhere else:
 * - the request id (`x-request-id`), which support asks a shopper for;
 * - a 304 loses the Content-Security-Policy: the browser keeps the policy it stored with the page
 *   it revalidated, whose scripts carry that policy's nonce, and a 304's headers replace the stored
 *   ones (RFC 9111 §4.3.4);
 * - a page gets the scripts its visitor consented to, with `nonce`, and an ETag of its own
 *   (./consented-scripts.ts; decisions 059, 060).
 * The nonce itself is made where the page's bytes are: by the security headers for a page the app
 * renders or serves, by the replay for a replayed one.
 */
interface ResponseOwner {
  requestId: string;
  /** The nonce the answer's scripts carry, when it has any. */
  nonce: string | undefined;
  /** The flags the page shows (decision 058): a page showing flags gets their tracking. */
  flags: readonly string[];
}

/** `response` finished for the request it answers. */
export function finishResponse(response: Response, request: Request, env: Env, owner: ResponseOwner): Response {
  response.headers.set(REQUEST_ID_HEADER, owner.requestId);
  if (response.status === 304) response.headers.delete('content-security-policy');
  return withConsentedScripts(response, request, env, owner.flags, owner.nonce);
}

/**
 * Mounted first, so it finishes what every other middleware made: the app's answers leave through
 * `finishResponse` as the replayed ones do.
 */
export function finishedResponses(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    const owner = { requestId: c.get('requestId'), nonce: c.get('secureHeadersNonce'), flags: c.get('pageFlags')?.names ?? [] };
    const answer = finishResponse(c.res, c.req.raw, c.env, owner);
    if (answer === c.res) return;
    // Not merged with the old answer's headers: hono would put its ETag back.
    c.res = undefined;
    c.res = answer;
  };
}
