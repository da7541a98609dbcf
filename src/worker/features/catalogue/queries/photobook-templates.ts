import type { Channel } from '../../../../shared/channel/channels';

/**
 * The templates of a photo book design group set (migrations/0007_design_groups.sql): the design
 * group of each kind and format, by `{kind}/{format}`, which a photo book of that kind and format
 * hands off as its templateId (spec §3 "templateId (design group of the matching format)"). Empty
 * when the set does not exist. The designer feature answers the whole set (spec §7
 * photobook-design-group-set); the calculator needs only this.
 */
export async function findPhotobookTemplates(db: D1Database, channel: Channel, setId: string): Promise<Map<string, string>> {
  const { results } = await db
    .prepare('SELECT kind, format, template_id FROM photobook_design_group_sets WHERE channel = ?1 AND set_id = ?2')
    .bind(channel, setId)
    .all<{ kind: string; format: string; template_id: string }>();
  return new Map(results.map((row) => [`${row.kind}/${row.format}`, row.template_id]));
}
