import type { Context } from 'hono';
import { LOCALE_INFO } from '../../shared/locale/locales';
import { log } from '../../shared/log/log';
import type { AppEnv } from '../app-env';
import { renderPage } from '../render/render-page';
import type { PageLocation } from '../request/locale-path';

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
  const site = c.get('site');
  const config = c.get('config');
  const backend = config.shopBackendOrigin;
  const incoming = new URL(c.req.url);
  const path = incoming.pathname;
  if (!backend) return unavailable(c, location, 503, `Shop page unavailable: ${path}`);

  const target = new URL(`${incoming.pathname}${incoming.search}`, backend);
  const headers = new Headers();
  for (const [name, value] of c.req.raw.headers) {
    if (!NOT_FORWARDED.has(name.toLowerCase())) headers.set(name, value);
  }
  // spec §7: channel and lowercase country joined by a dash, e.g. kartenliebe-ch.
  headers.set('x-channel', `${site.channel}-${LOCALE_INFO[location.locale].country}`);
  headers.set('x-locale', location.locale);
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
    return unavailable(c, location, 502, `Shop page unavailable: ${path}`);
  }

  const response = new Response(answer.body, answer);
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
