import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env, exports } from 'cloudflare:workers';
import worker from '../../src/worker/index';

/** The vars of wrangler.toml a test may change. */
export type ShopVars = Partial<{ [Name in keyof Env as Env[Name] extends string | undefined ? Name : never]: string }>;

/** A request to the worker as deployed (wrangler.toml config), redirects not followed. */
export function fetchShop(url: string, init: RequestInit = {}): Promise<Response> {
  return exports.default.fetch(new Request(url, { redirect: 'manual', ...init }));
}

/**
 * A request to the same worker with some vars changed, as an operator would change them in
 * wrangler.toml for one environment.
 */
export async function fetchShopWithVars(url: string, vars: ShopVars, init: RequestInit = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: 'manual', ...init }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}
