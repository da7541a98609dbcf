import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';

const NO_TREATMENTS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * The visitor's feature-flag treatments, on the request context for everything that varies by
 * them: the page data and the full-page cache key (decision 019). Every flag reads as off until
 * flag bucketing assigns treatments here (DESIGN: cookie-based bucketing at the edge).
 */
export function visitorTreatments(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set('treatments', NO_TREATMENTS);
    await next();
  };
}
