import { z } from 'zod';
import { PER_CARD_ACCESSORY_KINDS } from '../../../../shared/catalogue/card-accessories';
import type { CardFilterKey } from '../../../../shared/catalogue/cards';
import type { AccessoryCard, CardAccessory, CardFilters, DesignCard, DesignPage, DesignQuery } from '../../../../shared/catalogue/listing';
import { priceFields } from '../../../../shared/catalogue/price-sums';
import type { DesignKind } from '../../../../shared/catalogue/product-kinds';
import type { Channel } from '../../../../shared/channel/channels';
import { designHandOff } from '../../../../shared/designer/design-hand-off';
import { cardHandOff, type HandOffMarket } from '../../../../shared/designer/hand-offs';
import { inLocalWording } from '../../../../shared/locale/local-wording';
import type { Locale } from '../../../../shared/locale/locales';
import { localePrice, type PriceColumns, priceBindings, priceOf } from './prices';

/**
 * Reads of the catalogue in D1 (migrations/0005_catalogue.sql). Prices come out in major units of
 * the locale's currency, by the rule of ./prices.ts (decision 030): the locale's own price where
 * there is one, else its currency's; an article without either has none (null).
 */

export interface DesignRow extends PriceColumns {
  kind: DesignKind;
  id: string;
  name: string;
  image: string;
  category: string;
}

interface AccessoryRow extends PriceColumns {
  sku: string;
  kind: string;
  image: string;
}

export const designOf = (row: DesignRow, market: HandOffMarket): DesignCard => ({
  kind: row.kind,
  id: row.id,
  // The name in the locale's wording (decision 075): Swiss German writes no ß.
  name: inLocalWording(market.locale, row.name),
  image: row.image,
  price: priceOf(row),
  handOff: designHandOff(row, market),
});
const accessoryOf = (row: AccessoryRow, market: HandOffMarket): AccessoryCard => ({
  sku: row.sku,
  kind: row.kind,
  image: row.image,
  price: priceOf(row),
  handOff: cardHandOff({}, market),
});

// Every query binds priceBindings first (?1 channel, ?2 currency, ?3 locale), its own values after.
const DESIGN_PRICE = localePrice(`'design/' || d.kind || '/' || d.id`);
/**
 * The columns of a DesignRow from `designs d` with its price and its name in the locale's language
 * (decision 075: `design_names`, else the catalogue's own); more joins may follow.
 */
export const DESIGN_COLUMNS = `d.kind, d.id, COALESCE(dn.name, d.name) AS name, d.image, d.category, ${DESIGN_PRICE.columns}
  FROM designs d ${DESIGN_PRICE.joins}
  LEFT JOIN design_names dn ON dn.channel = d.channel AND dn.kind = d.kind AND dn.id = d.id AND dn.language = substr(?3, 1, 2)`;

const ORDER = { popularity: 'd.popularity DESC, d.id', created: 'd.created_at DESC, d.id' } as const;

/** The column of each card filter (spec §3 card filter keys; migrations/0007_design_groups.sql). */
const FILTER_COLUMNS = {
  aspectRatio: 'aspect_ratio',
  category: 'category',
  color: 'color',
  label: 'label',
  product: 'product',
  punching: 'punching',
  style: 'style',
} as const satisfies Record<CardFilterKey, string>;

/** One page (1-based) of the active designs matching `query`, with the total count. */
export async function listDesigns(db: D1Database, channel: Channel, locale: Locale, query: DesignQuery, page: number): Promise<DesignPage> {
  let where = `d.channel = ?1 AND d.kind = ?4 AND d.active = 1 AND (?5 = '' OR d.category = ?5) AND (?6 = '' OR d.occasion = ?6)`;
  const bindings: (string | number)[] = [...priceBindings(channel, locale), query.kind, query.category, query.occasion];
  for (const [key, value] of Object.entries(query.filters ?? {}) as [keyof CardFilters, string][]) {
    if (value === '') continue;
    bindings.push(value);
    where += ` AND d.${FILTER_COLUMNS[key]} = ?${bindings.length}`;
  }
  const [items, count] = await db.batch([
    db
      .prepare(
        `SELECT ${DESIGN_COLUMNS} WHERE ${where} ORDER BY ${ORDER[query.sort]} LIMIT ?${bindings.length + 1} OFFSET ?${bindings.length + 2}`,
      )
      .bind(...bindings, query.pageSize, (page - 1) * query.pageSize),
    db.prepare(`SELECT count(*) AS total FROM designs d WHERE ${where}`).bind(...bindings),
  ]);
  const total = (count?.results[0] as { total: number } | undefined)?.total ?? 0;
  return {
    items: ((items?.results ?? []) as DesignRow[]).map((row) => designOf(row, { channel, locale })),
    page,
    pageSize: query.pageSize,
    total,
  };
}

/**
 * The values each card filter has among the channel's active card themes (spec §3 card filter
 * keys), or among those of one occasion, sorted; a filter no theme has a value for has none.
 * @example await listCardFilterValues(db, 'kartenliebe') // { aspectRatio: ['din', 'square'], color: ['blau', …], … }
 */
export async function listCardFilterValues(db: D1Database, channel: Channel, occasion = ''): Promise<Record<CardFilterKey, string[]>> {
  const entries = Object.entries(FILTER_COLUMNS) as [CardFilterKey, string][];
  const lists = entries.map(([key, column]) => `json_group_array(DISTINCT ${column}) AS ${key}`).join(', ');
  const row = await db
    .prepare(`SELECT ${lists} FROM designs WHERE channel = ?1 AND kind = 'card' AND active = 1 AND (?2 = '' OR occasion = ?2)`)
    .bind(channel, occasion)
    .first<Record<CardFilterKey, string>>();
  const valuesOf = (list: string | undefined) =>
    FilterValues.parse(JSON.parse(list ?? '[]'))
      .filter((value) => value !== '')
      .sort();
  return Object.fromEntries(entries.map(([key]) => [key, valuesOf(row?.[key])])) as Record<CardFilterKey, string[]>;
}

const FilterValues = z.array(z.string());

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
  return row ? designOf(row, { channel, locale }) : null;
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
  return results.map((row) => accessoryOf(row, { channel, locale }));
}

/** One active accessory, or null. */
export async function findAccessory(db: D1Database, channel: Channel, locale: Locale, sku: string): Promise<AccessoryCard | null> {
  const row = await db
    .prepare(`SELECT ${ACCESSORY_COLUMNS} WHERE a.channel = ?1 AND a.sku = ?4 AND a.active = 1`)
    .bind(...priceBindings(channel, locale), sku)
    .first<AccessoryRow>();
  return row ? accessoryOf(row, { channel, locale }) : null;
}

/**
 * The active accessories a card takes one of per card (PER_CARD_ACCESSORY_KINDS; decision 045)
 * that have a price in the locale, most popular first, as the card calculator offers them.
 */
export async function listCardAccessories(db: D1Database, channel: Channel, locale: Locale): Promise<CardAccessory[]> {
  const { results } = await db
    .prepare(
      `SELECT ${ACCESSORY_COLUMNS} WHERE a.channel = ?1 AND a.active = 1 AND a.kind IN (SELECT value FROM json_each(?4))
        ORDER BY a.popularity DESC, a.sku LIMIT 20`,
    )
    .bind(...priceBindings(channel, locale), JSON.stringify(PER_CARD_ACCESSORY_KINDS))
    .all<AccessoryRow>();
  return results.flatMap((row) => {
    const price = priceOf(row);
    return price ? [{ sku: row.sku, kind: row.kind, ...priceFields(price) }] : [];
  });
}

/**
 * The active designs named by `items` (`kind:id`, the wishlist's items, decision 054), in the order
 * of `items`; a design no longer offered is left out.
 */
export async function findDesignsByItem(db: D1Database, channel: Channel, locale: Locale, items: readonly string[]): Promise<DesignCard[]> {
  if (items.length === 0) return [];
  const { results } = await db
    .prepare(
      `SELECT ${DESIGN_COLUMNS} WHERE d.channel = ?1 AND d.active = 1 AND (d.kind || ':' || d.id) IN (SELECT value FROM json_each(?4))`,
    )
    .bind(...priceBindings(channel, locale), JSON.stringify(items))
    .all<DesignRow>();
  const byItem = new Map(results.map((row) => [`${row.kind}:${row.id}`, designOf(row, { channel, locale })]));
  return items.flatMap((item) => byItem.get(item) ?? []);
}
