import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// spec §7 /web-api/customer-data against real D1 rows (migrations/0002_customers.sql).
const token = (char: string) => char.repeat(43);

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

beforeAll(async () => {
  const future = Date.now() + 3_600_000;
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR REPLACE INTO customers (id, number, email, first_name, last_name, is_whitelabel) VALUES (901, 'K-901', 'Ada@Example.org', 'Ada', 'Muster', 1)",
    ),
    env.DB.prepare(
      'INSERT OR REPLACE INTO sessions (token_hash, customer_id, cart_articles_amount, expires_at) VALUES (?1, 901, 3, ?2)',
    ).bind(await sha256(token('a')), future),
    env.DB.prepare(
      'INSERT OR REPLACE INTO sessions (token_hash, customer_id, cart_articles_amount, expires_at) VALUES (?1, NULL, 2, ?2)',
    ).bind(await sha256(token('b')), future),
    env.DB.prepare('INSERT OR REPLACE INTO sessions (token_hash, customer_id, expires_at) VALUES (?1, 901, ?2)').bind(
      await sha256(token('c')),
      Date.now() - 1,
    ),
  ]);
});

const customerData = async (cookie?: string) => {
  const response = await fetchShop('https://kartenliebe.de/web-api/customer-data?page=home', cookie ? { headers: { cookie } } : {});
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return response.json();
};

describe('/web-api/customer-data', () => {
  it('answers a logged-in customer with name, whitelabel flag and basket count', async () => {
    expect(await customerData(`shop_session=${token('a')}`)).toEqual({
      emailHash: await sha256('ada@example.org'),
      firstName: 'Ada',
      lastName: 'Muster',
      fullName: 'Ada Muster',
      isLoggedIn: true,
      isWhitelabelCustomer: true,
      number: 'K-901',
      order: { isWhitelabelOrder: false, cartArticlesAmount: 3 },
      type: 0,
      // Kartenliebe has a wishlist: the header counts it (decision 081).
      wishlistCount: 0,
    });
  });

  it('answers a visitor with a basket as not logged in, without any name', async () => {
    const visitor = (await customerData(`shop_session=${token('b')}`)) as {
      isLoggedIn: boolean;
      fullName?: string;
      order: { cartArticlesAmount: number };
    };
    expect(visitor.isLoggedIn).toBe(false);
    expect(visitor.fullName).toBeUndefined();
    expect(visitor.order.cartArticlesAmount).toBe(2);
  });

  it('treats no, expired, unknown or malformed sessions as an anonymous visitor', async () => {
    for (const cookie of [undefined, `shop_session=${token('c')}`, `shop_session=${token('d')}`, "shop_session=' OR 1=1 --"]) {
      expect(await customerData(cookie)).toMatchObject({ isLoggedIn: false, firstName: '', order: { cartArticlesAmount: 0 } });
    }
  });

  it('answers 400 naming the field for an over-long page query', async () => {
    const response = await fetchShop(`https://kartenliebe.de/web-api/customer-data?page=${'x'.repeat(3000)}`);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('page');
  });
});
