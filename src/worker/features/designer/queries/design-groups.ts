import type { DesignCard } from '../../../../shared/catalogue/listing';
import { PHOTOBOOK_KINDS, PHOTOBOOK_OFFER, type PhotobookKind } from '../../../../shared/catalogue/photobooks';
import type { Channel } from '../../../../shared/channel/channels';
import { offeredDesignGroups } from '../../../../shared/channel/occasion-books';
import type { Locale } from '../../../../shared/locale/locales';
import type { Price } from '../../../../shared/locale/price-texts';
import {
  DESIGN_COLUMNS,
  type DesignRow,
  designOf,
  idsOf,
  localePrice,
  type PriceColumns,
  priceBindings,
  priceOf,
} from '../../catalogue/public';

/**
 * The design groups the designers open with (migrations/0007_design_groups.sql; decision 036):
 * calendar design groups, photo book design group sets and collage design groups. Designs come
 * with their from-price in the locale's currency (decision 030), only while they are active.
 */

interface CalendarGroupDesign {
  design: DesignCard;
  calendarType: string;
  /** spec §3 calendar format types this design comes in, e.g. a4-quer. */
  formats: string[];
}

/**
 * The designs of a calendar design group in the group's order, one entry per design and calendar
 * type; empty when the group does not exist (or has no active design).
 */
export async function findCalendarDesignGroup(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  groupId: string,
): Promise<CalendarGroupDesign[]> {
  const { results } = await db
    .prepare(
      `SELECT g.calendar_type, g.formats, ${DESIGN_COLUMNS}
       JOIN calendar_design_groups g ON g.channel = d.channel AND g.design_id = d.id
       WHERE d.channel = ?1 AND d.kind = 'calendar' AND d.active = 1 AND g.group_id = ?4
       ORDER BY g.position, d.id, g.calendar_type`,
    )
    .bind(...priceBindings(channel, locale), groupId)
    .all<DesignRow & { calendar_type: string; formats: string }>();
  return results.map((row) => ({
    design: designOf(row, { channel, locale }),
    calendarType: row.calendar_type,
    formats: idsOf(row.formats),
  }));
}

interface PhotobookDesignGroup {
  kind: PhotobookKind;
  /** spec §3 photo book format, e.g. a4-quer. */
  format: string;
  /** The design group of this kind and format: the hand-off's templateId (spec §3). */
  templateId: string;
  categoryIds: string[];
  /** The kind's from-price (`design/photobook/{kind}`). */
  price: Price | null;
}

const KIND_PRICE = localePrice(`'design/photobook/' || s.kind`);
const order = (list: readonly string[], value: string) => list.indexOf(value);

/**
 * The design groups of a photo book design group set the channel offers (spec §3
 * condolencebooksAvailable, guestbooksAvailable; decision 086), by kind (spec §3 order) and format
 * (the kind's offer, its default first); empty when the set does not exist, or has none here.
 */
export async function findPhotobookDesignGroupSet(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  setId: string,
): Promise<PhotobookDesignGroup[]> {
  const { results } = await db
    .prepare(
      `SELECT s.kind, s.format, s.template_id, s.category_ids, ${KIND_PRICE.columns}
       FROM photobook_design_group_sets s ${KIND_PRICE.joins}
       WHERE s.channel = ?1 AND s.set_id = ?4`,
    )
    .bind(...priceBindings(channel, locale), setId)
    .all<PriceColumns & { kind: PhotobookKind; format: string; template_id: string; category_ids: string }>();
  const groups = results.map((row) => ({
    kind: row.kind,
    format: row.format,
    templateId: row.template_id,
    categoryIds: idsOf(row.category_ids),
    price: priceOf(row),
  }));
  return offeredDesignGroups(channel, groups).sort(
    (a, b) =>
      order(PHOTOBOOK_KINDS, a.kind) - order(PHOTOBOOK_KINDS, b.kind) ||
      order(PHOTOBOOK_OFFER[a.kind].formats, a.format) - order(PHOTOBOOK_OFFER[b.kind].formats, b.format),
  );
}

interface CollageDesignGroup {
  designGroupId: string;
  designs: DesignCard[];
}

/** Collage design groups whose rows meet `condition` (on `g`, binding ?4), designs in the group's order. */
async function collageGroupsWhere(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  condition: string,
  value: string,
): Promise<CollageDesignGroup[]> {
  const { results } = await db
    .prepare(
      `SELECT g.group_id, ${DESIGN_COLUMNS}
       JOIN collage_design_groups g ON g.channel = d.channel AND g.design_id = d.id
       WHERE d.channel = ?1 AND d.kind = 'collage' AND d.active = 1 AND ${condition}
       ORDER BY g.group_id, g.position, d.id`,
    )
    .bind(...priceBindings(channel, locale), value)
    .all<DesignRow & { group_id: string }>();
  const groups = new Map<string, DesignCard[]>();
  for (const row of results) groups.set(row.group_id, [...(groups.get(row.group_id) ?? []), designOf(row, { channel, locale })]);
  return [...groups].map(([designGroupId, designs]) => ({ designGroupId, designs }));
}

/**
 * The collage design groups named (in the order named; unknown ids left out), or every group of
 * the channel when none is named.
 * @example await listCollageDesignGroups(db, 'wallart', 'de-DE', ['103', '101']) // [{ designGroupId: '103', … }, { designGroupId: '101', … }]
 */
export async function listCollageDesignGroups(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  groupIds: readonly string[],
): Promise<CollageDesignGroup[]> {
  const groups = await collageGroupsWhere(
    db,
    channel,
    locale,
    `(?4 = '[]' OR g.group_id IN (SELECT value FROM json_each(?4)))`,
    JSON.stringify(groupIds),
  );
  if (groupIds.length === 0) return groups;
  return groupIds.flatMap((id) => groups.filter((group) => group.designGroupId === id));
}

/** spec §7 "collage by design": the group holding a collage design, or null. */
export async function findCollageDesignGroupOf(
  db: D1Database,
  channel: Channel,
  locale: Locale,
  designId: string,
): Promise<CollageDesignGroup | null> {
  const [group] = await collageGroupsWhere(
    db,
    channel,
    locale,
    `g.group_id = (SELECT group_id FROM collage_design_groups WHERE channel = ?1 AND design_id = ?4)`,
    designId,
  );
  return group ?? null;
}
