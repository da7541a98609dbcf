import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/shared/account-paths';
import { ACCOUNT_SETTINGS_PATHS } from '../../src/shared/account-settings';
import { type LaggingReplica, laggingReplica, primaryBookmark } from '../support/lagging-replica';
import { postAccountCall, sessionOf } from './account-calls';
import { fetchShop, fetchShopWithBindings } from './worker-fetch';

// Issue 32, decision 093: every request's queries are one D1 session, reads near the shopper; a
// customer's writes come back with a bookmark, and the next request that carries it reads them.

const HOST = 'https://kartenliebe.de';
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

let replicated: LaggingReplica;

beforeAll(async () => {
  // The replica has the schema and nothing written since: it lags behind everything below.
  await applyD1Migrations(env.LAGGING_REPLICA_DB, env.TEST_MIGRATIONS);
  replicated = laggingReplica(env.DB, env.LAGGING_REPLICA_DB, await primaryBookmark(env.DB));
});

/** A request to the shop whose D1 has the lagging replica. */
const shop = (path: string, init: RequestInit = {}) => fetchShopWithBindings(`${HOST}${path}`, { DB: replicated.db }, init);

async function signUp(email: string) {
  const response = await shop(ACCOUNT_PATHS.signup, {
    method: 'POST',
    headers: { origin: HOST, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'Lange-genug-2026', firstName: 'Ada', lastName: 'Lovelace' }),
  });
  expect(response.status).toBe(200);
  return response;
}

const bookmarkCookieOf = (response: Response) => /shop_d1_bookmark=[^;]*/.exec(response.headers.get('set-cookie') ?? '')?.[0] ?? '';

async function customerData(headers: Record<string, string>) {
  const response = await shop('/web-api/customer-data', { headers });
  expect(response.status).toBe(200);
  return { response, body: (await response.json()) as Record<string, unknown> };
}

describe('a customer who signs up', () => {
  it('is known to the next customer-data call, which carries the bookmark of the signup', async () => {
    const signup = await signUp('ada.replica@example.org');
    const bookmark = signup.headers.get('x-d1-bookmark') ?? '';
    expect(bookmark).toMatch(BOOKMARK);
    const cookie = bookmarkCookieOf(signup);
    expect(cookie).toBe(`shop_d1_bookmark=${bookmark}`);
    expect(signup.headers.get('set-cookie')).toMatch(/shop_d1_bookmark=[^;]+; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax/);

    const { body } = await customerData({ cookie: `${sessionOf(signup.headers)}; ${cookie}` });
    expect(body).toMatchObject({ isLoggedIn: true, fullName: 'Ada Lovelace' });
    expect(replicated.sessions.at(-1)).toBe(bookmark);
  });

  it('would not be known yet without it: the nearest replica has not seen the signup', async () => {
    const signup = await signUp('ada.lagging@example.org');
    const { body } = await customerData({ cookie: sessionOf(signup.headers) });
    expect(body).toMatchObject({ isLoggedIn: false });
    expect(replicated.sessions.at(-1)).toBe('first-unconstrained');
  });

  it('is known to an API client that carries the bookmark in x-d1-bookmark', async () => {
    const signup = await signUp('ada.header@example.org');
    const { body } = await customerData({ cookie: sessionOf(signup.headers), 'x-d1-bookmark': signup.headers.get('x-d1-bookmark') ?? '' });
    expect(body).toMatchObject({ isLoggedIn: true, fullName: 'Ada Lovelace' });
  });
});

describe('a request that only reads', () => {
  it('gets no bookmark, so its answer stays free of cookies', async () => {
    const signup = await signUp('ada.reads@example.org');
    const { response } = await customerData({ cookie: `${sessionOf(signup.headers)}; ${bookmarkCookieOf(signup)}` });
    expect(response.headers.get('x-d1-bookmark')).toBeNull();
    expect(response.headers.get('set-cookie') ?? '').not.toContain('shop_d1_bookmark');

    const page = await shop('/', { headers: { cookie: bookmarkCookieOf(signup) } });
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie') ?? '').not.toContain('shop_d1_bookmark');
  });

  it('reads from the nearest replica when what it carries is not a bookmark', async () => {
    const signup = await signUp('ada.garbage@example.org');
    for (const carried of ['garbage', 'ffffffff', `${'0'.repeat(8)}-${'0'.repeat(8)}-${'0'.repeat(8)}-${'g'.repeat(32)}`]) {
      const sessions = replicated.sessions.length;
      const { body } = await customerData({
        cookie: `${sessionOf(signup.headers)}; shop_d1_bookmark=${carried}`,
        'x-d1-bookmark': carried,
      });
      expect(replicated.sessions.length).toBe(sessions + 1);
      expect(body).toMatchObject({ isLoggedIn: false });
      expect(replicated.sessions.at(-1)).toBe('first-unconstrained');
    }
  });
});

describe('with local D1 and its own Sessions API', () => {
  it('each write of a customer hands back a bookmark later than the one before', async () => {
    const signup = await postAccountCall(ACCOUNT_PATHS.signup, {
      email: 'ada.local@example.org',
      password: 'Lange-genug-2026',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    expect(signup.status).toBe(200);
    const first = signup.headers.get('x-d1-bookmark') ?? '';
    expect(first).toMatch(BOOKMARK);

    const cookie = `${sessionOf(signup.headers)}; shop_d1_bookmark=${first}`;
    const rename = await postAccountCall(ACCOUNT_SETTINGS_PATHS.name, { firstName: 'Augusta', lastName: 'King' }, { cookie });
    expect(rename.status).toBe(200);
    const second = rename.headers.get('x-d1-bookmark') ?? '';
    expect(second).toMatch(BOOKMARK);
    expect(second > first).toBe(true);

    const read = await fetchShop(`${HOST}/web-api/customer-data`, {
      headers: { cookie: `${sessionOf(signup.headers)}; shop_d1_bookmark=${second}` },
    });
    expect(await read.json()).toMatchObject({ isLoggedIn: true, firstName: 'Augusta' });
  });
});
