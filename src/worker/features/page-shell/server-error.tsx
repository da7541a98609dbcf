import type { Context } from 'hono';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { UNAVAILABLE_RETRY_SECONDS } from '../../platform/http/api-answers';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { renderPage } from './render-page';

// Answered when even the error page cannot be rendered, or before the site is known.
const STATIC_SERVER_ERROR = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Fehler / Error</title><link rel="icon" href="data:,"></head>
<body><main><h1>Da ist etwas schiefgelaufen</h1><p>Bitte versuchen Sie es gleich noch einmal.</p>
<h1 lang="en">Something went wrong</h1><p lang="en">Please try again in a moment.</p></main></body></html>`;

/**
 * The generic 500 page (spec §8 via DESIGN "two kinds of error"): localised where the site is
 * known, a static page otherwise. It never carries the error's message or stack. A 503 is the
 * same page saying the shop is unavailable for a moment (a dependency did not answer).
 */
export async function serverErrorResponse(c: Context<AppEnv>, status: 500 | 503 = 500): Promise<Response> {
  const retry: Record<string, string> = status === 503 ? { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) } : {};
  if (c.get('site')) {
    try {
      const path = new URL(c.req.url).pathname;
      const page =
        status === 503
          ? ({ reason: 'unavailable', message: `Unavailable: ${path}` } as const)
          : ({ reason: 'server-error', message: `Server error: ${path}` } as const);
      return await renderPage(c, { kind: 'error', status, ...page }, undefined, { headers: retry });
    } catch (error) {
      log.error('error-page-failed', {}, error);
    }
  }
  return new Response(STATIC_SERVER_ERROR, {
    status,
    headers: { 'content-type': 'text/html; charset=utf-8', ...cachePolicy(CACHE.none), ...retry },
  });
}
