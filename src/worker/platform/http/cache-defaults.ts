import type { MiddlewareHandler } from 'hono';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../app-env';
import { CACHE } from './cache-policy';

/**
 * The last word on caching: a response that left its handler without a Cache-Control header gets
 * `none`, so no error, redirect or answer is ever cached by a guess (browsers keep a 301 without
 * one for as long as they like). A success without a policy is a mistake of ours and is logged.
 */
export function cacheDefaults(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.res.headers.has('cache-control')) return;
    if (c.res.status < 300) log.warn('cache-policy-missing', { status: c.res.status });
    c.res.headers.set('cache-control', CACHE.none);
  };
}
