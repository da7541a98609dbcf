import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// spec §7 /gift-voucher (spec §1 gift vouchers; issue 31; decision 088): the offer of a market,
// and a choice handed to the basket of the shop backend in the market's language.

const post = (url: string, body: string, contentType: string, origin = new URL(url).origin) =>
  fetchShop(url, { method: 'POST', headers: { origin, 'content-type': contentType }, body });
const form = (url: string, fields: Record<string, string>, origin?: string) =>
  post(url, new URLSearchParams(fields).toString(), 'application/x-www-form-urlencoded', origin);

describe('the gift voucher offer', () => {
  it('names the values of the market’s currency, each at its price as the pages write it', async () => {
    const swiss = await fetchShop('https://kartenliebe.ch/gift-voucher?locale=fr-CH');
    expect(swiss.status).toBe(200);
    const offer = (await swiss.json()) as { currency: string; values: { value: number; price: number; priceText: string }[] };
    expect(offer.currency).toBe('CHF');
    expect(offer.values.length).toBeGreaterThanOrEqual(3);
    for (const each of offer.values) expect(each.price).toBe(each.value);
    const german = (await (await fetchShop('https://kartenliebe.de/gift-voucher')).json()) as typeof offer;
    expect(german.currency).toBe('EUR');
    expect(german.values.find((each) => each.value === 25)?.priceText).toMatch(/^25,00\s€$/);
  });
});

describe('a gift voucher chosen', () => {
  it('goes to the basket of the page’s language with the value, currency and design, from a plain form', async () => {
    const answer = await form('https://kartenliebe.ch/gift-voucher?locale=fr-CH', { value: '50', design: 'Noël' });
    expect(answer.status).toBe(303);
    const location = new URL(answer.headers.get('location') ?? '');
    expect(location.origin + location.pathname).toBe('https://kartenliebe.ch/fr/panier/');
    expect(Object.fromEntries(location.searchParams)).toEqual({
      addToCart: 'gift-voucher',
      sku: 'gift-voucher',
      amount: '1',
      value: '50',
      currency: 'CHF',
      design: 'Noël',
    });
  });

  it('answers a call sending JSON with the basket’s address, on wallart without the trailing slash', async () => {
    const answer = await post('https://wallart.de/gift-voucher', JSON.stringify({ value: 25 }), 'application/json');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      basketUrl: 'https://wallart.de/warenkorb?addToCart=gift-voucher&sku=gift-voucher&amount=1&value=25&currency=EUR',
      value: 25,
      currency: 'EUR',
    });
  });

  it('refuses a value the market does not offer and a design that is not a name, naming the field', async () => {
    const odd = await form('https://kartenliebe.de/gift-voucher', { value: '33' });
    expect(odd.status).toBe(400);
    expect(await odd.json()).toMatchObject({ error: { field: 'value' } });
    const swissValueInEuros = await form('https://kartenliebe.de/gift-voucher', { value: '30' });
    expect(swissValueInEuros.status).toBe(400);
    const script = await form('https://kartenliebe.de/gift-voucher', { value: '25', design: '<script>' });
    expect(script.status).toBe(400);
    expect(await script.json()).toMatchObject({ error: { field: 'design' } });
    expect(script.headers.get('location')).toBeNull();
    const elsewhere = await form('https://kartenliebe.de/gift-voucher?locale=fr-CH', { value: '50' });
    expect(await elsewhere.json()).toMatchObject({ error: { field: 'locale' } });
  });

  it('takes no form from another site', async () => {
    const answer = await form('https://kartenliebe.de/gift-voucher', { value: '25' }, 'https://evil.example');
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: { field: 'origin' } });
  });
});
