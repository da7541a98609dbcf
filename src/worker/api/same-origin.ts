import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { problem } from './validation';

/**
 * Every state-changing endpoint of the shop's own pages goes through here (DESIGN): the request
 * must come from a page of the same origin. Browsers send `Origin` with every POST from a page;
 * a request without it or from elsewhere is refused with 403 and changes nothing.
 */
export function sameOrigin(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    if (origin !== new URL(c.req.url).origin) {
      return c.json(problem('origin', 'must be this shop’s own page'), 403);
    }
    await next();
  };
}
