import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { shopCookiesSet } from './account-calls';
import { fetchShop } from './worker-fetch';

// spec §7 /web-api/voucher: a valid code is kept on the visitor's session; anything else is
// refused naming the field and changes nothing.
const url = 'https://kartenliebe.de/web-api/voucher';
const post = (body: unknown, headers: Record<string, string> = {}) =>
  fetchShop(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'https://kartenliebe.de', ...headers },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  await env.DB.batch([
    env.DB.prepare(
      "INSERT OR REPLACE INTO vouchers (code, kind, value, currency, valid_until) VALUES ('SOMMER20', 'percent', 20, NULL, 4102444800000)",
    ),
    env.DB.prepare(
      "INSERT OR REPLACE INTO vouchers (code, kind, value, currency, valid_until) VALUES ('ALT10', 'percent', 10, NULL, 1000)",
    ),
    env.DB.prepare(
      "INSERT OR REPLACE INTO vouchers (code, kind, value, currency, valid_until, active) VALUES ('AUS5', 'amount', 5, 'EUR', 4102444800000, 0)",
    ),
  ]);
});

describe('POST /web-api/voucher', () => {
  it('redeems a valid code, case-insensitively, onto a new session', async () => {
    const response = await post({ code: ' sommer20 ' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ code: 'SOMMER20', kind: 'percent', value: 20, currency: null });
    const [cookie = '', ...others] = shopCookiesSet(response.headers);
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^shop_session=[A-Za-z0-9_-]{43}; Max-Age=2592000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    const token = cookie.slice('shop_session='.length, cookie.indexOf(';'));
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(token));
    const hash = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
    const row = await env.DB.prepare('SELECT voucher_code, customer_id FROM sessions WHERE token_hash = ?1').bind(hash).first();
    expect(row).toEqual({ voucher_code: 'SOMMER20', customer_id: null });
  });

  it('keeps using the visitor’s session when there is one', async () => {
    const first = await post({ code: 'SOMMER20' });
    const cookie = (shopCookiesSet(first.headers)[0] ?? '').split(';')[0]!;
    const again = await post({ code: 'SOMMER20' }, { cookie });
    expect(again.status).toBe(200);
    expect(shopCookiesSet(again.headers)).toEqual([]);
  });

  it('refuses unknown, expired, inactive and malformed codes naming the field', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      for (const code of ['GIBTESNICHT', 'ALT10', 'AUS5']) {
        const response = await post({ code });
        expect([code, response.status]).toEqual([code, 422]);
        expect(await response.json()).toEqual({ error: { field: 'code', problem: 'is not a valid voucher code' } });
        expect(shopCookiesSet(response.headers)).toEqual([]);
      }
      expect(String(warn.mock.calls[0])).toContain('error-add-voucher');
    } finally {
      warn.mockRestore();
    }
    for (const code of ['x', "' OR 1=1 --", 'A'.repeat(40)]) {
      const response = await post({ code });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe('code');
    }
    expect((await post({ code: 'SOMMER20' }, { origin: 'https://evil.example' })).status).toBe(403);
  });
});
