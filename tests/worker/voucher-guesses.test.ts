import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchShop } from './worker-fetch';

// Decision 066: voucher guesses are counted across every client, per code family and in all,
// so guessing from many addresses at once does not find the codes.
const SHOP = 'https://kartenliebe.de';

let clients = 0;
/** Each guess from an address of its own, as a guesser with many would send them. */
const redeem = (code: string, shop = SHOP) =>
  fetchShop(`${shop}/web-api/voucher`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: shop,
      'cf-connecting-ip': `10.64.${Math.floor(clients / 250)}.${(clients++ % 250) + 1}`,
    },
    body: JSON.stringify({ code }),
  });

beforeAll(async () => {
  await env.DB.exec(
    "INSERT OR REPLACE INTO vouchers (code, kind, value, currency, valid_until) VALUES ('WELCOME10', 'percent', 10, NULL, 4102444800000), ('WILLKOMMEN10', 'percent', 10, NULL, 4102444800000), ('KARTEN5', 'amount', 5, 'EUR', 4102444800000)",
  );
});

describe('voucher guesses from many clients', () => {
  it('stop a code family after 30 wrong guesses in 10 minutes, while other families still redeem', async () => {
    const guesses = await Promise.all(Array.from({ length: 40 }, (_, n) => redeem(`WELCOME${n + 50}`)));
    const statuses = guesses.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 422)).toHaveLength(30);
    expect(statuses.filter((status) => status === 429)).toHaveLength(10);
    const refused = guesses.find((answer) => answer.status === 429);
    expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(9 * 60);
    expect(await refused?.json()).toMatchObject({ error: { field: 'code', code: 'rate-limited' } });
    // The family's real code is refused too while it lasts: a guesser must not learn it.
    expect((await redeem('WELCOME10')).status).toBe(429);
    expect((await redeem('KARTEN5')).status).toBe(200);
    // The other shop's families are its own.
    expect((await redeem('WELCOME99', 'https://wallart.de')).status).toBe(422);
  });

  it('give a redeemed code’s count back: a campaign’s shoppers never use up its family', async () => {
    for (let n = 0; n < 35; n++) expect((await redeem('WILLKOMMEN10')).status).toBe(200);
  });

  // 320 calls, each writing to D1: how long they take is the machine's, not the shop's (the default 5 s is not).
  it('across many families are watched, not refused: a guesser cannot close every campaign', { timeout: 60_000 }, async () => {
    const warn = vi.spyOn(console, 'warn');
    const families = Array.from(
      { length: 320 },
      (_, n) => `GUESS${String.fromCharCode(65 + (n % 26))}${String.fromCharCode(65 + Math.floor(n / 26))}1`,
    );
    const statuses: number[] = [];
    for (let batch = 0; batch < families.length; batch += 40) {
      const answers = await Promise.all(families.slice(batch, batch + 40).map((code) => redeem(code)));
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.filter((status) => status !== 422)).toEqual([]);
    expect((await redeem('KARTEN5')).status).toBe(200);
    const events = warn.mock.calls.map((call) => JSON.parse(String(call[0])).event);
    expect(events.filter((event) => event === 'voucher-guessing-widely')).toHaveLength(1);
    warn.mockRestore();
  });
});
