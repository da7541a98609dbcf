import type { AccessoryCard, DesignCard, DesignPage, DesignQuery } from '../../shared/catalogue/listing';
import type { DesignKind } from '../../shared/catalogue/product-kinds';
import type { Channel } from '../../shared/channel/channels';
import type { Locale } from '../../shared/locale/locales';
import { localePrice, type PriceColumns, priceBindings, priceOf } from './prices';

/**
 * Reads of the catalogue in D1 (migrations/0005_catalogue.sql). Prices come out in major units of
 * the locale's currency, by the rule of ./prices.ts (decision 030): the locale's own price where
 * there is one, else its currency's; an article without either has none (null).
 */

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

const designOf = (row: DesignRow): DesignCard => ({ kind: row.kind, id: row.id, name: row.name, image: row.image, price: priceOf(row) });
const accessoryOf = (row: AccessoryRow): AccessoryCard => ({ sku: row.sku, kind: row.kind, image: row.image, price: priceOf(row) });

// Every query binds priceBindings first (?1 channel, ?2 currency, ?3 locale), its own values after.
const DESIGN_PRICE = localePrice(`'design/' || d.kind || '/' || d.id`);
const DESIGN_COLUMNS = `d.kind, d.id, d.name, d.image, ${DESIGN_PRICE.columns} FROM designs d ${DESIGN_PRICE.joins}`;

const ORDER = { popularity: 'd.popularity DESC, d.id', created: 'd.created_at DESC, d.id' } as const;

/** One page (1-based) of the active designs matching `query`, with the total count. */
export async function listDesigns(db: D1Database, channel: Channel, locale: Locale, query: DesignQuery, page: number): Promise<DesignPage> {
  const where = `d.channel = ?1 AND d.kind = ?4 AND d.active = 1 AND (?5 = '' OR d.category = ?5) AND (?6 = '' OR d.occasion = ?6)`;
  const bindings = [...priceBindings(channel, locale), query.kind, query.category, query.occasion] as const;
  const [items, count] = await db.batch([
    db
      .prepare(`SELECT ${DESIGN_COLUMNS} WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ?7 OFFSET ?8`)
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
  locale: Locale,
  kind: DesignKind,
  id: string,
): Promise<DesignCard | null> {
  const row = await db
    .prepare(`SELECT ${DESIGN_COLUMNS} WHERE d.channel = ?1 AND d.kind = ?4 AND d.id = ?5 AND d.active = 1`)
    .bind(...priceBindings(channel, locale), kind, id)
    .first<DesignRow>();
  return row ? designOf(row) : null;
}

const ACCESSORY_PRICE = localePrice(`'accessory/' || a.sku`);
const ACCESSORY_COLUMNS = `a.sku, a.kind, a.image, ${ACCESSORY_PRICE.columns} FROM accessories a ${ACCESSORY_PRICE.joins}`;

/** The active accessories of a kind (every kind when ''), most popular first. */
export async function listAccessories(db: D1Database, channel: Channel, locale: Locale, kind: string): Promise<AccessoryCard[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ACCESSORY_COLUMNS} WHERE a.channel = ?1 AND a.active = 1 AND (?4 = '' OR a.kind = ?4) ORDER BY a.popularity DESC, a.sku LIMIT 100`,
    )
    .bind(...priceBindings(channel, locale), kind)
    .all<AccessoryRow>();
  return results.map(accessoryOf);
}

/** One active accessory, or null. */
export async function findAccessory(db: D1Database, channel: Channel, locale: Locale, sku: string): Promise<AccessoryCard | null> {
  const row = await db
    .prepare(`SELECT ${ACCESSORY_COLUMNS} WHERE a.channel = ?1 AND a.sku = ?4 AND a.active = 1`)
    .bind(...priceBindings(channel, locale), sku)
    .first<AccessoryRow>();
  return row ? accessoryOf(row) : null;
}
