import type { Channel } from '../../../../shared/channel/channels';
import { offeredDesignGroups } from '../../../../shared/channel/occasion-books';
import { idsOf } from './id-list';

/**
 * The templates of a photo book design group set (migrations/0007_design_groups.sql): the design
 * group of each kind and format, by `{kind}/{format}`, which a photo book of that kind and format
 * hands off as its templateId (spec §3 "templateId (design group of the matching format)"). Empty
 * when the set does not exist. Only the groups the channel offers (spec §3 condolencebooksAvailable,
 * guestbooksAvailable; decision 086): a book of another is handed off without a template. The
 * designer feature answers the whole set (spec §7 photobook-design-group-set); the calculator
 * needs only this.
 */
export async function findPhotobookTemplates(db: D1Database, channel: Channel, setId: string): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT kind, format, template_id, category_ids FROM photobook_design_group_sets WHERE channel = ?1 AND set_id = ?2')
    .bind(channel, setId)
    .all<{ kind: string; format: string; template_id: string; category_ids: string }>();
  const groups = results.map((row) => ({ ...row, categoryIds: idsOf(row.category_ids) }));
  return new Map(offeredDesignGroups(channel, groups).map((row) => [`${row.kind}/${row.format}`, row.template_id]));
}
