import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { customerData } from './account-calls';
import { fetchShop } from './worker-fetch';

// spec §6, §7 /whitelabel/switch (issue 31; decision 085): a whitelabel customer switches their
// order between the whitelabel service and the normal shop, by a plain form or a call.

const HOST = 'https://kartenliebe.de';
const WHITELABEL = `shop_session=${'w'.repeat(43)}`;
const NORMAL = `shop_session=${'n'.repeat(43)}`;

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

beforeAll(async () => {
  const expires = Date.now() + 3_600_000;
  await env.DB.batch([
    env.DB.prepare(
      `INSERT OR REPLACE INTO customers (id, number, email, first_name, last_name, is_whitelabel) VALUES
         (951, '10000951', 'wl@example.org', 'Wanda', 'Weiss', 1), (952, '10000952', 'normal@example.org', 'Nora', 'Normal', 0)`,
    ),
    env.DB.prepare('INSERT OR REPLACE INTO sessions (token_hash, customer_id, expires_at) VALUES (?1, 951, ?3), (?2, 952, ?3)').bind(
      await sha256('w'.repeat(43)),
      await sha256('n'.repeat(43)),
      expires,
    ),
  ]);
});

/** The bar's form as a browser posts it from a page of the shop. */
const formPost = (cookie: string, fields: Record<string, string>, origin = HOST) =>
  fetchShop(`${HOST}/whitelabel/switch`, {
    method: 'POST',
    headers: { origin, cookie, 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });

describe('the whitelabel switch', () => {
  it('turns the order into a whitelabel one and back, and leads back to the page the form was on', async () => {
    expect(await customerData(WHITELABEL)).toMatchObject({ isWhitelabelCustomer: true, order: { isWhitelabelOrder: false } });
    const on = await formPost(WHITELABEL, { to: 'whitelabel', back: '/karten/hochzeit/?sort=neu' });
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/karten/hochzeit/?sort=neu');
    expect(on.headers.get('cache-control')).toBe('private, no-store');
    expect(await customerData(WHITELABEL)).toMatchObject({ order: { isWhitelabelOrder: true } });
    const off = await formPost(WHITELABEL, { to: 'shop', back: '/' });
    expect(off.status).toBe(303);
    expect(await customerData(WHITELABEL)).toMatchObject({ order: { isWhitelabelOrder: false } });
  });

  it('answers a call with the customer as customer-data tells it', async () => {
    const response = await fetchShop(`${HOST}/whitelabel/switch`, {
      method: 'POST',
      headers: { origin: HOST, cookie: WHITELABEL, 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'whitelabel' }),
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ isWhitelabelCustomer: true, order: { isWhitelabelOrder: true } });
  });

  it('refuses a customer who is not a whitelabel customer, and a visitor, with a 403 naming the customer', async () => {
    const normal = await formPost(NORMAL, { to: 'whitelabel', back: '/' });
    expect(normal.status).toBe(403);
    expect(await normal.json()).toMatchObject({ error: { field: 'customer' } });
    expect(await customerData(NORMAL)).toMatchObject({ order: { isWhitelabelOrder: false } });
    expect((await formPost('', { to: 'whitelabel' })).status).toBe(403);
  });

  it('takes no form from another site and leads nowhere but to a path of this shop', async () => {
    const foreign = await formPost(WHITELABEL, { to: 'shop', back: '/' }, 'https://evil.example');
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toMatchObject({ error: { field: 'origin' } });
    for (const back of ['//evil.example/', 'https://evil.example/', '/\\evil.example']) {
      const answer = await formPost(WHITELABEL, { to: 'shop', back });
      expect(answer.status, back).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.json()).toMatchObject({ error: { field: 'back' } });
    }
    const unknown = await formPost(WHITELABEL, { to: 'elsewhere' });
    expect(await unknown.json()).toMatchObject({ error: { field: 'to' } });
  });
});
