import type { Context } from 'hono';
import { LOCALE_INFO, type Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { CACHE } from '../../platform/http/cache-policy';
import { problem } from '../../platform/http/validation';
import type { PageLocation } from '../../platform/request/locale-path';
import { renderPage } from '../page-shell/public';

// Hop-by-hop headers (RFC 9110 §7.6.1) and the host belong to one connection, not to the request.
const NOT_FORWARDED = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
  'host',
  'content-length',
]);

/**
 * Hands a shop-backend page (basket, checkout, account, ...) to the configured backend as a
 * reverse proxy: method, body, cookies and query kept; `X-Channel` and `X-Locale` added (spec §7).
 * Redirects are passed to the browser, pointed back at this site when they name the backend.
 * Without a backend, or when it cannot be reached, a localised "unavailable" page answers.
 */
export async function forwardToShopBackend(c: Context<AppEnv>, location: PageLocation): Promise<Response> {
  const backend = c.get('config').shopBackendOrigin;
  const path = new URL(c.req.url).pathname;
  if (!backend) return unavailable(c, location, 503, `Shop page unavailable: ${path}`);
  return (await relay(c, backend, location.locale)) ?? unavailable(c, location, 502, `Shop page unavailable: ${path}`);
}

/**
 * Hands a shop call the shop front does not answer itself (a spec §7 `/web-api/*` path without a
 * route here) to the backend, in the call's market (decision 036); a backend that cannot be
 * reached is a JSON 502 naming the path.
 */
export async function forwardCallToShopBackend(c: Context<AppEnv>, backend: string): Promise<Response> {
  const answer = await relay(c, backend, c.get('market').locale);
  return answer ?? c.json(problem('path', 'the shop backend cannot be reached, try again shortly'), 502, { 'retry-after': '30' });
}

/** The backend's answer to the request, for the visitor's locale; null when it cannot be reached. */
async function relay(c: Context<AppEnv>, backend: string, locale: Locale): Promise<Response | null> {
  const site = c.get('site');
  const incoming = new URL(c.req.url);
  const target = new URL(`${incoming.pathname}${incoming.search}`, backend);
  const headers = new Headers();
  for (const [name, value] of c.req.raw.headers) {
    if (!NOT_FORWARDED.has(name.toLowerCase())) headers.set(name, value);
  }
  // spec §7: channel and lowercase country joined by a dash, e.g. kartenliebe-ch.
  headers.set('x-channel', `${site.channel}-${LOCALE_INFO[locale].country}`);
  headers.set('x-locale', locale);
  headers.set('x-forwarded-host', incoming.host);
  headers.set('x-forwarded-proto', incoming.protocol.replace(':', ''));

  const method = c.req.method;
  let answer: Response;
  try {
    answer = await fetch(target, {
      method,
      headers,
      body: method === 'GET' || method === 'HEAD' ? undefined : c.req.raw.body,
      redirect: 'manual',
      signal: c.req.raw.signal,
    });
  } catch (error) {
    log.error('shop-backend-unreachable', { backend: target.origin }, error);
    return null;
  }

  const response = new Response(answer.body, answer);
  // The backend's answers are the visitor's own unless it says otherwise.
  if (!response.headers.has('cache-control')) response.headers.set('cache-control', CACHE.none);
  const redirectTo = response.headers.get('location');
  if (redirectTo) {
    const resolved = new URL(redirectTo, target);
    if (resolved.origin === backend) response.headers.set('location', `${site.origin}${resolved.pathname}${resolved.search}`);
  }
  return response;
}

function unavailable(c: Context<AppEnv>, location: PageLocation, status: 502 | 503, message: string): Promise<Response> {
  return renderPage(c, { kind: 'error', status, reason: 'unavailable', message }, location);
}
