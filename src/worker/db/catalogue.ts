import type { AccessoryCard, DesignCard, DesignPage, DesignQuery, FormatPrice, Price } from '../../shared/catalogue/listing';
import type { DesignKind } from '../../shared/catalogue/product-kinds';
import type { Channel } from '../../shared/channel/channels';
import type { Currency } from '../../shared/locale/locales';

/**
 * Reads of the catalogue in D1 (migrations/0005_catalogue.sql). Prices are stored in minor units
 * and come out in major units of the asked currency; an article without a price in that currency
 * has none (null), never a price in another currency.
 */

interface PriceColumns {
  price_current: number | null;
  price_original: number | null;
}

interface DesignRow extends PriceColumns {
  kind: DesignKind;
  id: string;
  name: string;
  image: string;
}

interface AccessoryRow extends PriceColumns {
  sku: string;
  kind: string;
  image: string;
}

function priceOf(row: PriceColumns): Price | null {
  if (row.price_current === null) return null;
  const original = row.price_original !== null && row.price_original > row.price_current ? row.price_original / 100 : null;
  return { current: row.price_current / 100, original };
}

const designOf = (row: DesignRow): DesignCard => ({ kind: row.kind, id: row.id, name: row.name, image: row.image, price: priceOf(row) });
const accessoryOf = (row: AccessoryRow): AccessoryCard => ({ sku: row.sku, kind: row.kind, image: row.image, price: priceOf(row) });

// The price of an article joins on `{prefix}/{…}`; ?1 is always the channel, ?2 the currency.
const DESIGN_COLUMNS = `d.kind, d.id, d.name, d.image, p.price_current, p.price_original
  FROM designs d LEFT JOIN prices p
    ON p.channel = d.channel AND p.article = 'design/' || d.kind || '/' || d.id AND p.currency = ?2`;

const ORDER = { popularity: 'd.popularity DESC, d.id', created: 'd.created_at DESC, d.id' } as const;

/** One page (1-based) of the active designs matching `query`, with the total count. */
export async function listDesigns(
  db: D1Database,
  channel: Channel,
  currency: Currency,
  query: DesignQuery,
  page: number,
): Promise<DesignPage> {
  const where = `d.channel = ?1 AND d.kind = ?3 AND d.active = 1 AND (?4 = '' OR d.category = ?4) AND (?5 = '' OR d.occasion = ?5)`;
  const bindings = [channel, currency, query.kind, query.category, query.occasion] as const;
  const [items, count] = await db.batch([
    db
      .prepare(`SELECT ${DESIGN_COLUMNS} WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ?6 OFFSET ?7`)
      .bind(...bindings, query.pageSize, (page - 1) * query.pageSize),
    db.prepare(`SELECT count(*) AS total FROM designs d WHERE ${where}`).bind(...bindings),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return { items: ((items?.results ?? []) as DesignRow[]).map(designOf), page, pageSize: query.pageSize, total };
}

/** One active design, or null. */
export async function findDesign(
  db: D1Database,
  channel: Channel,
  currency: Currency,
  kind: DesignKind,
  id: string,
): Promise<DesignCard | null> {
  const row = await db
    .prepare(`SELECT ${DESIGN_COLUMNS} WHERE d.channel = ?1 AND d.kind = ?3 AND d.id = ?4 AND d.active = 1`)
    .bind(channel, currency, kind, id)
    .first<DesignRow>();
  return row ? designOf(row) : null;
}

/** The prices of a material in the given formats, in the order asked; a format without a price has null. */
export async function findFormatPrices(
  db: D1Database,
  channel: Channel,
  currency: Currency,
  material: string,
  formats: readonly string[],
): Promise<FormatPrice[]> {
  if (formats.length === 0) return [];
  const wanted = formats.map((format) => ({ format, article: `format/${material}/${format}` }));
  const { results } = await db
    .prepare(
      `SELECT article, price_current, price_original FROM prices
        WHERE channel = ?1 AND currency = ?2 AND article IN (SELECT value FROM json_each(?3))`,
    )
    .bind(channel, currency, JSON.stringify(wanted.map(({ article }) => article)))
    .all<PriceColumns & { article: string }>();
  const byArticle = new Map(results.map((row) => [row.article, priceOf(row)]));
  return wanted.map(({ format, article }) => ({ format, price: byArticle.get(article) ?? null }));
}

const ACCESSORY_COLUMNS = `a.sku, a.kind, a.image, p.price_current, p.price_original
  FROM accessories a LEFT JOIN prices p
    ON p.channel = a.channel AND p.article = 'accessory/' || a.sku AND p.currency = ?2`;

/** The active accessories of a kind (every kind when ''), most popular first. */
export async function listAccessories(db: D1Database, channel: Channel, currency: Currency, kind: string): Promise<AccessoryCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ACCESSORY_COLUMNS} WHERE a.channel = ?1 AND a.active = 1 AND (?3 = '' OR a.kind = ?3) ORDER BY a.popularity DESC, a.sku LIMIT 100`,
    )
    .bind(channel, currency, kind)
    .all<AccessoryRow>();
  return results.map(accessoryOf);
}

/** One active accessory, or null. */
export async function findAccessory(db: D1Database, channel: Channel, currency: Currency, sku: string): Promise<AccessoryCard | null> {
  const row = await db
    .prepare(`SELECT ${ACCESSORY_COLUMNS} WHERE a.channel = ?1 AND a.sku = ?3 AND a.active = 1`)
    .bind(channel, currency, sku)
    .first<AccessoryRow>();
  return row ? accessoryOf(row) : null;
}
