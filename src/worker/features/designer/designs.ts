import { Hono } from 'hono';
import { z } from 'zod';
import { CALENDAR_TYPES } from '../../../shared/catalogue/calendars';
import { isAllValue } from '../../../shared/catalogue/card-catalogue';
import { ALL_VALUE_OF_FILTER, ALL_VALUES, CARD_FILTER_KEYS } from '../../../shared/catalogue/cards';
import { ASPECT_RATIOS } from '../../../shared/catalogue/formats';
import { CATALOGUE_FILTER, CATALOGUE_ID, type DesignCard } from '../../../shared/catalogue/listing';
import { priceFieldsOrNone } from '../../../shared/catalogue/price-sums';
import { PAGE_SIZES } from '../../../shared/catalogue/product-kinds';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem, validated } from '../../platform/http/validation';
import { DesignsQuery, Id, listCardFilterValues, listDesigns } from '../catalogue/public';
import {
  findCalendarDesignGroup,
  findCollageDesignGroupOf,
  findPhotobookDesignGroupSet,
  listCollageDesignGroups,
} from './queries/design-groups';

/**
 * Designs and design groups (spec §7: /web-api/themes, calendar-design-group,
 * photobook-design-group-set, collage-designer-design-groups and -group; decision 036): card themes
 * with the §3 filters, and the groups the designers open with. Answers are in the call's market
 * (src/worker/platform/request/market.ts), prices as spec §3 priceCurrent and priceOriginal: from-prices in
 * major units of the locale's currency, null when a design has none there.
 */
export const designs = new Hono<AppEnv>();

const CACHE_SHORT = cachePolicy(CACHE.short);

/** A design as the design calls answer it, with the §3 price fields. */
const designFields = (design: DesignCard) => ({
  id: design.id,
  name: design.name,
  image: design.image,
  ...priceFieldsOrNone(design.price),
});

const allOr = (accepted: (value: string) => boolean, problemText: string) =>
  z
    .string()
    .refine((value) => isAllValue(value) || accepted(value), problemText)
    // spec §3: a filter set to an 'all' value filters nothing.
    .transform((value) => (isAllValue(value) ? '' : value))
    .default('');
const Filter = allOr(
  (value) => CATALOGUE_FILTER.test(value),
  `must be lowercase letters, digits and dashes, or ${ALL_VALUES.join(' or ')}`,
);
const RATIOS = new Set([...Object.keys(ASPECT_RATIOS), 'custom']);

const ThemesQuery = z.object({
  aspectRatio: allOr((value) => RATIOS.has(value), `must be a ratio such as din or square, or ${ALL_VALUES.join(' or ')}`),
  category: Filter,
  color: Filter,
  label: Filter,
  product: Filter,
  punching: Filter,
  style: Filter,
  occasion: Filter,
  sort: DesignsQuery.shape.sort,
  // Without one, the channel's: compacted templates show 48 (spec §3 templatesCompacted, §9 page sizes).
  pageSize: DesignsQuery.shape.pageSize.unwrap().optional(),
  page: DesignsQuery.shape.page,
});

designs.get('/web-api/themes', validated('query', ThemesQuery), async (c) => {
  const { category, occasion, sort, page, pageSize: asked, ...filters } = c.req.valid('query');
  const { channel, locale } = c.get('market');
  const pageSize = asked ?? (CHANNEL_INFO[channel].templatesCompacted ? PAGE_SIZES[1] : PAGE_SIZES[0]);
  const [themes, values] = await Promise.all([
    listDesigns(c.env.DB, channel, locale, { kind: 'card', category, occasion, sort, pageSize, filters }, page),
    listCardFilterValues(c.env.DB, channel),
  ]);
  const chosen = { ...filters, category };
  return c.json(
    {
      themes: themes.items.map((theme) => {
        const { id, ...fields } = designFields(theme);
        return { themeId: id, ...fields };
      }),
      page,
      pageSize,
      total: themes.total,
      sort,
      occasion: occasion || null,
      // Each filter: what is chosen (its 'all' value when nothing) and what can be chosen, 'all' first.
      filters: Object.fromEntries(
        CARD_FILTER_KEYS.map((key) => [
          key,
          { selected: chosen[key] || ALL_VALUE_OF_FILTER[key], values: [ALL_VALUE_OF_FILTER[key], ...values[key]] },
        ]),
      ),
    },
    200,
    CACHE_SHORT,
  );
});

const CalendarGroupQuery = z.object({
  designGroupId: Id,
  designId: Id.optional(),
  calendarType: z.enum(CALENDAR_TYPES, { error: `must be one of ${CALENDAR_TYPES.join(', ')}` }).optional(),
});

// spec §3 error page: a calendar needs designGroupId and designId. Without designId the group's
// first design is the one chosen; calendarType narrows the group to the designs of that type.
designs.get('/web-api/calendar-design-group', validated('query', CalendarGroupQuery), async (c) => {
  const { designGroupId, designId, calendarType } = c.req.valid('query');
  const { channel, locale } = c.get('market');
  const members = await findCalendarDesignGroup(c.env.DB, channel, locale, designGroupId);
  if (members.length === 0) return c.json(problem('designGroupId', `no calendar design group ${designGroupId}`), 404);
  const shown = calendarType ? members.filter((member) => member.calendarType === calendarType) : members;
  const chosen = designId ? shown.find((member) => member.design.id === designId) : shown[0];
  if (!chosen) {
    return designId
      ? c.json(
          problem(
            'designId',
            `no design ${designId} in calendar design group ${designGroupId}${calendarType ? ` as ${calendarType}` : ''}`,
          ),
          404,
        )
      : c.json(problem('calendarType', `calendar design group ${designGroupId} has no ${calendarType}`), 404);
  }
  return c.json(
    {
      designGroupId,
      designId: chosen.design.id,
      calendarType: calendarType ?? null,
      designs: shown.map(({ design, calendarType: type, formats }) => ({ ...designFields(design), calendarType: type, formats })),
    },
    200,
    CACHE_SHORT,
  );
});

/**
 * spec §5 query strings write arrays with `[]` (`categoryIds[]=a&categoryIds[]=b`): a parameter
 * given once arrives as a string, more often as an array. Duplicates are dropped.
 */
const IdArray = (what: string) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => [...new Set(Array.isArray(value) ? value : [value])])
    .refine((ids) => ids.length <= 50, `must name at most 50 ${what}`)
    .refine((ids) => ids.every((id) => Id.safeParse(id).success), `must be ${what}: 1–64 letters, digits, dots, dashes or underscores each`)
    .default([]);

const SetParams = z.object({
  designGroupSetId: z
    .string({ error: 'must be given in the path' })
    .regex(CATALOGUE_ID, 'must be 1–64 letters, digits, dots, dashes or underscores'),
});
const SetQuery = z.object({ 'categoryIds[]': IdArray('category ids') });

// spec §7 builders: designGroupSetId in the path, categoryIds[] in the query. Every group of the
// set without categories; with them, the groups in at least one of them.
designs.get(
  '/web-api/photobook-design-group-set/:designGroupSetId?',
  validated('param', SetParams),
  validated('query', SetQuery),
  async (c) => {
    const { designGroupSetId } = c.req.valid('param');
    const categoryIds = c.req.valid('query')['categoryIds[]'];
    const { channel, locale } = c.get('market');
    const groups = await findPhotobookDesignGroupSet(c.env.DB, channel, locale, designGroupSetId);
    if (groups.length === 0) return c.json(problem('designGroupSetId', `no photo book design group set ${designGroupSetId}`), 404);
    const asked = new Set(categoryIds);
    const shown = asked.size === 0 ? groups : groups.filter((group) => group.categoryIds.some((id) => asked.has(id)));
    return c.json(
      {
        designGroupSetId,
        categoryIds,
        groups: shown.map(({ kind, price, ...group }) => ({ photobookType: kind, ...group, ...priceFieldsOrNone(price) })),
      },
      200,
      CACHE_SHORT,
    );
  },
);

const CollageGroupsQuery = z.object({ 'designGroupIds[]': IdArray('design group ids') });

// spec §7 builders: array parameters with `[]`. The groups named, in that order (ids without a
// group are left out); every group of the channel when none is named.
designs.get('/web-api/collage-designer-design-groups', validated('query', CollageGroupsQuery), async (c) => {
  const { channel, locale } = c.get('market');
  const groups = await listCollageDesignGroups(c.env.DB, channel, locale, c.req.valid('query')['designGroupIds[]']);
  return c.json(
    { designGroups: groups.map(({ designGroupId, designs: members }) => ({ designGroupId, designs: members.map(designFields) })) },
    200,
    CACHE_SHORT,
  );
});

// spec §7 "Collage by design": GET with the design id, the group holding it.
designs.get('/web-api/collage-designer-design-group', validated('query', z.object({ designId: Id })), async (c) => {
  const { designId } = c.req.valid('query');
  const { channel, locale } = c.get('market');
  const group = await findCollageDesignGroupOf(c.env.DB, channel, locale, designId);
  if (!group?.designs.some((design) => design.id === designId)) {
    return c.json(problem('designId', `no collage design group holds design ${designId}`), 404);
  }
  return c.json({ designGroupId: group.designGroupId, designId, designs: group.designs.map(designFields) }, 200, CACHE_SHORT);
});
