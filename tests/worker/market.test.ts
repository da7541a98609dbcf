import { describe, expect, it } from 'vitest';
import type { AccessoryCard } from '../../src/shared/catalogue/listing';
import { fetchShop } from './worker-fetch';

// spec §7: catalogue and pricing calls answer in the request's locale and currency, from the
// X-Locale and X-Channel headers when sent, else from the host (decision 033).

const penOn = (host: string, headers: Record<string, string> = {}, query = '') =>
  fetchShop(`https://${host}/accessory?sku=pen-gold${query}`, { headers });

describe('the market of a catalogue call', () => {
  it('follows X-Locale among the locales of the host, with its currency and its own prices', async () => {
    const price = async (response: Response) => ((await response.json()) as AccessoryCard).price;
    // On the Swiss domain: German and French Switzerland both pay francs.
    expect(await price(await penOn('kartenliebe.ch', { 'x-locale': 'fr-CH' }))).toEqual(await price(await penOn('kartenliebe.ch')));
    // Austria has a price of its own for the pen; the host alone already says so.
    expect((await price(await penOn('kartenliebe.at', { 'x-locale': 'de-AT', 'x-channel': 'kartenliebe-at' })))?.current).toBe(4.2);
    expect((await price(await penOn('kartenliebe.de', { 'x-channel': 'kartenliebe-de' })))?.current).toBe(3.9);
    const answer = await penOn('kartenliebe.de');
    expect(answer.headers.get('vary')).toContain('X-Locale');
    await answer.arrayBuffer();
  });

  it('answers 400 naming the header that does not fit, without echoing it', async () => {
    const cases = [
      [{ 'x-locale': '<script>alert(1)</script>' }, 'x-locale'],
      [{ 'x-locale': 'fr-FR' }, 'x-locale'], // France is not served on the Swiss domain
      [{ 'x-channel': 'wallart-ch' }, 'x-channel'], // the host is kartenliebe's
      [{ 'x-locale': 'it-CH', 'x-channel': 'kartenliebe-de' }, 'x-channel'], // the locale's country is ch
    ] as const;
    for (const [headers, field] of cases) {
      const response = await penOn('kartenliebe.ch', headers);
      expect(response.status, JSON.stringify(headers)).toBe(400);
      const body = await response.text();
      expect(JSON.parse(body).error.field).toBe(field);
      expect(body).not.toContain('<script>');
    }
    const badQuery = await penOn('kartenliebe.ch', {}, '&locale=xx-XX');
    expect(badQuery.status).toBe(400);
    expect(((await badQuery.json()) as { error: { field: string } }).error.field).toBe('locale');
  });
});
