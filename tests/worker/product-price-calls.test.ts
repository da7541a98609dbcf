import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { PriceFields } from '../../src/shared/catalogue/listing';
import { fetchShop } from './worker-fetch';

// The price calls of cards, card accessories, calendars, photo books, photo boxes and photo prints
// (spec §7 paths; §3 Calendar, Photo book, Photobox, Card accessories; §9 card quantities and
// envelope prices; decision 035), against the demo price list (scripts/demo-catalogue.mjs,
// scripts/demo-prices/products.mjs): euro prices as written there, the other currencies at the
// demo's rates rounded to 5 (CHF 1.05, GBP 0.87, USD 1.10).

interface Priced {
  currency: string;
  unit: PriceFields;
  total: PriceFields;
}
interface Parts extends Priced {
  parts: ({ part: string; count: number } & Priced)[];
}
type Problem = { error: { field: string; problem: string } };

async function call<T>(url: string, headers: Record<string, string> = {}) {
  const response = await fetchShop(url, { headers });
  const text = await response.text();
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    type: response.headers.get('content-type'),
    text,
    body: JSON.parse(text) as T,
  };
}
const price = (priceCurrent: number, priceOriginal: number | null = null): PriceFields => ({ priceCurrent, priceOriginal });
const thisYear = new Date().getUTCFullYear();

describe('GET /web-api/card-price', () => {
  it('prices an order by its quantity tier: 1, 50 and 5000 cards of the wedding bestseller', async () => {
    const one = await call<Priced & { fromQuantity: number }>('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=1');
    expect(one.status).toBe(200);
    expect(one.cache).toBe('public, max-age=60');
    expect(one.body).toMatchObject({ themeId: '2048', quantity: 1, isSample: false, fromQuantity: 1, currency: 'EUR' });
    expect(one.body).toMatchObject({ unit: price(4.47), total: price(4.47) });
    const fifty = await call<Priced>('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=50');
    expect(fifty.body).toMatchObject({ fromQuantity: 50, unit: price(2.01), total: price(100.5) });
    const most = await call<Priced>('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=5000');
    expect(most.body).toMatchObject({ fromQuantity: 1000, unit: price(1.49), total: price(7450) });
    // Between two tiers: the one below.
    const sixty = await call<Priced>('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=60');
    expect(sixty.body).toMatchObject({ fromQuantity: 50, unit: price(2.01), total: price(120.6) });
  });

  it('orders the eleventh quantity, 50, when none is asked for', async () => {
    const answer = await call<Priced>('https://kartenliebe.de/web-api/card-price?themeId=2048');
    expect(answer.body).toMatchObject({ quantity: 50, total: price(100.5) });
  });

  it('prices a sample as one sample card, whatever the quantity (spec §3)', async () => {
    const sample = await call<Priced>('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=250&isSample=true');
    expect(sample.body).toMatchObject({ quantity: 1, isSample: true, fromQuantity: null, unit: price(1), total: price(1) });
    const swiss = await call<Priced>('https://kartenliebe.ch/web-api/card-price?themeId=2048&isSample=1');
    expect(swiss.body).toMatchObject({ currency: 'CHF', quantity: 1, total: price(1.05) });
  });

  it('answers in the market’s currency, from the host or X-Locale', async () => {
    const fifty = async (host: string, headers: Record<string, string> = {}) =>
      (await call<Priced>(`https://${host}/web-api/card-price?themeId=2048&quantity=50`, headers)).body;
    expect(await fifty('kartenliebe.ch')).toMatchObject({ currency: 'CHF', unit: price(2.1), total: price(105) });
    expect(await fifty('kartenliebe.co.uk')).toMatchObject({ currency: 'GBP', unit: price(1.75), total: price(87.5) });
    expect(await fifty('kartenliebe.com')).toMatchObject({ currency: 'USD', unit: price(2.2), total: price(110) });
    expect(await fifty('kartenliebe.ch', { 'x-locale': 'fr-CH' })).toMatchObject({ currency: 'CHF', total: price(105) });
  });

  it('shows a discounted theme’s original price, per card and for the order', async () => {
    const answer = await call<Priced>('https://kartenliebe.de/web-api/card-price?themeId=2041&quantity=50');
    // 20 % off, as on the listing's from-price (decision 070: one percentage for a theme's prices).
    expect(answer.body).toMatchObject({ unit: price(1.82, 2.28), total: price(91, 114) });
  });

  it('answers 404 naming themeId for a theme the shop does not price', async () => {
    for (const url of ['/web-api/card-price?themeId=9999', '/web-api/card-price?themeId=9999&isSample=true']) {
      const answer = await call<Problem>(`https://kartenliebe.de${url}`);
      expect(answer.status, url).toBe(404);
      expect(answer.body.error.field).toBe('themeId');
    }
  });
});

describe('GET /web-api/card-price with accessories (decision 045)', () => {
  type CardAnswer = Priced & {
    accessoryTypes: string[];
    parts: ({ part: string; count: number } & Priced)[];
    accessories: { sku: string; kind: string }[];
  };
  const ribbonAndSeal = 'accessoryTypes=ribbon-satin-10x1000-gold,seal-rund-30x30-gold';

  it('adds each accessory asked for to every card: comma-separated or repeated with []', async () => {
    const answer = await call<CardAnswer>(`https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=100&${ribbonAndSeal}`);
    expect(answer.status).toBe(200);
    // 1,79 € a card from 100, 0,45 € a ribbon and 0,40 € a seal per card: 2,64 €, 100 × 2,64 € = 264,00 €.
    expect(answer.body).toMatchObject({ quantity: 100, fromQuantity: 100, unit: price(2.64), total: price(264) });
    expect(answer.body.accessoryTypes).toEqual(['ribbon-satin-10x1000-gold', 'seal-rund-30x30-gold']);
    expect(answer.body.parts).toEqual([
      { part: 'card', count: 100, unit: price(1.79), total: price(179) },
      { part: 'ribbon-satin-10x1000-gold', count: 100, unit: price(0.45), total: price(45) },
      { part: 'seal-rund-30x30-gold', count: 100, unit: price(0.4), total: price(40) },
    ]);
    const listed = await call<CardAnswer>(
      'https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=100&accessoryTypes[]=seal-rund-30x30-gold&accessoryTypes[]=ribbon-satin-10x1000-gold',
    );
    expect(listed.body).toMatchObject({ unit: price(2.64), total: price(264) });
    // In francs: 1.90 + 0.45 + 0.40 = 2.75 CHF, 100 × = 275.00 CHF.
    const swiss = await call<CardAnswer>(`https://kartenliebe.ch/web-api/card-price?themeId=2048&quantity=100&${ribbonAndSeal}`);
    expect(swiss.body).toMatchObject({ currency: 'CHF', unit: price(2.75), total: price(275) });
  });

  it('lists the accessories a card takes for a calculator, and prices a card alone as before', async () => {
    const answer = await call<CardAnswer>('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=100');
    expect(answer.body).toMatchObject({ unit: price(1.79), total: price(179), accessoryTypes: [] });
    expect(answer.body.accessories).toEqual([
      { sku: 'inlay-a6-105x148-transparent', kind: 'inlay', name: 'Einlegeblatt A6, transparent', ...price(0.35) },
      { sku: 'ribbon-satin-10x1000-gold', kind: 'ribbon', name: 'Band, Gold', ...price(0.45) },
      { sku: 'seal-rund-30x30-gold', kind: 'seal', name: 'Siegel, Gold', ...price(0.4) },
      { sku: 'bow-satin-60x40-rose', kind: 'bow', name: 'Schleife, rosé', ...price(0.6) },
    ]);
  });

  it('answers 400 naming accessoryTypes for an accessory that does not come with each card, or one named twice', async () => {
    for (const query of [
      'accessoryTypes=pen-gold',
      'accessoryTypes=box-karten-120x170-weiss',
      'accessoryTypes=envelope-c6-114x162-kraft',
      'accessoryTypes=ribbon-satin-10x1000-gold,ribbon-unknown',
      'accessoryTypes=seal-rund-30x30-gold&accessoryTypes[]=seal-rund-30x30-gold',
    ]) {
      const answer = await call<Problem>(`https://kartenliebe.de/web-api/card-price?themeId=2048&${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.field, query).toBe('accessoryTypes');
      expect(answer.body.error.problem, query).toMatch(/^must /);
      expect(answer.text, query).not.toContain('ribbon-unknown');
    }
  });
});

describe('GET /web-api/card-accessory-price', () => {
  const envelope = async (host: string, quantity = 1) =>
    (await call<Priced>(`https://${host}/web-api/card-accessory-price?sku=envelope-c6-114x162-kraft&quantity=${quantity}`)).body;

  it('prices the standard envelope per card as spec §9 says: 1,00 € de-AT, 1.00 CHF de-CH, 0,95 € de-DE', async () => {
    expect(await envelope('kartenliebe.at')).toMatchObject({ currency: 'EUR', unit: price(1), total: price(1) });
    expect(await envelope('kartenliebe.ch')).toMatchObject({ currency: 'CHF', unit: price(1), total: price(1) });
    expect(await envelope('kartenliebe.de')).toMatchObject({ currency: 'EUR', unit: price(0.95), total: price(0.95) });
  });

  it('takes one per card of the order, 50 cards without a quantity', async () => {
    expect(await envelope('kartenliebe.de', 250)).toMatchObject({ quantity: 250, total: price(237.5) });
    expect(await envelope('kartenliebe.co.uk', 10)).toMatchObject({ currency: 'GBP', unit: price(0.85), total: price(8.5) });
    expect(await envelope('kartenliebe.com', 10)).toMatchObject({ currency: 'USD', unit: price(1.05), total: price(10.5) });
    const large = await call<Priced>('https://kartenliebe.ch/web-api/card-accessory-price?sku=envelope-c5-162x229-gold');
    expect(large.body).toMatchObject({ sku: 'envelope-c5-162x229-gold', quantity: 50, unit: price(2.9), total: price(145) });
  });

  it('answers 404 naming sku for an accessory the shop does not price', async () => {
    const answer = await call<Problem>('https://kartenliebe.de/web-api/card-accessory-price?sku=envelope-b4-250x353-weiss');
    expect(answer.status).toBe(404);
    expect(answer.body.error.field).toBe('sku');
  });
});

describe('GET /price-api/accessory', () => {
  const pen = async (host: string, query = '') => (await call<Priced>(`https://${host}/price-api/accessory?sku=pen-gold${query}`)).body;

  it('prices an accessory by the piece, one without a quantity', async () => {
    expect(await pen('kartenliebe.de')).toMatchObject({
      sku: 'pen-gold',
      quantity: 1,
      currency: 'EUR',
      unit: price(3.9),
      total: price(3.9),
    });
    expect(await pen('kartenliebe.de', '&quantity=3')).toMatchObject({ total: price(11.7) });
    // de-AT has a price of its own for the pen, de-DE the euro price.
    expect(await pen('kartenliebe.at', '&quantity=3')).toMatchObject({ unit: price(4.2), total: price(12.6) });
    expect(await pen('kartenliebe.ch', '&quantity=2')).toMatchObject({ currency: 'CHF', total: price(8.2) });
    expect(await pen('kartenliebe.co.uk', '&quantity=2')).toMatchObject({ currency: 'GBP', total: price(6.8) });
    expect(await pen('kartenliebe.com', '&quantity=2')).toMatchObject({ currency: 'USD', total: price(8.6) });
  });

  it('leaves /accessory answering the accessory’s card', async () => {
    const card = await call<{ sku: string; kind: string; price: unknown }>('https://kartenliebe.de/accessory?sku=pen-gold');
    expect(card.body).toMatchObject({ sku: 'pen-gold', kind: 'pen', price: { current: 3.9, original: null } });
  });
});

describe('GET /web-api/calendar-price', () => {
  const wall = 'calendarType=wandkalender&formatType=a4-quer';

  it('prices a calendar with its default mounting, discounted, from the host’s market', async () => {
    const answer = await call<Parts>(`https://wallart.de/web-api/calendar-price?${wall}&startMonth=3&year=${thisYear}`);
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('public, max-age=60');
    expect(answer.body).toMatchObject({
      calendarType: 'wandkalender',
      formatType: 'a4-quer',
      mountingType: 'spirale',
      startMonth: 3,
      year: thisYear,
      amount: 1,
      currency: 'EUR',
      unit: price(21.25, 24.99),
      total: price(21.25, 24.99),
    });
    expect(answer.body.parts.map(({ part }) => part)).toEqual(['calendar']);
  });

  it('adds another mounting’s surcharge, and multiplies by the amount', async () => {
    const answer = await call<Parts>(`https://wallart.de/web-api/calendar-price?${wall}&mountingType=lochung&amount=2`);
    expect(answer.body.parts).toEqual([
      { part: 'calendar', count: 1, unit: price(21.25, 24.99), total: price(21.25, 24.99) },
      { part: 'mounting', count: 1, unit: price(1), total: price(1) },
    ]);
    expect(answer.body).toMatchObject({ mountingType: 'lochung', unit: price(22.25, 25.99), total: price(44.5, 51.98) });
    const desk = await call<Parts>(
      'https://wallart.de/web-api/calendar-price?calendarType=tischkalender&formatType=a5-quer&mountingType=holzblock',
    );
    expect(desk.body).toMatchObject({ unit: price(19.99), total: price(19.99) });
  });

  it('answers in francs, pounds and dollars, also for X-Locale', async () => {
    const unit = async (host: string, headers: Record<string, string> = {}) =>
      (await call<Parts>(`https://${host}/web-api/calendar-price?calendarType=kuechenkalender&formatType=150-400`, headers)).body;
    expect(await unit('wallart.ch')).toMatchObject({ currency: 'CHF', unit: price(21) });
    expect(await unit('wallart.co.uk')).toMatchObject({ currency: 'GBP', unit: price(17.4) });
    expect(await unit('wallart.com')).toMatchObject({ currency: 'USD', unit: price(22) });
    expect(await unit('wallart.ch', { 'x-locale': 'it-CH' })).toMatchObject({ currency: 'CHF', unit: price(21) });
  });

  it('starts where a new calendar starts when no start is asked for', async () => {
    const answer = await call<{ startMonth: number; year: number }>(`https://wallart.de/web-api/calendar-price?${wall}`);
    expect(answer.body.startMonth).toBe(1);
    expect([thisYear, thisYear + 1]).toContain(answer.body.year);
  });
});

describe('GET /web-api/photobook-price', () => {
  it('adds pages above the minimum, the paper on every page and the refinement', async () => {
    const answer = await call<Parts>(
      'https://kartenliebe.de/web-api/photobook-price?photobookType=digitalfotobuch-hard&binding=pur&format=a4-quer&paper=matt&pageCount=30&refinementType=gold',
    );
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('public, max-age=60');
    expect(answer.body).toMatchObject({
      photobookType: 'digitalfotobuch-hard',
      printing: 'digitalfotobuch',
      cover: 'hard',
      binding: 'pur',
      paper: 'matt',
      format: 'a4-quer',
      pageCount: 30,
      coverLamination: 'matt', // kartenliebe's default
      refinementType: 'gold',
      amount: 1,
      currency: 'EUR',
    });
    expect(answer.body.parts).toEqual([
      { part: 'book', count: 1, unit: price(24.99), total: price(24.99) },
      { part: 'pages', count: 6, unit: price(0.59), total: price(3.54) },
      { part: 'paper', count: 30, unit: price(0.1), total: price(3) },
      { part: 'refinement', count: 1, unit: price(4.99), total: price(4.99) },
    ]);
    expect(answer.body).toMatchObject({ unit: price(36.52), total: price(36.52) });
  });

  it('reads printing and cover as well as photobookType, the kind’s defaults and no refinement', async () => {
    const split = await call<Parts>('https://kartenliebe.de/web-api/photobook-price?printing=echtfotobuch&cover=hard&pageCount=20');
    // The real photo book's own paper is glossy: no paper surcharge; 'none' is no refinement.
    expect(split.body).toMatchObject({ photobookType: 'echtfotobuch-hard', binding: 'layflat', paper: 'glaenzend', format: 'a4-quer' });
    expect(split.body.parts.map(({ part }) => part)).toEqual(['book']);
    expect(split.body.unit).toEqual(price(49.99));
    const none = await call<Parts>(
      'https://wallart.de/web-api/photobook-price?photobookType=echtfotobuch&refinementType=none&pageCount=20&amount=3',
    );
    expect(none.body).toMatchObject({ refinementType: null, coverLamination: 'glossy', unit: price(49.99), total: price(149.97) });
    const empty = await call<Parts>('https://kartenliebe.de/web-api/photobook-price?photobookType=fotoheft&refinementType=');
    expect(empty.body).toMatchObject({ refinementType: null, pageCount: 16, unit: price(12.99) });
    const matt = await call<Parts>(
      'https://kartenliebe.de/web-api/photobook-price?photobookType=echtfotobuch-hard&paper=matt&pageCount=22',
    );
    expect(matt.body.parts.map(({ part, count }) => [part, count])).toEqual([
      ['book', 1],
      ['pages', 2],
      ['paper', 22],
    ]);
  });

  it('shows a discounted book, in every currency', async () => {
    const url = (host: string) => `https://${host}/web-api/photobook-price?photobookType=digitalfotobuch-hard&format=a3-quer&pageCount=24`;
    expect((await call<Parts>(url('kartenliebe.de'))).body).toMatchObject({ currency: 'EUR', unit: price(36, 44.99) });
    expect((await call<Parts>(url('kartenliebe.ch'))).body).toMatchObject({ currency: 'CHF', unit: price(37.8, 47.25) });
    expect((await call<Parts>(url('kartenliebe.co.uk'))).body).toMatchObject({ currency: 'GBP', unit: price(31.3, 39.15) });
    expect((await call<Parts>(url('kartenliebe.com'))).body).toMatchObject({ currency: 'USD', unit: price(39.6, 49.5) });
    const headed = await call<Parts>(url('kartenliebe.ch'), { 'x-locale': 'fr-CH' });
    expect(headed.body).toMatchObject({ currency: 'CHF', unit: price(37.8, 47.25) });
  });

  it('answers 400 naming pageCount for a count off the kind’s step or range', async () => {
    for (const query of [
      'photobookType=digitalfotobuch-hard&pageCount=25',
      'photobookType=fotoheft&pageCount=18',
      'photobookType=fotoheft&pageCount=52',
    ]) {
      const answer = await call<Problem>(`https://kartenliebe.de/web-api/photobook-price?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.error.field, query).toBe('pageCount');
    }
  });
});

describe('GET /web-api/photobox-data and /price-api/photoboxes', () => {
  it('lists what the small box offers, with the default choice priced per box', async () => {
    const answer = await call<PriceFields & { prices: unknown[] }>('https://wallart.de/web-api/photobox-data?photoboxType=small');
    expect(answer.status).toBe(200);
    expect(answer.cache).toBe('public, max-age=60');
    expect(answer.body).toEqual({
      photoboxType: 'small',
      per: 'box',
      currency: 'EUR',
      formats: ['150x100', '100x100'],
      papers: ['simple', 'fotopapier-matt'],
      defaults: { photoboxFormat: '150x100', paperType: 'simple' },
      photoboxFormat: '150x100',
      paperType: 'simple',
      ...price(14.99),
      prices: [
        { photoboxFormat: '150x100', paperType: 'simple', ...price(14.99) },
        { photoboxFormat: '100x100', paperType: 'simple', ...price(12.99) },
        { photoboxFormat: '150x100', paperType: 'fotopapier-matt', ...price(17.99) },
        { photoboxFormat: '100x100', paperType: 'fotopapier-matt', ...price(14.4, 15.99) },
      ],
    });
  });

  it('prices photo prints per print, in every currency', async () => {
    const data = async (host: string, headers: Record<string, string> = {}) =>
      (
        await call<PriceFields & { prices: unknown[] }>(
          `https://${host}/web-api/photobox-data?photoboxType=photoprint&photoboxFormat=150x100&paperType=hahnemuehle`,
          headers,
        )
      ).body;
    const euro = await data('wallart.de');
    expect(euro).toMatchObject({ per: 'print', currency: 'EUR', paperType: 'hahnemuehle', ...price(0.55, 0.69) });
    expect(euro.prices).toHaveLength(24);
    expect(euro.prices).toContainEqual({ photoboxFormat: '150x100', paperType: 'poster', ...price(0.29) });
    expect(await data('wallart.ch')).toMatchObject({ currency: 'CHF', ...price(0.55, 0.7) });
    expect(await data('wallart.co.uk')).toMatchObject({ currency: 'GBP', ...price(0.5, 0.6) });
    expect(await data('wallart.com')).toMatchObject({ currency: 'USD', ...price(0.6, 0.75) });
    expect(await data('wallart.ch', { 'x-locale': 'fr-CH' })).toMatchObject({ currency: 'CHF', ...price(0.55, 0.7) });
  });

  it('answers one price for a type, format and paper', async () => {
    const one = async (host: string, query: string) => (await call<PriceFields>(`https://${host}/price-api/photoboxes?${query}`)).body;
    const glossy = 'photoboxType=photoprint&photoboxFormat=300x200&paperType=poster';
    expect(await one('kartenliebe.de', glossy)).toEqual({
      photoboxType: 'photoprint',
      photoboxFormat: '300x200',
      paperType: 'poster',
      per: 'print',
      currency: 'EUR',
      ...price(1.99),
    });
    expect(await one('kartenliebe.ch', glossy)).toMatchObject({ currency: 'CHF', ...price(2.1) });
    expect(await one('kartenliebe.co.uk', glossy)).toMatchObject({ currency: 'GBP', ...price(1.75) });
    expect(await one('kartenliebe.com', glossy)).toMatchObject({ currency: 'USD', ...price(2.2) });
    const box = 'photoboxType=small&photoboxFormat=100x100&paperType=fotopapier-matt';
    expect(await one('kartenliebe.de', box)).toMatchObject({ per: 'box', ...price(14.4, 15.99) });
  });
});

describe('a price the list does not have', () => {
  // Rows taken out of this file's own copy of the demo list (storage is per test file).
  const remove = (article: string) => env.DB.prepare('DELETE FROM prices WHERE article = ?1').bind(article).run();
  const field = async (url: string) => {
    const answer = await call<Problem>(`https://kartenliebe.de${url}`);
    expect(answer.status, url).toBe(404);
    expect(answer.cache, url).not.toBe('public, max-age=60');
    return answer.body.error.field;
  };

  it('answers 404 naming the parameter whose part has no price', async () => {
    await remove('card/2002/1');
    expect(await field('/web-api/card-price?themeId=2002&quantity=5')).toBe('quantity');
    expect((await call<Priced>('https://kartenliebe.de/web-api/card-price?themeId=2002&quantity=10')).status).toBe(200);
    await remove('calendar-mounting/lochung/a4-hoch');
    expect(await field('/web-api/calendar-price?calendarType=wandkalender&formatType=a4-hoch&mountingType=lochung')).toBe('mountingType');
    await remove('calendar/wandkalender/a4-hoch');
    expect(await field('/web-api/calendar-price?calendarType=wandkalender&formatType=a4-hoch')).toBe('formatType');
    await remove('photobook-refinement/rosegold');
    expect(await field('/web-api/photobook-price?photobookType=fotoheft&refinementType=rosegold')).toBe('refinementType');
    await remove('photobook-page/fotoheft/a6-quer');
    expect(await field('/web-api/photobook-price?photobookType=fotoheft&format=a6-quer&pageCount=20')).toBe('pageCount');
    await remove('photobox/small/simple/100x100');
    expect(await field('/price-api/photoboxes?photoboxType=small&photoboxFormat=100x100&paperType=simple')).toBe('photoboxFormat');
    const data = await call<{ prices: unknown[] }>('https://kartenliebe.de/web-api/photobox-data?photoboxType=small');
    expect(data.body.prices).toHaveLength(3);
  });
});

describe('bad parameters', () => {
  const PROBE = '<script>alert(1)</script>';
  const probe = encodeURIComponent(PROBE);
  // [path and query, the parameter named]: every parameter of every call, one bad value or more.
  const cases: [string, string][] = [
    [`/web-api/card-price?themeId=${probe}`, 'themeId'],
    ['/web-api/card-price', 'themeId'],
    ['/web-api/card-price?themeId=2048&quantity=7', 'quantity'],
    ['/web-api/card-price?themeId=2048&quantity=5001', 'quantity'],
    [`/web-api/card-price?themeId=2048&quantity=${probe}`, 'quantity'],
    [`/web-api/card-price?themeId=2048&isSample=${probe}`, 'isSample'],
    [`/web-api/card-price?themeId=2048&category=${probe}`, 'category'],
    [`/web-api/card-price?themeId=2048&occasion=${probe}`, 'occasion'],
    [`/web-api/card-price?themeId=2048&accessoryTypes=${probe}`, 'accessoryTypes'],
    [`/web-api/card-price?themeId=2048&accessoryTypes[]=${probe}`, 'accessoryTypes[]'],
    ['/web-api/card-price?themeId=2048&accessoryTypes=pen-gold', 'accessoryTypes'],
    [`/web-api/card-accessory-price?sku=${probe}`, 'sku'],
    ['/web-api/card-accessory-price?sku=pen-gold&quantity=3', 'quantity'],
    [`/web-api/card-accessory-price?sku=pen-gold&quantity=${probe}`, 'quantity'],
    [`/price-api/accessory?sku=${probe}`, 'sku'],
    ['/price-api/accessory', 'sku'],
    ['/price-api/accessory?sku=pen-gold&quantity=0', 'quantity'],
    [`/price-api/accessory?sku=pen-gold&quantity=${probe}`, 'quantity'],
    [`/web-api/calendar-price?calendarType=${probe}&formatType=a4-quer`, 'calendarType'],
    [`/web-api/calendar-price?calendarType=wandkalender&formatType=${probe}`, 'formatType'],
    ['/web-api/calendar-price?calendarType=wandkalender&formatType=265-120', 'formatType'],
    [`/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&mountingType=${probe}`, 'mountingType'],
    ['/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&mountingType=holzfuss', 'mountingType'],
    ['/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&startMonth=13', 'startMonth'],
    [`/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&startMonth=${probe}`, 'startMonth'],
    [`/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&year=${thisYear + 3}`, 'year'],
    [`/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&year=${thisYear - 2}`, 'year'],
    [`/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&year=${probe}`, 'year'],
    ['/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&amount=101', 'amount'],
    [`/web-api/calendar-price?calendarType=wandkalender&formatType=a4-quer&amount=${probe}`, 'amount'],
    [`/web-api/photobook-price?photobookType=${probe}`, 'photobookType'],
    ['/web-api/photobook-price?photobookType=fotoheft-hard', 'photobookType'],
    ['/web-api/photobook-price', 'photobookType'],
    [`/web-api/photobook-price?printing=${probe}`, 'printing'],
    ['/web-api/photobook-price?photobookType=fotoheft&printing=echtfotobuch', 'printing'],
    [`/web-api/photobook-price?printing=fotoheft&cover=${probe}`, 'cover'],
    ['/web-api/photobook-price?printing=fotoheft&cover=hard', 'cover'],
    [`/web-api/photobook-price?photobookType=fotoheft&binding=${probe}`, 'binding'],
    ['/web-api/photobook-price?photobookType=fotoheft&binding=layflat', 'binding'],
    [`/web-api/photobook-price?photobookType=fotoheft&paper=${probe}`, 'paper'],
    ['/web-api/photobook-price?photobookType=fotoheft&paper=glaenzend', 'paper'],
    [`/web-api/photobook-price?photobookType=fotoheft&format=${probe}`, 'format'],
    ['/web-api/photobook-price?photobookType=fotoheft&format=a3-quer', 'format'],
    [`/web-api/photobook-price?photobookType=fotoheft&pageCount=${probe}`, 'pageCount'],
    ['/web-api/photobook-price?photobookType=fotoheft&pageCount=0', 'pageCount'],
    [`/web-api/photobook-price?photobookType=fotoheft&coverLamination=${probe}`, 'coverLamination'],
    [`/web-api/photobook-price?photobookType=fotoheft&refinementType=${probe}`, 'refinementType'],
    ['/web-api/photobook-price?photobookType=fotoheft&refinementType=relief', 'refinementType'],
    [`/web-api/photobook-price?photobookType=fotoheft&amount=${probe}`, 'amount'],
    ['/web-api/photobook-price?photobookType=fotoheft&amount=0', 'amount'],
    [`/web-api/photobox-data?photoboxType=${probe}`, 'photoboxType'],
    ['/web-api/photobox-data', 'photoboxType'],
    [`/web-api/photobox-data?photoboxType=small&photoboxFormat=${probe}`, 'photoboxFormat'],
    ['/web-api/photobox-data?photoboxType=small&photoboxFormat=300x200', 'photoboxFormat'],
    [`/web-api/photobox-data?photoboxType=small&paperType=${probe}`, 'paperType'],
    ['/web-api/photobox-data?photoboxType=small&paperType=hahnemuehle', 'paperType'],
    [`/price-api/photoboxes?photoboxType=${probe}&photoboxFormat=150x100&paperType=simple`, 'photoboxType'],
    [`/price-api/photoboxes?photoboxType=small&photoboxFormat=${probe}&paperType=simple`, 'photoboxFormat'],
    ['/price-api/photoboxes?photoboxType=small&paperType=simple', 'photoboxFormat'],
    [`/price-api/photoboxes?photoboxType=small&photoboxFormat=150x100&paperType=${probe}`, 'paperType'],
    ['/price-api/photoboxes?photoboxType=small&photoboxFormat=150x100', 'paperType'],
  ];

  it.each(cases)('%s answers 400 naming %s, in JSON without the probe', async (path, field) => {
    const answer = await call<Problem>(`https://kartenliebe.de${path}`);
    expect(answer.status).toBe(400);
    expect(answer.type).toContain('application/json');
    expect(answer.body.error.field).toBe(field);
    expect(answer.body.error.problem).toMatch(/^must /);
    expect(answer.text).not.toContain('<script>');
    expect(answer.text).not.toContain('alert(1)');
    expect(answer.cache).not.toBe('public, max-age=60');
  });

  it('ignores query parameters it does not know', async () => {
    const answer = await call<Priced>('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=1&gclid=abc&s=x');
    expect(answer.status).toBe(200);
  });
});
