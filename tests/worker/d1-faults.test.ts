import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/shared/account-paths';
import { WISHLIST_PATHS } from '../../src/shared/wishlist';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { D1_FAULTS, faultyD1 } from '../support/faulty-d1';
import { visibleText } from '../support/visible-text';
import { fetchShopWithBindings } from './worker-fetch';

// Decision 062: D1's transient faults are retried where that is safe, and the shop answers
// without D1 when it stays down: pages without their D1 parts, APIs with a 503 a client can act on.

const HOST = 'https://kartenliebe.de';
const SESSION = 'd'.repeat(43);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR REPLACE INTO customers (id, number, email, first_name, last_name) VALUES (931, '10000931', 'grace@example.org', 'Grace', 'Hopper')",
    ),
    env.DB.prepare('INSERT OR REPLACE INTO sessions (token_hash, customer_id, expires_at) VALUES (?1, 931, ?2)').bind(
      await sha256(SESSION),
      Date.now() + 3_600_000,
    ),
  ]);
});

/** The shop with D1 failing `failures` times (Infinity: down), every answer and what reached D1. */
function shopWithFaultyD1(failures: number, message: string = D1_FAULTS.connectionLost, host = HOST, failOn?: RegExp) {
  const fault = faultyD1(env.DB, { failures, message, failOn });
  const fetchIt = (path: string, init: RequestInit = {}) =>
    fetchShopWithBindings(`${host}${path}`, { DB: fault.db, PAGE_CACHE_SECONDS: '0' }, init);
  return { fault, fetch: fetchIt };
}

const post = (body: unknown, headers: Record<string, string> = {}, host = HOST): RequestInit => ({
  method: 'POST',
  headers: { origin: host, 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

const events = (log: ReturnType<typeof expectConsoleErrors>) => log.mock.calls.map((call) => JSON.parse(String(call[0])).event);

describe('a transient D1 fault', () => {
  it('is retried for a read, and the shopper sees their data as if nothing happened', async () => {
    const shop = shopWithFaultyD1(2);
    const response = await shop.fetch('/web-api/customer-data', { headers: { cookie: `shop_session=${SESSION}` } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isLoggedIn: true, firstName: 'Grace' });
    expect(shop.fault.failed).toBe(2);
    // Two failed reads of the session, the one that answered, and the wishlist's count (decision 081).
    expect(shop.fault.calls).toBe(4);
  });

  it('is retried as local D1 reports it under load', async () => {
    const shop = shopWithFaultyD1(1, D1_FAULTS.commitToken);
    const response = await shop.fetch('/web-api/card-price?themeId=2048&quantity=50');
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ quantity: 50 });
  });

  it('is not retried for a write that must not happen twice: the signup answers 503 and writes nothing', async () => {
    const log = expectConsoleErrors();
    const shop = shopWithFaultyD1(1);
    const email = `once-${crypto.randomUUID()}@example.org`;
    const response = await shop.fetch(
      ACCOUNT_PATHS.signup,
      post({ email, password: 'correct horse battery', firstName: 'A', lastName: 'B' }),
    );
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(shop.fault.statements.filter((sql) => sql.includes('INSERT INTO customers'))).toHaveLength(1);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE email = ?1').bind(email).first('n')).toBe(0);
    expect(events(log)).toContain('dependency-unavailable');
  });

  it('is retried for any write while local D1 is busy with another: the lock was not taken, nothing was written', async () => {
    const shop = shopWithFaultyD1(1, D1_FAULTS.busy, HOST, /INSERT INTO customers/);
    const email = `busy-${crypto.randomUUID()}@example.org`;
    const response = await shop.fetch(
      ACCOUNT_PATHS.signup,
      post({ email, password: 'correct horse battery', firstName: 'A', lastName: 'B' }),
    );
    expect(response.status).toBe(200);
    expect(shop.fault.failed).toBe(1);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM customers WHERE email = ?1').bind(email).first('n')).toBe(1);
  });

  it('is retried for a write that may happen twice: a logout ends the session', async () => {
    const token = 'e'.repeat(43);
    await env.DB.prepare('INSERT OR REPLACE INTO sessions (token_hash, customer_id, expires_at) VALUES (?1, 931, ?2)')
      .bind(await sha256(token), Date.now() + 3_600_000)
      .run();
    const shop = shopWithFaultyD1(1);
    const response = await shop.fetch(ACCOUNT_PATHS.logout, post({}, { cookie: `shop_session=${token}` }));
    expect(response.status).toBe(200);
    expect(shop.fault.failed).toBe(1);
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM sessions WHERE token_hash = ?1')
        .bind(await sha256(token))
        .first('n'),
    ).toBe(0);
  });

  it('of an overloaded D1 is not retried: that would only add to its load', async () => {
    const shop = shopWithFaultyD1(Number.POSITIVE_INFINITY, D1_FAULTS.overloaded);
    const response = await shop.fetch('/web-api/customer-data', { headers: { cookie: `shop_session=${SESSION}` } });
    expect(response.status).toBe(200);
    expect(shop.fault.calls).toBe(1);
  });
});

describe('D1 down', () => {
  it.each([
    ['the card price', 'GET', '/web-api/card-price?themeId=2048&quantity=50', undefined],
    ['the calculator', 'GET', '/web-api/calculator/reference', undefined],
    ['wall-art prices', 'GET', '/price-api/prices/formats?materialType=leinwand&formats=600x400', undefined],
    ['the designs', 'GET', '/web-api/designs?kind=card&pageSize=12', undefined],
    ['a login', 'POST', ACCOUNT_PATHS.login, { email: 'grace@example.org', password: 'whatever it is' }],
    [
      'a signup',
      'POST',
      ACCOUNT_PATHS.signup,
      { email: 'new@example.org', password: 'correct horse battery', firstName: 'A', lastName: 'B' },
    ],
    ['a voucher', 'POST', '/web-api/voucher', { code: 'WELCOME10' }],
    ['a wishlist item', 'POST', WISHLIST_PATHS.add, { item: 'card:2048' }],
  ])('%s answers 503 with Retry-After and a text in the visitor’s language', async (_name, method, path, body) => {
    const log = expectConsoleErrors();
    const swiss = 'https://kartenliebe.ch';
    const shop = shopWithFaultyD1(Number.POSITIVE_INFINITY, D1_FAULTS.connectionLost, swiss);
    const headers = { 'x-locale': 'fr-CH', cookie: `shop_session=${SESSION}` };
    const response = await shop.fetch(path, method === 'POST' ? post(body, headers, swiss) : { headers });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      error: {
        field: 'request',
        problem: 'Ce n’est pas possible pour le moment. Veuillez réessayer dans 30 secondes.',
        code: 'unavailable',
      },
    });
    expect(events(log)).toContain('dependency-unavailable');
    expect(events(log)).not.toContain('unhandled-error');
  });

  it('answers a tab that opened a call (a mail’s link) with a page, not JSON', async () => {
    expectConsoleErrors();
    const shop = shopWithFaultyD1(Number.POSITIVE_INFINITY);
    const response = await shop.fetch('/web-api/wishlist', {
      headers: { accept: 'text/html,application/xhtml+xml', cookie: `shop_session=${SESSION}` },
    });
    expect(response.status).toBe(503);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('retry-after')).toBe('30');
  });

  it('leaves the header a visitor not known yet, without a failed request', async () => {
    const shop = shopWithFaultyD1(Number.POSITIVE_INFINITY);
    const response = await shop.fetch('/web-api/customer-data?page=home', { headers: { cookie: `shop_session=${SESSION}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ isLoggedIn: false, unknown: true, firstName: '' });
  });

  it('shows a page with its prices saying they cannot be loaded', async () => {
    expectConsoleErrors();
    const shop = shopWithFaultyD1(Number.POSITIVE_INFINITY);
    const response = await shop.fetch('/fotoabzuege/');
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain('Die Preise können gerade nicht geladen werden.');
    expect(text).toContain('Fotoabzüge');
  });

  it('opens the designer hand-off without its price', async () => {
    const shop = shopWithFaultyD1(Number.POSITIVE_INFINITY);
    const response = await shop.fetch('/configurator-card?themeId=2048&quantity=50');
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain('Der Preis kann gerade nicht angezeigt werden.');
    expect(text).toContain('themeId');
  });

  it('answers a page that is nothing but D1’s with a 503 page, not a 500', async () => {
    expectConsoleErrors();
    const shop = shopWithFaultyD1(Number.POSITIVE_INFINITY);
    const response = await shop.fetch('/d/themes/2048/');
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
  });
});
