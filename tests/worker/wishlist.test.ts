import { describe, expect, it } from 'vitest';
import { attr, getAllByRole, getByRole, nameOf, parseHtml } from '../support/dom';
import { shopCookiesSet } from './account-calls';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// Issue 14, the wishlist (spec §1 wishlist, §2 route `wishlist`, §3 `wishlistAvailable`; decision
// 054), on the worker with its real D1 and the demo catalogue.

type Item = { item: string; kind: string; name: string; href: string; price: { current: string } | null };
type Answer = { items?: Item[]; message?: string; error?: { field: string } };

const SHOP = 'https://kartenliebe.de';
let accountCount = 0;
const newEmail = () => `merkliste-${Date.now()}-${accountCount++}@example.org`;

/** The cookies a response sets, as the browser sends them back (a removed one is left out). */
function cookiesOf(headers: Headers, before = ''): string {
  const jar = new Map(before ? before.split('; ').map((pair) => pair.split('=', 2) as [string, string]) : []);
  for (const line of headers.getSetCookie()) {
    const [pair = ''] = line.split(';');
    const [name = '', value = ''] = pair.split('=', 2);
    if (/Max-Age=0/i.test(line) || value === '') jar.delete(name);
    else jar.set(name, value);
  }
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

async function call(
  path: string,
  options: { body?: unknown; cookie?: string; origin?: string | null; host?: string; locale?: string } = {},
) {
  const host = options.host ?? SHOP;
  const headers: Record<string, string> = {};
  if (options.cookie) headers.cookie = options.cookie;
  if (options.locale) headers['x-locale'] = options.locale;
  const init: RequestInit = { headers };
  if (options.body !== undefined) {
    init.method = 'POST';
    headers['content-type'] = 'application/json';
    if (options.origin !== null) headers.origin = options.origin ?? host;
    init.body = JSON.stringify(options.body);
  }
  const response = await fetchShop(`${host}${path}`, init);
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

const list = (cookie: string, host?: string) => call('/web-api/wishlist', { cookie, ...(host ? { host } : {}) });
const add = (item: string, cookie = '', options: { host?: string; locale?: string } = {}) =>
  call('/web-api/wishlist-add', { body: { item }, cookie, ...options });
const remove = (item: string, cookie = '') => call('/web-api/wishlist-remove', { body: { item }, cookie });

describe("a visitor's wishlist", () => {
  it('keeps hearted designs in an http-only cookie, newest first, each with its link and price', async () => {
    const first = await add('card:2000');
    expect(first.status).toBe(200);
    const setCookie = first.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/shop_wishlist=card%3A2000;/);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    let cookie = cookiesOf(first.headers);

    const second = await add('calendar:4700', cookie);
    cookie = cookiesOf(second.headers, cookie);
    expect(second.body.items?.map((each) => each.item)).toEqual(['calendar:4700', 'card:2000']);
    const card = second.body.items?.[1];
    expect(card).toMatchObject({ kind: 'card', name: 'Schultüte', href: '/themes/2000/' });
    expect(card?.price?.current).toMatch(/1,49\s€/);

    // The same design twice is kept once.
    const again = await add('card:2000', cookie);
    expect(again.body.items?.map((each) => each.item)).toEqual(['card:2000', 'calendar:4700']);
    cookie = cookiesOf(again.headers, cookie);

    const removed = await remove('card:2000', cookie);
    cookie = cookiesOf(removed.headers, cookie);
    expect((await list(cookie)).body.items?.map((each) => each.item)).toEqual(['calendar:4700']);
    // The last one removed takes the cookie with it.
    const empty = await remove('calendar:4700', cookie);
    expect(empty.headers.getSetCookie().join('\n')).toMatch(/shop_wishlist=;.*Max-Age=0/);
    expect(empty.body.items).toEqual([]);
  });

  it('prices and links in the visitor’s locale and domain', async () => {
    const answer = await add('card:2000', '', { host: 'https://kartenliebe.ch', locale: 'fr-CH' });
    expect(answer.status).toBe(200);
    expect(answer.body.items?.[0]?.href).toBe('/fr/themes/2000/');
    expect(answer.body.items?.[0]?.price?.current).toMatch(/CHF/);
  });

  it('refuses what is not a design of this shop, naming the item, and keeps the list as it was', async () => {
    for (const item of ['card:999999', 'card:2000;evil', 'poster:2000', '', `card:${'x'.repeat(70)}`]) {
      const answer = await add(item);
      expect(answer.status, item).toBe(400);
      expect(answer.body.error?.field).toBe('item');
      expect(answer.body.message).toBe('Dieses Design gibt es hier nicht.');
      expect(answer.headers.getSetCookie()).toEqual([]);
    }
    const notJson = await fetchShop(`${SHOP}/web-api/wishlist-add`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json' },
      body: '{"item":',
    });
    expect(notJson.status).toBe(400);
  });

  it('says when the list is full, in the visitor’s language', async () => {
    // Fifty well-formed items, as a full list's cookie holds them.
    const full = `shop_wishlist=${Array.from({ length: 50 }, (_, i) => `card:x${i}`).join('.')}`;
    const answer = await call('/web-api/wishlist-add', { body: { item: 'card:2001' }, cookie: full, locale: 'de-DE' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toMatch(/Platz für 50 Designs/);
  });

  it('refuses a change from another origin or none', async () => {
    expect((await call('/web-api/wishlist-add', { body: { item: 'card:2000' }, origin: null })).status).toBe(403);
    expect((await call('/web-api/wishlist-add', { body: { item: 'card:2000' }, origin: 'https://evil.example' })).status).toBe(403);
  });

  it('does not exist on a channel without a wishlist (spec §3 wishlistAvailable)', async () => {
    expect((await list('', 'https://wallart.de')).status).toBe(404);
    expect((await add('card:2000', '', { host: 'https://wallart.de' })).status).toBe(404);
  });
});

describe("a customer's wishlist", () => {
  it('takes the visitor’s hearts at signup and login, stays with the account, and leaves with logout', async () => {
    const hearted = await add('card:2010');
    let cookie = cookiesOf(hearted.headers);
    const email = newEmail();
    const signedUp = await call('/web-api/customer-signup', {
      body: { email, password: 'Sonnenblume 42', firstName: 'Mia', lastName: 'Sommer' },
      cookie,
    });
    expect(signedUp.status).toBe(200);
    // The visitor's cookie goes: the list is the account's now.
    expect(signedUp.headers.getSetCookie().join('\n')).toMatch(/shop_wishlist=;.*Max-Age=0/);
    cookie = cookiesOf(signedUp.headers, cookie);
    expect(cookie).not.toContain('shop_wishlist');
    expect((await list(cookie)).body.items?.map((each) => each.item)).toEqual(['card:2010']);

    const more = await add('calendar:4701', cookie);
    expect(shopCookiesSet(more.headers)).toEqual([]);
    expect(more.body.items?.map((each) => each.item)).toEqual(['calendar:4701', 'card:2010']);

    const loggedOut = await call('/web-api/customer-logout', { body: {}, cookie });
    cookie = cookiesOf(loggedOut.headers, cookie);
    expect((await list(cookie)).body.items).toEqual([]);

    // A visitor hearts another design, then logs in: both lists become one.
    const visitor = await add('card:2011', cookie);
    cookie = cookiesOf(visitor.headers, cookie);
    const loggedIn = await call('/web-api/customer-login', { body: { email, password: 'Sonnenblume 42' }, cookie });
    expect(loggedIn.status).toBe(200);
    cookie = cookiesOf(loggedIn.headers, cookie);
    expect((await list(cookie)).body.items?.map((each) => each.item)).toEqual(['card:2011', 'calendar:4701', 'card:2010']);

    const removed = await remove('card:2010', cookie);
    expect(removed.body.items?.map((each) => each.item)).toEqual(['card:2011', 'calendar:4701']);
  });
});

describe('the wishlist in the header (decision 081)', () => {
  const customerData = async (cookie: string, host = SHOP) => {
    const response = await fetchShop(`${host}/web-api/customer-data`, { headers: cookie ? { cookie } : {} });
    return (await response.json()) as { wishlistCount?: number; isLoggedIn: boolean; order: unknown };
  };

  it('is counted in the customer data, for a visitor and, after login, for the customer', async () => {
    expect((await customerData('')).wishlistCount).toBe(0);
    const first = await add('card:2020');
    let cookie = cookiesOf(first.headers);
    const second = await add('card:2021', cookie);
    cookie = cookiesOf(second.headers, cookie);
    expect((await customerData(cookie)).wishlistCount).toBe(2);

    // The login's answer, which the header takes as it is, counts the merged list.
    const email = newEmail();
    const signedUp = await call('/web-api/customer-signup', {
      body: { email, password: 'Sonnenblume 42', firstName: 'Ida', lastName: 'Herz' },
      cookie,
    });
    expect((signedUp.body as { wishlistCount?: number }).wishlistCount).toBe(2);
    cookie = cookiesOf(signedUp.headers, cookie);
    const third = await add('calendar:4702', cookie);
    cookie = cookiesOf(third.headers, cookie);
    const customer = await customerData(cookie);
    expect(customer.isLoggedIn).toBe(true);
    expect(customer.wishlistCount).toBe(3);
  });

  it('is a link to the wishlist page of the language where the channel has a wishlist, and nowhere else', async () => {
    for (const [url, name, href] of [
      ['https://kartenliebe.de/', 'Merkliste', '/wishlist'],
      ['https://kartenliebe.ch/fr/', 'Liste d’envies', '/fr/wishlist'],
    ] as const) {
      const html = await (await fetchShop(url)).text();
      const items = getByRole(parseHtml(html), 'list', { name: /Service|compte|Konto/ });
      const link = getAllByRole(items, 'link').find((each) => nameOf(each).includes(name));
      expect(link, url).toBeDefined();
      expect(attr(link!, 'href')?.replace(/\/$/, '')).toBe(href);
      const page = await fetchShop(new URL(attr(link!, 'href') ?? '', url).href);
      expect(page.status).toBe(200);
    }
    // Wallart has no wishlist (spec §3): no entry, and no count in its customer data.
    const wallart = getByRole(parseHtml(await (await fetchShop('https://wallart.de/')).text()), 'list', { name: 'Service und Konto' });
    expect(getAllByRole(wallart, 'link').map((link) => attr(link, 'href'))).not.toContain('/wishlist');
    expect(getAllByRole(wallart, 'link').length).toBeGreaterThan(0);
    expect((await customerData('', 'https://wallart.de')).wishlistCount).toBeUndefined();
  });
});

describe('the wishlist page', () => {
  it('is the same for everyone and comes from the page cache: the list arrives through its call', async () => {
    const hearted = await add('card:2012');
    const cookie = cookiesOf(hearted.headers);
    const url = `${SHOP}/wishlist/?visit=${Date.now()}`;
    const first = await fetchShopWithVars(url, {}, { headers: { cookie } });
    expect(first.status).toBe(200);
    await first.text();
    const second = await fetchShopWithVars(url, {}, { headers: { cookie } });
    expect(second.headers.get('x-page-cache')).toBe('hit');
    const html = await second.text();
    expect(html).toContain('<h1>Merkliste</h1>');
    expect(html).toContain('Ihre Merkliste wird geladen');
    expect(html).not.toContain('Geleit');
    // The page starts its own module beside the entry.
    expect(html).toMatch(/<script type="module" src="\/assets\/visitor-page-[A-Za-z0-9]+\.js"/);
  });

  it('is not there on a channel without a wishlist', async () => {
    expect((await fetchShop('https://wallart.de/wishlist')).status).toBe(404);
  });
});

describe('the wishlist hearts', () => {
  it('stand unpressed and disabled on a theme page, whose own module wires them', async () => {
    const response = await fetchShop(`${SHOP}/themes/2000/`);
    const html = await response.text();
    expect(html).toMatch(
      /<button type="button" class="wishlist-heart" data-wishlist-item="card:2000"[^>]*aria-pressed="false" disabled="">/,
    );
    expect(html).toMatch(/<script type="module" src="\/assets\/wishlist-hearts-[A-Za-z0-9]+\.js"/);
  });

  it('are not on a channel without a wishlist', async () => {
    const html = await (await fetchShop('https://wallart.de/themes/2000')).text();
    expect(html).not.toContain('data-wishlist-item');
    expect(html).not.toContain('wishlist-hearts-');
  });
});
