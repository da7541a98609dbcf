import { AsyncLocalStorage } from 'node:async_hooks';
import type { MiddlewareHandler } from 'hono';
import { requestId } from 'hono/request-id';
import { setLogSink, writeToConsole } from '../../../shared/log/log';
import type { AppEnv } from '../app-env';

/** What every log line of a request carries, so the lines of one request can be found together. */
interface RequestScope {
  requestId: string;
  method: string;
  /** The path only: a query may carry an editor's token. */
  path: string;
  channel?: string;
  locale?: string;
}

/** The response header that tells a shopper (and support) which request went wrong. */
export const REQUEST_ID_HEADER = 'x-request-id';

/** A request's log fields, and the errors it logged so far (counted, never written to its lines). */
const scopes = new AsyncLocalStorage<{ fields: RequestScope; errors: number }>();

// Cloudflare sets cf-ray on every request at the edge; elsewhere (wrangler dev, tests) a random id.
const RAY = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

// Every log entry of the worker goes out with the scope of the request it was written in.
setLogSink((entry) => {
  const scope = scopes.getStore();
  if (scope && entry.level === 'error') scope.errors += 1;
  writeToConsole(entry, scope?.fields ?? {});
});

/**
 * Gives the request its id (hono's request-id: the `cf-ray` when present, else a new UUID) and runs
 * the rest of the request inside a log scope holding it; the answer carries it in `x-request-id`
 * (../response/finish-page.ts).
 */
export function requestScope(): MiddlewareHandler<AppEnv> {
  const assignId = requestId({ headerName: '', generator: (c) => newRequestId(c.req.raw) });
  return (c, next) =>
    assignId(c, async () => {
      const fields: RequestScope = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path };
      await scopes.run({ fields, errors: 0 }, next);
    });
}

/** The request's id: the `cf-ray` Cloudflare set at the edge, else a new UUID. */
export function newRequestId(request: Request): string {
  const ray = request.headers.get('cf-ray');
  return ray && RAY.test(ray) ? ray : crypto.randomUUID();
}

/** Adds what became known about the request (its channel, then its locale) to its log scope. */
export function extendLogScope(fields: Pick<RequestScope, 'channel' | 'locale'>): void {
  const scope = scopes.getStore();
  if (scope) Object.assign(scope.fields, fields);
}

/**
 * How many errors the current request has logged so far. The page cache keeps no page whose
 * rendering logged one (a deferred part that failed shows its fallback, which must not be kept).
 */
export function requestErrorCount(): number {
  return scopes.getStore()?.errors ?? 0;
}
