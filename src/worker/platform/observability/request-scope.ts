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

/** Errors logged so far in each request's scope (not written to the log lines themselves). */
const errorCounts = new WeakMap<RequestScope, number>();

/** The response header that tells a shopper (and support) which request went wrong. */
export const REQUEST_ID_HEADER = 'x-request-id';

const scopes = new AsyncLocalStorage<RequestScope>();

// Cloudflare sets cf-ray on every request at the edge; elsewhere (wrangler dev, tests) a random id.
const RAY = /^[0-9a-f]{16}(-[A-Z]{3})?$/;

// Every log entry of the worker goes out with the scope of the request it was written in.
setLogSink((entry) => {
  const scope = scopes.getStore();
  if (scope && entry.level === 'error') errorCounts.set(scope, (errorCounts.get(scope) ?? 0) + 1);
  writeToConsole(entry, scope ?? {});
});

/**
 * Gives the request its id (hono's request-id: the `cf-ray` when present, else a new UUID), answers
 * it in `x-request-id`, and runs the rest of the request inside a log scope holding it.
 */
export function requestScope(): MiddlewareHandler<AppEnv> {
  const assignId = requestId({ headerName: '', generator: (c) => newRequestId(c.req.raw) });
  return (c, next) =>
    assignId(c, async () => {
      const scope: RequestScope = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path };
      await scopes.run(scope, next);
      c.header(REQUEST_ID_HEADER, scope.requestId);
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
  if (scope) Object.assign(scope, fields);
}

/**
 * How many errors the current request has logged so far. The page cache keeps no page whose
 * rendering logged one (a deferred part that failed shows its fallback, which must not be kept).
 */
export function requestErrorCount(): number {
  const scope = scopes.getStore();
  return scope ? (errorCounts.get(scope) ?? 0) : 0;
}
