import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker from '../../src/worker/index';
import { ORIGINAL_VISITOR_KEY } from '../support/original-visitor';

/** The vars of wrangler.toml a test may change. */
export type ShopVars = Partial<{ [Name in keyof Env as Env[Name] extends string | undefined ? Name : never]: string }>;

/**
 * A request to the worker as deployed (wrangler.toml config), redirects not followed. Each request
 * comes from a client of its own (a fresh `cf-connecting-ip`, as Cloudflare sets it) unless the
 * test names the client: the rate limits count per client, and only their own tests are about them.
 * It is a returning visitor in the original of every experiment unless the test sends cookies.
 */
export function fetchShop(url: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(shopRequest(url, init));
}

function shopRequest(url: string, init: RequestInit): Request {
  const request = new Request(url, { redirect: 'manual', ...init });
  if (!request.headers.has('cf-connecting-ip')) request.headers.set('cf-connecting-ip', nextClient());
  // A returning visitor in the original of every demo experiment, unless the test sends cookies of
  // its own (an empty Cookie header: a first visit).
  if (!request.headers.has('cookie')) request.headers.set('cookie', `splitIoUserKey=${ORIGINAL_VISITOR_KEY}`);
  return request;
}

let clients = 0;
/** A documentation address (RFC 5737) per request. */
const nextClient = () => `198.51.100.${(clients++ % 250) + 1}`;

/**
 * A request to the same worker with some vars changed, as an operator would change them in
 * wrangler.toml for one environment.
 */
export async function fetchShopWithVars(url: string, vars: ShopVars, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(shopRequest(url, init), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/**
 * A request to the same worker with some bindings wrapped, as a fault in production would look
 * to it (tests/support/faulty-d1.ts): the worker's own modules stay as they are.
 */
export function fetchShopWithBindings(url: string, bindings: Partial<Env>, init: RequestInit = {}): Promise<Response> {
  return shopWithBindings(bindings)(url, init);
}

/**
 * The same worker as one isolate runs it with some bindings wrapped: every request it is given
 * sees the same env, so what the isolate keeps per env (flag definitions, hot pages) stays kept.
 */
export function shopWithBindings(bindings: Partial<Env>): (url: string, init?: RequestInit) => Promise<Response> {
  const isolateEnv = { ...env, ...bindings };
  return async (url, init = {}) => {
    const ctx = createExecutionContext();
    const response = await worker.fetch(shopRequest(url, init), isolateEnv, ctx);
    await waitOnExecutionContext(ctx);
    return response;
  };
}
