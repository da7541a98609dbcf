import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AccessoryCard } from '../../src/shared/catalogue/listing';
import { findPrices } from '../../src/worker/features/catalogue/queries/prices';
import { fetchShop } from './worker-fetch';

// Prices per locale (decision 030; spec §3 prices and currencies, §9 envelope prices): a locale's
// own row wins over its currency's, and a price in another currency is never used.

describe('migration 0006', () => {
  it('keeps every price of 0005 as the price of its currency for every locale', async () => {
    const db = env.MIGRATION_CHECK_DB;
    await applyD1Migrations(
      db,
      env.TEST_MIGRATIONS.filter((migration) => migration.name < '0006'),
    );
    await db
      .prepare(
        `INSERT INTO prices (channel, article, currency, price_current, price_original)
         VALUES ('kartenliebe', 'accessory/pen-gold', 'EUR', 390, 450), ('wallart', 'format/poster/100x100', 'CHF', 20, NULL)`,
      )
      .run();
    await applyD1Migrations(db, env.TEST_MIGRATIONS);

    const { results } = await db.prepare('SELECT * FROM prices ORDER BY channel').all();
    expect(results).toEqual([
      { channel: 'kartenliebe', article: 'accessory/pen-gold', currency: 'EUR', locale: '', price_current: 390, price_original: 450 },
      { channel: 'wallart', article: 'format/poster/100x100', currency: 'CHF', locale: '', price_current: 20, price_original: null },
    ]);
    // The schema row names the newest migration: 0006 and every one after it set it.
    const newest = env.TEST_MIGRATIONS.map((migration) => migration.name.slice(0, 4))
      .sort()
      .at(-1);
    expect(await db.prepare("SELECT value FROM shop_meta WHERE key = 'schema'").first('value')).toBe(newest);
    expect(await findPrices(db, 'kartenliebe', 'de-AT', ['accessory/pen-gold'])).toEqual(
      new Map([['accessory/pen-gold', { current: 3.9, original: 4.5 }]]),
    );
  });

  it('takes a row per locale beside the currency’s, and only locale strings', async () => {
    const db = env.MIGRATION_CHECK_DB;
    const insert = (locale: string) =>
      db
        .prepare(
          `INSERT INTO prices (channel, article, currency, locale, price_current) VALUES ('kartenliebe', 'accessory/pen-gold', 'EUR', ?1, 400)`,
        )
        .bind(locale)
        .run();
    await insert('de-AT');
    await expect(insert('de-AT')).rejects.toThrow(/UNIQUE/);
    await expect(insert('')).rejects.toThrow(/UNIQUE/);
    await expect(insert('AT')).rejects.toThrow(/CHECK/);
  });
});

describe('findPrices', () => {
  beforeAll(async () => {
    const row = (article: string, currency: string, locale: string, current: number, original: number | null = null) =>
      env.DB.prepare(
        'INSERT OR REPLACE INTO prices (channel, article, currency, locale, price_current, price_original) VALUES (?1, ?2, ?3, ?4, ?5, ?6)',
      ).bind('kartenliebe', article, currency, locale, current, original);
    await env.DB.batch([
      row('test/overridden', 'EUR', '', 500, 600),
      row('test/overridden', 'EUR', 'de-AT', 450),
      row('test/overridden', 'GBP', '', 420),
      row('test/euro-only', 'EUR', '', 250),
      // A row for a locale in a currency it does not pay is never read.
      row('test/euro-only', 'CHF', 'de-AT', 999),
    ]);
  });

  it('prefers the locale’s row, with its own original price', async () => {
    const prices = await findPrices(env.DB, 'kartenliebe', 'de-AT', ['test/overridden', 'test/euro-only']);
    expect(prices.get('test/overridden')).toEqual({ current: 4.5, original: null });
    expect(prices.get('test/euro-only')).toEqual({ current: 2.5, original: null });
  });

  it('falls back to the row of the locale’s currency', async () => {
    const prices = await findPrices(env.DB, 'kartenliebe', 'de-DE', ['test/overridden']);
    expect(prices.get('test/overridden')).toEqual({ current: 5, original: 6 });
    expect((await findPrices(env.DB, 'kartenliebe', 'en-GB', ['test/overridden'])).get('test/overridden')).toEqual({
      current: 4.2,
      original: null,
    });
  });

  it('has null for a currency without a row, for an unknown article and for another channel', async () => {
    const swiss = await findPrices(env.DB, 'kartenliebe', 'de-CH', ['test/overridden', 'test/euro-only', 'test/none']);
    expect(swiss).toEqual(
      new Map([
        ['test/overridden', null],
        ['test/euro-only', null],
        ['test/none', null],
      ]),
    );
    expect((await findPrices(env.DB, 'wallart', 'de-DE', ['test/overridden'])).get('test/overridden')).toBeNull();
    expect(await findPrices(env.DB, 'kartenliebe', 'de-DE', [])).toEqual(new Map());
  });

  it('prices the standard envelope per §9: 1,00 € in de-AT, 0,95 € in de-DE, 1.00 CHF in de-CH', async () => {
    const standard = async (locale: 'de-AT' | 'de-CH' | 'de-DE') =>
      (await findPrices(env.DB, 'kartenliebe', locale, ['envelope/standard'])).get('envelope/standard');
    expect(await standard('de-AT')).toEqual({ current: 1, original: null });
    expect(await standard('de-DE')).toEqual({ current: 0.95, original: null });
    expect(await standard('de-CH')).toEqual({ current: 1, original: null });
    const swiss = await findPrices(env.DB, 'kartenliebe', 'de-CH', ['envelope/large', 'envelope/booklet', 'card-sample/2048']);
    expect([...swiss.values()]).toEqual([
      { current: 2.9, original: null },
      { current: 1.4, original: null },
      { current: 1.05, original: null },
    ]);
  });

  it('prices cards per card, falling with the quantity, down to the theme’s from-price', async () => {
    const tiers = [1, 10, 25, 50, 100, 250, 1000].map((quantity) => `card/2048/${quantity}`);
    const prices = [...(await findPrices(env.DB, 'kartenliebe', 'de-DE', tiers)).values()].map((price) => price?.current);
    expect(prices).toEqual([4.47, 2.98, 2.38, 2.01, 1.79, 1.64, 1.49]);
  });
});

describe('the catalogue API per locale', () => {
  const accessory = async (host: string, sku: string) =>
    (await (await fetchShop(`https://${host}/accessory?sku=${sku}`)).json()) as AccessoryCard;

  it('gives a de-AT host the Austrian price of an article that has one, and de-DE’s where it has none', async () => {
    expect((await accessory('kartenliebe.at', 'pen-gold')).price).toEqual({ current: 4.2, original: null });
    expect((await accessory('kartenliebe.de', 'pen-gold')).price).toEqual({ current: 3.9, original: null });
    expect((await accessory('kartenliebe.at', 'ribbon-satin-10x1000-gold')).price).toEqual(
      (await accessory('kartenliebe.de', 'ribbon-satin-10x1000-gold')).price,
    );
  });

  it('lists envelopes at the §9 price of their class', async () => {
    const envelopes = async (host: string) => {
      const response = await fetchShop(`https://${host}/web-api/card-accessories?kind=envelope`);
      return Object.fromEntries(((await response.json()) as AccessoryCard[]).map(({ sku, price }) => [sku, price?.current]));
    };
    expect(await envelopes('kartenliebe.at')).toEqual({
      'envelope-c6-114x162-kraft': 1,
      'envelope-c6-114x162-weiss': 1,
      'envelope-dl-110x220-weiss': 1.5,
      'envelope-c5-162x229-gold': 1.5,
    });
    expect(await envelopes('kartenliebe.de')).toMatchObject({ 'envelope-c6-114x162-kraft': 0.95, 'envelope-c5-162x229-gold': 1.8 });
    expect(await envelopes('kartenliebe.ch')).toMatchObject({ 'envelope-dl-110x220-weiss': 1.2, 'envelope-c5-162x229-gold': 2.9 });
  });
});
