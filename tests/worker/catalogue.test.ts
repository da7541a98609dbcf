import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultCalendarStart } from '../../src/shared/catalogue/calendars';
import type { AccessoryCard, DesignCard, DesignPage, FormatsAnswer } from '../../src/shared/catalogue/listing';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// The catalogue behind the catalogue blocks (spec §2 Feed, overview and detail wrappers,
// FormatsAndPrices; §3 prices; §7 catalogue paths), read from the demo rows in D1.
const json = async <T>(url: string): Promise<{ status: number; body: T; cache: string | null }> => {
  const response = await fetchShop(url);
  return { status: response.status, body: (await response.json()) as T, cache: response.headers.get('cache-control') };
};
const visibleText = (html: string) =>
  html
    .replace(/<!--.*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describe('GET /web-api/designs', () => {
  it('pages through the designs of a kind, most popular first, priced in the locale’s currency', async () => {
    const first = await json<DesignPage>('https://kartenliebe.de/web-api/designs?kind=card&pageSize=12&locale=de-DE');
    expect(first.status).toBe(200);
    expect(first.cache).toBe('public, max-age=60');
    expect(first.body.total).toBe(46);
    expect(first.body.items).toHaveLength(12);
    expect(first.body.items[0]).toMatchObject({ kind: 'card', id: '2000', name: 'Schultüte', price: { current: 1.49, original: null } });
    const second = await json<DesignPage>('https://kartenliebe.de/web-api/designs?kind=card&pageSize=12&page=2&locale=de-DE');
    const ids = [...first.body.items, ...second.body.items].map((design) => design.id);
    expect(new Set(ids).size).toBe(24);
    const swiss = await json<DesignPage>('https://kartenliebe.ch/web-api/designs?kind=card&pageSize=12&locale=de-CH');
    expect(swiss.body.items[0]?.price).toEqual({ current: 1.55, original: null });
  });

  it('narrows by occasion and category, and sorts by newest', async () => {
    const weddings = await json<DesignPage>('https://kartenliebe.de/web-api/designs?kind=card&occasion=hochzeit');
    // The wedding has thirteen themes in the demo (decision 073), twelve a page.
    expect(weddings.body.total).toBe(13);
    expect(weddings.body.items.map((design) => design.name).slice(0, 3)).toEqual(['Eukalyptus', 'Goldrausch', 'Zwei Ringe']);
    // The second wedding design is 20 % off: the original price comes with it.
    expect(weddings.body.items[1]?.price).toEqual({ current: 1.35, original: 1.69 });
    const newest = await json<DesignPage>('https://kartenliebe.de/web-api/designs?kind=card&occasion=hochzeit&sort=created');
    expect(newest.body.items.map((design) => design.name).slice(0, 3)).toEqual(['Ja-Wort', 'Sommerwiese', 'Goldene Linie']);
    const wall = await json<DesignPage>('https://kartenliebe.de/web-api/designs?kind=calendar&category=wandkalender');
    expect(wall.body.items.map((design) => design.id)).toEqual(['4711', '4709']);
  });

  it('refuses a bad query, naming the field', async () => {
    for (const [query, field] of [
      ['kind=poster', 'kind'],
      ['kind=card&pageSize=13', 'pageSize'],
      ['kind=card&page=0', 'page'],
      ['kind=card&sort=price', 'sort'],
      ['kind=card&occasion=%3Cscript%3E', 'occasion'],
      ['kind=card&locale=xx-XX', 'locale'],
    ] as const) {
      const answer = await json<{ error: { field: string; problem: string } }>(`https://kartenliebe.de/web-api/designs?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.field, query).toBe(field);
    }
  });
});

describe('single designs, formats and accessories', () => {
  it('answers one design, and 404 naming the id for one that is not in the catalogue', async () => {
    const found = await json<DesignCard>('https://wallart.de/web-api/design?kind=collage&id=13&locale=de-DE');
    expect(found.body).toMatchObject({ kind: 'collage', id: '13', name: 'Raster III' });
    const missing = await json<{ error: { field: string } }>('https://wallart.de/web-api/design?kind=collage&id=999');
    expect(missing.status).toBe(404);
    expect(missing.body.error.field).toBe('id');
  });

  it('prices the formats a block asks for (spec §7 payload.formats), small to large, leaving out one without a price', async () => {
    const prices = await json<FormatsAnswer>(
      'https://kartenliebe.co.uk/price-api/prices/formats?materialType=leinwand&formats=600x400,400x300,123x45&locale=en-GB',
    );
    expect(prices.body).toEqual({
      payload: {
        formats: [
          { formatType: '400x300', priceCurrent: 26.05, priceOriginal: null },
          { formatType: '600x400', priceCurrent: 29.35, priceOriginal: 39.1 },
        ],
      },
    });
    const bad = await json<{ error: { field: string } }>(
      'https://kartenliebe.de/price-api/prices/formats?materialType=leinwand&formats=600x',
    );
    expect(bad.status).toBe(400);
    expect(bad.body.error.field).toBe('formats');
  });

  it('lists accessories of a kind and answers one by SKU', async () => {
    const envelopes = await json<AccessoryCard[]>('https://kartenliebe.de/web-api/card-accessories?kind=envelope');
    expect(envelopes.body.map((accessory) => accessory.sku)).toEqual([
      'envelope-c6-114x162-kraft',
      'envelope-c6-114x162-weiss',
      'envelope-dl-110x220-weiss',
      'envelope-c5-162x229-gold',
    ]);
    const pen = await json<AccessoryCard>('https://kartenliebe.com/accessory?sku=pen-gold&locale=en-US');
    expect(pen.body).toMatchObject({ sku: 'pen-gold', kind: 'pen', price: { current: 4.3, original: null } });
  });
});

describe('catalogue blocks on pages', () => {
  afterEach(async () => {
    // Undo the outage of the last test, whatever happened in it.
    await env.DB.exec('ALTER TABLE prices_offline RENAME TO prices').catch(() => undefined);
  });

  it('renders formats with prices', async () => {
    const response = await fetchShop('https://kartenliebe.de/fotoabzuege/');
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain('10 × 10 cm 0,19 €');
    expect(text).toContain('30 × 20 cm 1,99 €');
  });

  it('renders a feed with its first page and a way to more', async () => {
    const html = await (await fetchShop('https://kartenliebe.de/fotobuch/')).text();
    const text = visibleText(html);
    // The collage feed: 12 of 13 designs, each into the designer with its design id.
    expect(html.match(/href="\/configurator-collage\?designId=\d+&amp;unit=cm&amp;locale=de-DE"/g)).toHaveLength(12);
    expect(text).toContain('12 von 13 angezeigt');
    expect(text).toContain('Mehr anzeigen');
  });

  it('shows photo prints under their inch names in the US, in dollars', async () => {
    const text = visibleText(await (await fetchShop('https://kartenliebe.com/photo-prints/')).text());
    expect(text).toContain('5 × 3.5 in $0.30');
    expect(text).toContain('12 × 8 in $2.20');
  });

  it('lets the shopper choose the month and year a calendar starts, and hands them off (spec §3 calendar)', async () => {
    const year = new Date().getUTCFullYear() + 1;
    const html = await (await fetchShop(`https://kartenliebe.de/products/kalender/?startMonth=3&startYear=${year}`)).text();
    expect(html).toMatch(/<option value="3" selected="">März<\/option>/);
    expect(html).toMatch(new RegExp(`<option value="${year}" selected="">${year}</option>`));
    const link = /href="(\/configurator-calendar\?[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? '';
    expect(link).toContain(`startDate=${year}-03-01&startMonth=3&startYear=${year}`);
    const handOff = visibleText(await (await fetchShop(`https://kartenliebe.de${link}`)).text());
    expect(handOff).toContain(`Beginn März ${year}`);
    // A month or year out of range is where a new calendar starts.
    const start = defaultCalendarStart(new Date());
    const odd = await (await fetchShop('https://kartenliebe.de/products/kalender/?startMonth=13&startYear=1999')).text();
    expect(odd).toContain(`startMonth=${start.startMonth}&amp;startYear=${start.startYear}`);
  });

  it('leads a card theme to its theme page and into the designer from its detail', async () => {
    const html = await (await fetchShop('https://kartenliebe.ch/fr/comment-ca-marche/')).text();
    expect(html).toContain('href="/fr/configurator-card?themeId=2048&amp;quantity=50&amp;locale=fr-CH"');
    // The wall calendar hangs on its spiral (decision 029) and starts where a new calendar starts (decision 070).
    const { startMonth, startYear } = defaultCalendarStart(new Date());
    expect(html).toContain(
      `href="/fr/configurator-calendar?designId=4711&amp;mounting=spirale&amp;accessoryTypes[]=spirale&amp;locale=fr-CH&amp;startDate=${startYear}-0${startMonth}-01&amp;startMonth=${startMonth}&amp;startYear=${startYear}"`,
    );
    // Named in French (decision 075).
    expect(visibleText(html)).toContain('Eucalyptus');
    expect(visibleText(html)).not.toContain('Eukalyptus');
  });

  it('keeps the page when the catalogue cannot be read, saying what is not available', async () => {
    const log = expectConsoleErrors();
    await env.DB.exec('ALTER TABLE prices RENAME TO prices_offline');
    // Rendered, not a copy the full-page cache kept from an earlier test (page-cache.test.ts shows
    // that a page rendered during the outage is not kept).
    const prints = await fetchShopWithVars('https://kartenliebe.de/fotoabzuege/', { PAGE_CACHE_SECONDS: '0' });
    expect(prints.status).toBe(200);
    expect(visibleText(await prints.text())).toContain('Die Preise können gerade nicht geladen werden.');
    const books = await fetchShopWithVars('https://kartenliebe.de/fotobuch/', { PAGE_CACHE_SECONDS: '0' });
    expect(books.status).toBe(200);
    expect(visibleText(await books.text())).toContain('Die Designs können gerade nicht geladen werden.');
    expect(log.mock.calls.map((call) => JSON.parse(String(call[0])).event)).toContain('catalogue-read-failed');
  });
});
