import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { DesignCard, DesignPage, FormatsAnswer } from '../../src/shared/catalogue/listing';
import type { PriceTexts } from '../../src/shared/locale/price-texts';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { D1_FAULTS, faultyD1 } from '../support/faulty-d1';
import { fetchShop, fetchShopWithBindings } from './worker-fetch';

// spec §7 /web-api/campaign-data (decision 087): the designs and articles on sale in the call's
// market, priced as the listings and price calls price them.

interface Reduced {
  priceCurrent: number;
  priceOriginal: number;
  discountPercent: number;
  priceTexts: PriceTexts;
}
interface Campaign {
  locale: string;
  currency: string;
  active: boolean;
  upToPercent: number | null;
  designs: (DesignCard & Reduced)[];
  articles: ({ article: string } & Reduced)[];
}

const json = async <T>(url: string, init: RequestInit = {}) => {
  const response = await fetchShop(url, init);
  return { response, body: (await response.json()) as T };
};
/** The campaign of a market; `fresh` asks past what the isolate keeps of it for a minute (decision 099). */
const campaignOf = async (host: string, locale: string, fresh = false) =>
  (
    await json<Campaign>(`${host}/web-api/campaign-data`, {
      headers: { 'x-locale': locale, ...(fresh ? { 'cache-control': 'no-cache' } : {}) },
    })
  ).body;

/** Every design of a kind as the design list answers it (at most two pages of 48). */
async function listed(host: string, locale: string, kind: string): Promise<DesignCard[]> {
  const items: DesignCard[] = [];
  for (let page = 1; page <= 2; page++) {
    const { body } = await json<DesignPage>(`${host}/web-api/designs?kind=${kind}&pageSize=48&page=${page}&locale=${locale}`);
    items.push(...body.items);
    if (page * 48 >= body.total) break;
  }
  return items;
}

describe('/web-api/campaign-data', () => {
  it('answers exactly the designs the lists show reduced, with their prices, name and hand-off', async () => {
    for (const [host, locale] of [
      ['https://kartenliebe.de', 'de-DE'],
      ['https://kartenliebe.ch', 'fr-CH'],
    ] as const) {
      const { response, body } = await json<Campaign>(`${host}/web-api/campaign-data`, { headers: { 'x-locale': locale } });
      expect(response.status).toBe(200);
      expect(body).toMatchObject({ locale, active: true });
      for (const kind of ['card', 'calendar', 'collage', 'photobook']) {
        const reduced = (await listed(host, locale, kind)).filter((design) => design.price?.original);
        const onSale = body.designs.filter((design) => design.kind === kind);
        expect(onSale.map(({ id }) => id).sort(), `${locale} ${kind}`).toEqual(reduced.map(({ id }) => id).sort());
        for (const design of onSale) {
          const inList = reduced.find(({ id }) => id === design.id);
          expect(design).toMatchObject({ ...inList, priceCurrent: inList?.price?.current, priceOriginal: inList?.price?.original });
        }
      }
      expect(body.designs.some((design) => design.kind === 'card')).toBe(true);
    }
  });

  it('shows a design’s reduction as the shop writes it elsewhere: the wishlist’s price texts', async () => {
    const { designs } = await campaignOf('https://kartenliebe.de', 'de-DE');
    const theme = designs.find((design) => design.kind === 'card');
    const added = await json<{ items: { item: string; price: PriceTexts }[] }>('https://kartenliebe.de/web-api/wishlist-add', {
      method: 'POST',
      headers: { origin: 'https://kartenliebe.de', 'content-type': 'application/json' },
      body: JSON.stringify({ item: `card:${theme?.id}` }),
    });
    expect(theme?.priceTexts).toEqual(added.body.items[0]?.price);
    // "statt 1,69 € ab 1,35 € −20 %": the percentage is the one the texts show.
    expect(theme?.priceTexts.discount).toContain(String(theme?.discountPercent));
    expect(theme?.priceTexts.current).toMatch(/^ab\u00a0/);
  });

  it('answers the reduced wall-art formats with the prices the formats call answers', async () => {
    const { articles } = await campaignOf('https://wallart.de', 'de-DE');
    const formats = articles.filter(({ article }) => article.startsWith('format/'));
    expect(formats.length).toBeGreaterThan(0);
    for (const { article, priceCurrent, priceOriginal, discountPercent, priceTexts } of formats) {
      const [, material, format] = article.split('/');
      const { body } = await json<FormatsAnswer>(`https://wallart.de/price-api/prices/formats?materialType=${material}&formats=${format}`);
      expect({ formatType: format, priceCurrent, priceOriginal }).toEqual(body.payload.formats[0]);
      expect(discountPercent).toBeGreaterThan(0);
      expect(priceTexts.discount).toContain(String(discountPercent));
    }
  });

  it('sums the campaign up for a banner: the largest reduction', async () => {
    const body = await campaignOf('https://wallart.de', 'de-DE');
    const all = [...body.designs, ...body.articles].map((each) => each.discountPercent);
    expect(body.upToPercent).toBe(Math.max(...all));
    expect(body.articles.every(({ article }) => !/^(design|card|card-sample)\//.test(article))).toBe(true);
  });

  it('follows the market: a locale priced in full has nothing of it on sale', async () => {
    const article = 'format/leinwand/600x400';
    expect((await campaignOf('https://wallart.at', 'de-AT')).articles.map((each) => each.article)).toContain(article);
    // Austria pays this canvas in full from now on (a locale's own price, decision 030).
    await env.DB.prepare(
      "INSERT OR REPLACE INTO prices (channel, article, currency, locale, price_current, price_original) VALUES ('wallart', ?1, 'EUR', 'de-AT', 9995, NULL)",
    )
      .bind(article)
      .run();
    const { body: formats } = await json<FormatsAnswer>(
      'https://wallart.at/price-api/prices/formats?materialType=leinwand&formats=600x400',
    );
    expect(formats.payload.formats[0]?.priceOriginal).toBeNull();
    expect((await campaignOf('https://wallart.at', 'de-AT', true)).articles.map((each) => each.article)).not.toContain(article);
    expect((await campaignOf('https://wallart.de', 'de-DE', true)).articles.map((each) => each.article)).toContain(article);
    // Prices in the locale's currency, as its lists show them.
    const swiss = await campaignOf('https://wallart.ch', 'de-CH');
    expect(swiss.currency).toBe('CHF');
    expect(swiss.articles.every(({ priceTexts }) => priceTexts.current.endsWith('CHF'))).toBe(true);
  });

  it('is cached as the design lists are, apart per market', async () => {
    const campaign = await fetchShop('https://kartenliebe.de/web-api/campaign-data');
    const designs = await fetchShop('https://kartenliebe.de/web-api/designs?kind=card');
    expect(campaign.headers.get('cache-control')).toBe(designs.headers.get('cache-control'));
    expect(campaign.headers.get('vary')).toContain('X-Locale');
  });

  it('answers 400 naming the header of a market that is not this shop’s', async () => {
    for (const [headers, field] of [
      [{ 'x-locale': 'de' }, 'x-locale'],
      [{ 'x-locale': 'fr-FR' }, 'x-locale'],
      [{ 'x-channel': 'kartenliebe-de' }, 'x-channel'],
    ] as const) {
      const { response, body } = await json<{ error: { field: string } }>('https://wallart.ch/web-api/campaign-data', { headers });
      expect([field, response.status, body.error.field]).toEqual([field, 400, field]);
    }
  });

  it('is a read any page makes: not throttled per client', async () => {
    const client = { 'cf-connecting-ip': '192.0.2.85' };
    const statuses = new Set<number>();
    for (let call = 0; call < 35; call++)
      statuses.add((await fetchShop('https://kartenliebe.de/web-api/campaign-data', { headers: client })).status);
    expect([...statuses]).toEqual([200]);
  });

  it('answers 503 with Retry-After when D1 is down, never a 500', async () => {
    const log = expectConsoleErrors();
    const fault = faultyD1(env.DB, { failures: Number.POSITIVE_INFINITY, message: D1_FAULTS.connectionLost });
    const response = await fetchShopWithBindings('https://kartenliebe.de/web-api/campaign-data', { DB: fault.db });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('30');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(log.mock.calls.flat().join(' ')).toContain('dependency-unavailable');
  });
});
