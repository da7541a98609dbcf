import type { Channel } from '../../../../shared/channel/channels';
import { type Currency, LOCALE_INFO, type Locale } from '../../../../shared/locale/locales';
import type { Price } from '../../../../shared/locale/price-texts';

/**
 * Prices in D1 (migrations/0005_catalogue.sql, 0006_prices_by_locale.sql; decision 030), stored in
 * minor units per channel, article, currency and locale. The price of an article for a locale is
 * the row of that locale when there is one, else the row of the locale's currency for every
 * locale (''); never a price in another currency (spec §3 currencies; none is "Not available").
 */

export interface PriceColumns {
  price_current: number | null;
  price_original: number | null;
}

/** A price row in major units (spec §3 priceCurrent, priceOriginal); the original only when higher. */
export function priceOf(row: PriceColumns): Price | null {
  if (row.price_current === null) return null;
  const original = row.price_original !== null && row.price_original > row.price_current ? row.price_original / 100 : null;
  return { current: row.price_current / 100, original };
}

/** The first three parameters of every price read: ?1 channel, ?2 currency, ?3 locale. */
export function priceBindings(channel: Channel, locale: Locale): [Channel, Currency, Locale] {
  return [channel, LOCALE_INFO[locale].currency, locale];
}

/**
 * The price of an article (an SQL expression over the query's tables) as the columns
 * `price_current` and `price_original`, for a query bound with `priceBindings` first: two lookups
 * by primary key, the locale's row winning over the currency's; both columns come from one row.
 * @example const price = localePrice(`'accessory/' || a.sku`);
 *          db.prepare(`SELECT a.sku, ${price.columns} FROM accessories a ${price.joins} WHERE a.channel = ?1`)
 */
export function localePrice(article: string): { columns: string; joins: string } {
  return {
    columns: `CASE WHEN pl.price_current IS NULL THEN pc.price_current ELSE pl.price_current END AS price_current,
      CASE WHEN pl.price_current IS NULL THEN pc.price_original ELSE pl.price_original END AS price_original`,
    joins: `LEFT JOIN prices pl ON pl.channel = ?1 AND pl.article = ${article} AND pl.currency = ?2 AND pl.locale = ?3
      LEFT JOIN prices pc ON pc.channel = ?1 AND pc.article = ${article} AND pc.currency = ?2 AND pc.locale = ''`,
  };
}

const ARTICLE_PRICE = localePrice('asked.value');

/**
 * The prices of `articles` for a locale, in one query; an article without a price in the locale's
 * currency maps to null.
 * @example await findPrices(db, 'kartenliebe', 'de-AT', ['envelope/standard']) // Map { 'envelope/standard' => { current: 1, original: null } }
 */
export async function findPrices(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  articles: readonly string[],
): Promise<Map<string, Price | null>> {
  const prices = new Map<string, Price | null>(articles.map((article) => [article, null]));
  if (articles.length === 0) return prices;
  const { results } = await db
    .prepare(`SELECT asked.value AS article, ${ARTICLE_PRICE.columns} FROM json_each(?4) asked ${ARTICLE_PRICE.joins}`)
    .bind(...priceBindings(channel, locale), JSON.stringify(articles))
    .all<PriceColumns & { article: string }>();
  for (const row of results) prices.set(row.article, priceOf(row));
  return prices;
}
