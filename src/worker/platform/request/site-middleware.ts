import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { shopConfig } from '../env';
import { CACHE, cachePolicy } from '../http/cache-policy';
import { extendLogScope } from '../observability/request-scope';
import { resolveSite } from './site';

/**
 * Puts the worker's configuration and the request's site (channel, domain ending, origin) on the
 * context. A host that is none of the shop's gets a plain 404; `www.` goes to the bare host.
 */
export function siteResolver(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const config = shopConfig(c.env);
    const resolution = resolveSite(new URL(c.req.url), config);
    if (resolution.kind === 'unknown') {
      return c.text('This address is not one of our shops. / Diese Adresse gehört zu keinem unserer Shops.', 404, cachePolicy(CACHE.none));
    }
    if (resolution.kind === 'redirect') return c.redirect(resolution.location, 301);
    extendLogScope({ channel: resolution.site.channel });
    c.set('config', config);
    c.set('site', resolution.site);
    await next();
  };
}
