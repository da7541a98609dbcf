import { expect } from 'vitest';
import { fetchShop } from './worker-fetch';

/** What an account call answers: the customer, or a refusal with its message and field texts. */
export type AccountJson = Record<string, unknown> & { message?: string; errors?: Record<string, string>; error?: { field: string } };

/**
 * POSTs JSON to an account call of the shop at `host` (kartenliebe.de unless named), from the
 * shop's own page (`origin: null` sends none), with a session cookie, a client or an X-Locale.
 */
export async function postAccountCall(
  path: string,
  body: unknown,
  options: { cookie?: string; origin?: string | null; client?: string; host?: string; locale?: string } = {},
) {
  const host = options.host ?? 'https://kartenliebe.de';
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.origin !== null) headers.origin = options.origin ?? host;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.client) headers['cf-connecting-ip'] = options.client;
  if (options.locale) headers['x-locale'] = options.locale;
  const response = await fetchShop(`${host}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  return { status: response.status, headers: response.headers, body: (await response.json()) as AccountJson };
}

/** The session cookie a response sets, as the browser would send it back. */
export function sessionOf(headers: Headers): string {
  return /shop_session=[^;]*/.exec(headers.get('set-cookie') ?? '')?.[0] ?? '';
}

/** The cookies an answer sets, but the D1 bookmark that any write hands back (decision 093). */
export function shopCookiesSet(headers: Headers): string[] {
  return headers.getSetCookie().filter((line) => !line.startsWith('shop_d1_bookmark='));
}

/** The customer a session cookie stands for (spec §7 customer-data). */
export async function customerData(cookie: string) {
  const response = await fetchShop('https://kartenliebe.de/web-api/customer-data', { headers: { cookie } });
  return (await response.json()) as AccountJson;
}

/**
 * That an answer logged the customer in as every way in does (decision 048): a new session token
 * in an http-only, same-site, secure cookie for the whole site, the answer never stored.
 */
export function expectSessionCookie(answer: { headers: Headers }): void {
  const [cookie = '', ...others] = shopCookiesSet(answer.headers);
  expect(others).toEqual([]);
  expect(cookie).toMatch(/^shop_session=[A-Za-z0-9_-]{43};/);
  expect(cookie).toMatch(/; HttpOnly/);
  expect(cookie).toMatch(/; Secure/);
  expect(cookie).toMatch(/; SameSite=Lax/);
  expect(cookie).toMatch(/; Path=\//);
  expect(answer.headers.get('cache-control')).toBe('private, no-store');
}
