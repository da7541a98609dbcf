import { z } from 'zod';
import { CALENDAR_TYPES } from '../../../catalogue/calendars';
import { CARD_OCCASIONS } from '../../../catalogue/cards';
import { CATALOGUE_FILTER } from '../../../catalogue/listing';
import { DESIGN_SORTS } from '../../../catalogue/product-kinds';
import { BlockBase, BooleanField, CatalogueSlot, choice, RequiredText, TextField } from '../../../content/fields';

/**
 * The overview wrappers of spec §2 (and ThemesOverviewWrapper): a headline over a grid of the
 * designs of one kind, narrowed by the block's fields. A filter value that is not one of the
 * catalogue's is left out (the overview then shows every design of the kind).
 */
const Overview = { ...BlockBase, ...CatalogueSlot, headline: RequiredText, text: TextField };
const optional = <const V extends readonly [string, ...string[]]>(values: V) => z.enum(values).optional().catch(undefined);

/**
 * Card themes of a category and occasion, sorted as the editor chose (spec §3 sorting options).
 * `browsable`: the shopper filters, sorts and pages them through the page's URL (decision 073), as
 * on an occasion's page; otherwise "show more" adds the next page.
 */
export const ThemesOverviewWrapperSchema = z.looseObject({
  ...Overview,
  category: z.string().trim().regex(CATALOGUE_FILTER).catch(''),
  occasion: optional(CARD_OCCASIONS),
  sort: choice(DESIGN_SORTS),
  browsable: BooleanField,
});
export type ThemesOverviewWrapperBlock = z.infer<typeof ThemesOverviewWrapperSchema>;

export const CardOverviewWrapperSchema = z.looseObject({ ...Overview, occasion: optional(CARD_OCCASIONS) });
export type CardOverviewWrapperBlock = z.infer<typeof CardOverviewWrapperSchema>;

export const CalendarOverviewWrapperSchema = z.looseObject({ ...Overview, calendarType: optional(CALENDAR_TYPES) });
export type CalendarOverviewWrapperBlock = z.infer<typeof CalendarOverviewWrapperSchema>;

export const CollageOverviewWrapperSchema = z.looseObject(Overview);
export type CollageOverviewWrapperBlock = z.infer<typeof CollageOverviewWrapperSchema>;

export const PhotobookOverviewWrapperSchema = z.looseObject(Overview);
export type PhotobookOverviewWrapperBlock = z.infer<typeof PhotobookOverviewWrapperSchema>;
