import type { DesignCard } from '../../../../shared/catalogue/listing';
import type { Channel } from '../../../../shared/channel/channels';
import type { Locale } from '../../../../shared/locale/locales';
import type { Price } from '../../../../shared/locale/price-texts';
import { DESIGN_COLUMNS, type DesignRow, designOf } from './catalogue';
import { localePrice, type PriceColumns, priceBindings, priceOf } from './prices';

/**
 * What is on sale in a market (spec §3 prices: a discount exists when the original price exceeds
 * the current one; decision 087), read by the rule every listing reads prices by (./prices.ts):
 * the locale's own row where it has one, else its currency's, so nothing is on sale here that a
 * listing shows at its full price.
 */

/** A priced article of the catalogue's vocabulary (migrations/0005, 0006), e.g. `format/leinwand/600x400`. */
interface SaleArticle {
  article: string;
  price: Price;
}

const ARTICLE_PRICE = localePrice('asked.article');

/**
 * Articles with a reduced row in the locale or its currency. A design's own articles are its
 * design's (its from-price, and a card theme's tiers and sample, one campaign per theme: decision
 * 070), so they are left to the designs; an accessory counts only while it is offered.
 */
const SALE_ARTICLES = `SELECT asked.article AS article, ${ARTICLE_PRICE.columns}
  FROM (SELECT DISTINCT article FROM prices
         WHERE channel = ?1 AND currency = ?2 AND locale IN ('', ?3) AND price_original > price_current
           AND article NOT LIKE 'design/%' AND article NOT LIKE 'card/%' AND article NOT LIKE 'card-sample/%'
           AND (article NOT LIKE 'accessory/%'
                OR substr(article, 11) IN (SELECT sku FROM accessories WHERE channel = ?1 AND active = 1))) asked
  ${ARTICLE_PRICE.joins}
  ORDER BY asked.article`;

/** The active designs, with their from-price as listings read it, that are reduced: by kind, most popular first. */
const SALE_DESIGNS = `SELECT kind, id, name, image, category, price_current, price_original
  FROM (SELECT d.popularity AS popularity, ${DESIGN_COLUMNS} WHERE d.channel = ?1 AND d.active = 1)
  WHERE price_original > price_current
  ORDER BY kind, popularity DESC, id`;

/** The designs and articles on sale in a market, in one round trip. */
export async function findSale(
  db: D1Database,
  channel: Channel,
  locale: Locale,
): Promise<{ designs: DesignCard[]; articles: SaleArticle[] }> {
  const bindings = priceBindings(channel, locale);
  const [designs, articles] = await db.batch([db.prepare(SALE_DESIGNS).bind(...bindings), db.prepare(SALE_ARTICLES).bind(...bindings)]);
  return {
    designs: ((designs?.results ?? []) as DesignRow[]).map((row) => designOf(row, { channel, locale })),
    articles: ((articles?.results ?? []) as (PriceColumns & { article: string })[]).flatMap((row) => {
      const price = priceOf(row);
      // The locale's own row may say full price where its currency's is reduced.
      return price?.original ? [{ article: row.article, price }] : [];
    }),
  };
}
