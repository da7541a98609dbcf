import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { CardAccessoryOrder } from '../../src/shared/catalogue/card-accessory-order';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { D1_FAULTS, faultyD1 } from '../support/faulty-d1';
import { shopCookiesSet } from './account-calls';
import { fetchShop, fetchShopWithBindings } from './worker-fetch';

// spec §7 /web-api/card-accessory-order (decision 087): a visitor's envelope and accessories for a
// card theme, kept on their session, checked against what the card price call offers.

const HOST = 'https://kartenliebe.de';
const PATH = '/web-api/card-accessory-order';
const THEME = '2048';

type Problem = { error: { field: string; problem: string } };
type CardPrice = { envelope: unknown; accessories: { sku: string; kind: string }[] };

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

const postInit = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  headers: { origin: HOST, 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const post = (body: unknown, headers: Record<string, string> = {}) => fetchShop(`${HOST}${PATH}`, postInit(body, headers));
const read = async (themeId: string, cookie?: string) => {
  const response = await fetchShop(`${HOST}${PATH}?themeId=${themeId}`, cookie ? { headers: { cookie } } : {});
  return { response, body: (await response.json()) as CardAccessoryOrder & Problem };
};
/** The session cookie a response sets, as the browser sends it back; '' for none. */
const sessionCookie = (response: Response) => (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
/** What the card price call offers with each card of a theme (decision 045). */
const offerOf = async (themeId: string) => (await (await fetchShop(`${HOST}/web-api/card-price?themeId=${themeId}`)).json()) as CardPrice;
const count = async (sql: string, ...values: unknown[]) =>
  Number(
    await env.DB.prepare(sql)
      .bind(...values)
      .first('n'),
  );

describe('POST /web-api/card-accessory-order', () => {
  it('keeps a visitor’s choice on a new session, and GET answers it; other themes and visitors have none', async () => {
    const offer = await offerOf(THEME);
    expect(offer.accessories.length).toBeGreaterThan(1);
    const [first, second] = offer.accessories;
    // Named in any order, kept in the order the theme offers them.
    const response = await post({ themeId: THEME, accessories: [second?.sku, first?.sku] });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const kept = (await response.json()) as CardAccessoryOrder;
    // Without an envelope named, the calculator's default: the standard envelope the theme has (decision 070).
    expect(kept).toMatchObject({ themeId: THEME, envelope: offer.envelope ? 'standard' : 'none', accessories: [first?.sku, second?.sku] });
    expect(Date.parse(kept.savedAt ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const cookie = sessionCookie(response);
    expect(shopCookiesSet(response.headers)).toEqual([
      expect.stringMatching(/^shop_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/),
    ]);

    const again = await read(THEME, cookie);
    expect(again.response.status).toBe(200);
    expect(again.body).toEqual(kept);
    expect((await read('2000', cookie)).body).toEqual({ themeId: '2000', envelope: null, accessories: [], savedAt: null });
    expect((await read(THEME)).body).toEqual({ themeId: THEME, envelope: null, accessories: [], savedAt: null });
  });

  it('changes the choice on the visitor’s session without a new one', async () => {
    const first = await post({ themeId: THEME, accessories: [(await offerOf(THEME)).accessories[0]?.sku] });
    const cookie = sessionCookie(first);
    const changed = await post({ themeId: THEME, envelope: 'none', accessories: [] }, { cookie });
    expect(changed.status).toBe(200);
    expect(shopCookiesSet(changed.headers)).toEqual([]);
    expect((await read(THEME, cookie)).body).toMatchObject({ envelope: 'none', accessories: [] });
    const hash = await sha256(cookie.slice('shop_session='.length));
    expect(await count('SELECT count(*) AS n FROM card_accessory_orders WHERE token_hash = ?1', hash)).toBe(1);
  });

  it('never takes on a session token the shop did not give out', async () => {
    const made = 'm'.repeat(43);
    const response = await post({ themeId: THEME, accessories: [] }, { cookie: `shop_session=${made}` });
    expect(response.status).toBe(200);
    const cookie = sessionCookie(response);
    expect(cookie).toMatch(/^shop_session=/);
    expect(cookie).not.toContain(made);
    expect(await count('SELECT count(*) AS n FROM sessions WHERE token_hash = ?1', await sha256(made))).toBe(0);
  });

  it('refuses what the catalogue does not offer with this theme, naming the field, and keeps nothing', async () => {
    const offer = await offerOf(THEME);
    const before = await count('SELECT count(*) AS n FROM card_accessory_orders');
    const pieceOnly = (await (await fetchShop(`${HOST}/web-api/card-accessories?kind=pen`)).json()) as { sku: string }[];
    expect(pieceOnly.length).toBeGreaterThan(0);
    for (const [body, field] of [
      [{ themeId: '9999', accessories: [] }, 'themeId'],
      [{ themeId: '<b>', accessories: [] }, 'themeId'],
      [{ accessories: [] }, 'themeId'],
      // A pen is sold by the piece, not with each card (decision 045).
      [{ themeId: THEME, accessories: [offer.accessories[0]?.sku, pieceOnly[0]?.sku] }, 'accessories.1'],
      [{ themeId: THEME, accessories: ['gibt-es-nicht'] }, 'accessories.0'],
      [{ themeId: THEME, accessories: [offer.accessories[0]?.sku, offer.accessories[0]?.sku] }, 'accessories'],
      [{ themeId: THEME, accessories: 'seal' }, 'accessories'],
      [{ themeId: THEME }, 'accessories'],
      [{ themeId: THEME, envelope: 'gold', accessories: [] }, 'envelope'],
    ] as const) {
      const response = await post(body);
      const problem = (await response.json()) as Problem;
      expect([field, response.status, problem.error.field]).toEqual([field, 400, field]);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const notJson = await fetchShop(`${HOST}${PATH}`, { ...postInit({}), body: '{"themeId":' });
    expect(notJson.status).toBe(400);
    expect(await count('SELECT count(*) AS n FROM card_accessory_orders')).toBe(before);
  });

  it('refuses a call from another site or a form, unread', async () => {
    const body = { themeId: THEME, accessories: [] };
    const foreign = await post(body, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as Problem).error.field).toBe('origin');
    const form = await fetchShop(`${HOST}${PATH}`, {
      method: 'POST',
      headers: { origin: HOST, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'themeId=2048',
    });
    expect(form.status).toBe(415);
  });

  it('throttles one client after 30 choices a minute, and not another', async () => {
    const client = { 'cf-connecting-ip': '192.0.2.87' };
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 31; attempt++) statuses.push((await post({ themeId: THEME, accessories: [] }, client)).status);
    expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
    expect(statuses[30]).toBe(429);
    const refused = await post({ themeId: THEME, accessories: [] }, client);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect((await post({ themeId: THEME, accessories: [] }, { 'cf-connecting-ip': '192.0.2.88' })).status).toBe(200);
  });

  it('moves with the visitor when they sign up or log in on the new session (decision 047)', async () => {
    const chosen = await post({ themeId: THEME, envelope: 'none', accessories: [] });
    const visitor = sessionCookie(chosen);
    const signup = await fetchShop(`${HOST}/web-api/customer-signup`, {
      ...postInit({ email: `choice-${Date.now()}@example.org`, password: 'eine Wahl bleibt', firstName: 'Ida', lastName: 'Wahl' }),
      headers: { origin: HOST, 'content-type': 'application/json', cookie: visitor },
    });
    expect(signup.status).toBe(200);
    const customer = sessionCookie(signup);
    expect(customer).not.toBe(visitor);
    expect((await read(THEME, customer)).body).toMatchObject({ themeId: THEME, envelope: 'none' });
    // The old token is gone with everything on it.
    expect((await read(THEME, visitor)).body.savedAt).toBeNull();
  });

  it('ends with the session', async () => {
    const response = await post({ themeId: THEME, accessories: [] });
    const hash = await sha256(sessionCookie(response).slice('shop_session='.length));
    await env.DB.prepare('DELETE FROM sessions WHERE token_hash = ?1').bind(hash).run();
    expect(await count('SELECT count(*) AS n FROM card_accessory_orders WHERE token_hash = ?1', hash)).toBe(0);
    // An expired session's choice is no longer answered.
    const expired = await post({ themeId: THEME, envelope: 'none', accessories: [] });
    const cookie = sessionCookie(expired);
    await env.DB.prepare('UPDATE sessions SET expires_at = 1 WHERE token_hash = ?1')
      .bind(await sha256(cookie.slice('shop_session='.length)))
      .run();
    expect((await read(THEME, cookie)).body.savedAt).toBeNull();
  });
});

describe('GET /web-api/card-accessory-order', () => {
  it('answers 400 or 404 naming themeId for a theme it cannot have', async () => {
    for (const [query, status] of [
      ['', 400],
      ['?themeId=%3Cb%3E', 400],
      ['?themeId=9999', 404],
    ] as const) {
      const response = await fetchShop(`${HOST}${PATH}${query}`);
      expect([query, response.status, ((await response.json()) as Problem).error.field]).toEqual([query, status, 'themeId']);
    }
  });
});

describe('D1 faults (decision 062)', () => {
  it('retries a transient fault of the write: the choice is kept once', async () => {
    const fault = faultyD1(env.DB, { failures: 1, failOn: /INSERT INTO card_accessory_orders/ });
    const response = await fetchShopWithBindings(`${HOST}${PATH}`, { DB: fault.db }, postInit({ themeId: THEME, accessories: [] }));
    expect(response.status).toBe(200);
    expect(fault.failed).toBe(1);
    const cookie = sessionCookie(response);
    expect((await read(THEME, cookie)).body.envelope).not.toBeNull();
  });

  it('answers 503 when D1 stays down, sets no cookie and writes neither session nor choice', async () => {
    const log = expectConsoleErrors();
    const sessions = await count('SELECT count(*) AS n FROM sessions');
    const choices = await count('SELECT count(*) AS n FROM card_accessory_orders');
    const fault = faultyD1(env.DB, {
      failures: Number.POSITIVE_INFINITY,
      message: D1_FAULTS.connectionLost,
      failOn: /INSERT INTO sessions/,
    });
    const response = await fetchShopWithBindings(`${HOST}${PATH}`, { DB: fault.db }, postInit({ themeId: THEME, accessories: [] }));
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(await count('SELECT count(*) AS n FROM sessions')).toBe(sessions);
    expect(await count('SELECT count(*) AS n FROM card_accessory_orders')).toBe(choices);
    expect(log.mock.calls.flat().join(' ')).toContain('dependency-unavailable');
    expect(log.mock.calls.flat().join(' ')).not.toContain('unhandled-error');
  });

  it('answers a read 503 when D1 is down', async () => {
    expectConsoleErrors();
    const fault = faultyD1(env.DB, { failures: Number.POSITIVE_INFINITY });
    const response = await fetchShopWithBindings(`${HOST}${PATH}?themeId=${THEME}`, { DB: fault.db });
    expect(response.status).toBe(503);
  });
});

describe('the designer hand-off (decision 087)', () => {
  const DESIGNER_ORIGINS = JSON.stringify({
    kartenliebe: { web: 'https://designer.kartenliebe.{ending}', desktop: 'https://app.kartenliebe.{ending}' },
    wallart: { web: 'https://gestalten.example', desktop: 'https://app.wallart.{ending}' },
  });
  const handOff = (query: string, cookie: string, bindings: Partial<Env> = {}) =>
    fetchShopWithBindings(`${HOST}/configurator-card?${query}`, { DESIGNER_ORIGINS, ...bindings } as Partial<Env>, {
      headers: { cookie },
    });
  const carried = (response: Response) => new URL(response.headers.get('location') ?? 'https://none.example/').searchParams;

  it('carries the envelope and accessories the session keeps for the theme, unless the link names its own', async () => {
    const offer = await offerOf(THEME);
    const [first] = offer.accessories;
    const kept = await post({ themeId: THEME, envelope: 'none', accessories: [first?.sku] });
    const cookie = sessionCookie(kept);

    const response = await handOff(`themeId=${THEME}&quantity=100`, cookie);
    expect(response.status).toBe(302);
    const query = carried(response);
    expect(query.get('envelope')).toBe('none');
    expect(query.getAll('accessoryTypes[]')).toEqual([first?.sku]);
    expect(response.headers.get('location')).toMatch(
      /^https:\/\/designer\.kartenliebe\.de\/configurator-card\?themeId=2048&quantity=100&envelope=none&/,
    );

    // The link's own choice wins; another theme, and another visitor, carry nothing.
    expect(carried(await handOff(`themeId=${THEME}&envelope=standard`, cookie)).getAll('accessoryTypes[]')).toEqual([]);
    expect(carried(await handOff(`themeId=${THEME}&accessoryTypes[]=pen-gold`, cookie)).get('envelope')).toBeNull();
    expect(carried(await handOff('themeId=2049', cookie)).get('envelope')).toBeNull();
    expect(carried(await handOff(`themeId=${THEME}`, '')).get('envelope')).toBeNull();
  });

  it('hands off without the kept choice when D1 does not answer', async () => {
    const kept = await post({ themeId: THEME, accessories: [] });
    const cookie = sessionCookie(kept);
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const fault = faultyD1(env.DB, { failures: Number.POSITIVE_INFINITY });
    const response = await handOff(`themeId=${THEME}&quantity=50`, cookie, { DB: fault.db });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe(
      'https://designer.kartenliebe.de/configurator-card?themeId=2048&quantity=50&locale=de-DE',
    );
    expect(warnings.mock.calls.flat().join(' ')).toContain('card-choice-unavailable');
    warnings.mockRestore();
  });
});
