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
    c.set('treatments', visitorTreatmentsOf(c.req.raw, c.env));
    await next();
  };
}

/** The treatments of the visitor making `request`; the hot pages ask here too (page-cache/hot-pages.ts). */
export function visitorTreatmentsOf(_request: Request, _env: Env): Readonly<Record<string, string>> {
  return NO_TREATMENTS;
}
