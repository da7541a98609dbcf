import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { keepPreparedAnswer, replayPreparedAnswer } from '../../src/worker/features/page-cache/prepared-answers';
import worker from '../../src/worker/index';
import { shopEnv } from '../../src/worker/platform/bindings';

// Prepared answers (decision 099): a public JSON answer, a price call's or the shipping
// information's, is answered again by the isolate that made it, as a shared cache in front of the
// worker would: the same bytes and headers, its own request id, an Age, for the request
// headers its Vary names, within its max-age and never longer than a minute.

/** A deployment of its own: what one isolate keeps for it, no other test shares. */
const deployment = () => shopEnv({ ...env });

async function ask(where: Env, url: string, headers: Record<string, string> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { headers: { 'cf-connecting-ip': '198.51.100.90', ...headers } }), where, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

const PRICES = 'https://wallart.at/price-api/prices/formats?materialType=leinwand&formats=600x400';
const priceOf = async (response: Response) =>
  ((await response.json()) as { payload: { formats: { priceCurrent: number }[] } }).payload.formats[0]?.priceCurrent;

describe('prepared answers', () => {
  it('answer a price call again with the same bytes and headers, a request id of their own, and an Age', async () => {
    const where = deployment();
    const first = await ask(where, PRICES);
    const again = await ask(where, PRICES);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(await again.text()).toBe(await first.text());
    const fixed = (response: Response) => [...response.headers].filter(([name]) => !['x-request-id', 'age'].includes(name));
    // The security headers too: an API's policy allows no script, so there is no nonce to renew (decision 101).
    expect(fixed(again)).toEqual(fixed(first));
    expect(again.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(again.headers.get('cache-control')).toBe('public, max-age=60');
    expect(again.headers.get('age')).toMatch(/^\d+$/);
    expect(first.headers.get('age')).toBeNull();
    expect(again.headers.get('x-request-id')).not.toBe(first.headers.get('x-request-id'));
  });

  it('keep a changed price for their minute, and ask again for a request that wants it fresh', async () => {
    const where = deployment();
    const before = await priceOf(await ask(where, PRICES));
    await env.DB.prepare(
      "INSERT OR REPLACE INTO prices (channel, article, currency, locale, price_current, price_original) VALUES ('wallart', 'format/leinwand/600x400', 'EUR', 'de-AT', 12345, NULL)",
    ).run();
    expect(await priceOf(await ask(where, PRICES))).toBe(before);
    expect(await priceOf(await ask(where, PRICES, { 'cache-control': 'no-cache' }))).toBe(123.45);
    // What it asked anew is what it keeps from then on.
    expect(await priceOf(await ask(where, PRICES))).toBe(123.45);
  });

  it('answer each market its own: the answer varies by X-Locale', async () => {
    const where = deployment();
    const url = 'https://kartenliebe.ch/web-api/express-shop';
    const german = (await (await ask(where, url, { 'x-locale': 'de-CH' })).json()) as { locale: string };
    const french = (await (await ask(where, url, { 'x-locale': 'fr-CH' })).json()) as { locale: string };
    const germanAgain = await ask(where, url, { 'x-locale': 'de-CH' });
    expect([german.locale, french.locale]).toEqual(['de-CH', 'fr-CH']);
    expect(germanAgain.headers.get('age')).not.toBeNull();
    expect(((await germanAgain.json()) as { locale: string }).locale).toBe('de-CH');
  });

  it('never keep what is one visitor’s, a failure, or a change', async () => {
    const where = deployment();
    for (const [url, init] of [
      ['https://kartenliebe.de/web-api/customer-data', {}],
      ['https://kartenliebe.de/web-api/shipping-information?locale=xx-XX', {}],
    ] as const) {
      await ask(where, url, init);
      expect((await ask(where, url, init)).headers.get('age'), url).toBeNull();
    }
  });
});

describe('how long a prepared answer is answered', () => {
  const json = (cacheControl: string, headers: Record<string, string> = {}) =>
    new Response('{"ok":true}', { headers: { 'content-type': 'application/json', 'cache-control': cacheControl, ...headers } });
  const asked = (headers: Record<string, string> = {}) => new Request('https://wallart.de/web-api/a-call', { headers });

  it('within its max-age, and never longer than a minute', async () => {
    const where = deployment();
    await keepPreparedAnswer(asked(), where, json('public, max-age=30'), 0);
    expect(replayPreparedAnswer(asked(), where, 29_999)?.headers.get('age')).toBe('29');
    expect(replayPreparedAnswer(asked(), where, 30_000)).toBeNull();
    await keepPreparedAnswer(asked(), where, json('public, max-age=86400'), 100_000);
    expect(replayPreparedAnswer(asked(), where, 159_999)).not.toBeNull();
    expect(replayPreparedAnswer(asked(), where, 160_000)).toBeNull();
  });

  it('only for a shared policy without a cookie, and for the values of the headers it varies by', async () => {
    const where = deployment();
    for (const answer of [json('private, no-store'), json('no-cache'), json('public, max-age=60', { 'set-cookie': 'a=b' })]) {
      await keepPreparedAnswer(asked(), where, answer, 0);
      expect(replayPreparedAnswer(asked(), where, 1)).toBeNull();
    }
    await keepPreparedAnswer(asked({ 'x-locale': 'de-AT' }), where, json('public, max-age=60', { vary: 'X-Locale' }), 0);
    expect(replayPreparedAnswer(asked({ 'x-locale': 'de-AT' }), where, 1)).not.toBeNull();
    expect(replayPreparedAnswer(asked({ 'x-locale': 'de-DE' }), where, 1)).toBeNull();
    expect(replayPreparedAnswer(asked(), where, 1)).toBeNull();
    expect(replayPreparedAnswer(new Request('https://wallart.de/web-api/a-call', { method: 'HEAD' }), where, 1)).toBeNull();
  });
});
