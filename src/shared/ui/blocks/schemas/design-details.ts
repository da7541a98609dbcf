import { z } from 'zod';
import { PHOTOBOOK_KINDS } from '../../../catalogue/photobooks';
import { BlockBase, CatalogueId, CatalogueSlot, TextField } from '../../../content/fields';

/**
 * The detail wrappers of spec §2: one design with its picture, from-price and the way into the
 * designer. The headline is optional (the design's own name is shown without one); the design is
 * named by the id the hand-off uses (spec §3: themeId for cards, designId, photobookType).
 */
const Detail = { ...BlockBase, ...CatalogueSlot, headline: TextField, text: TextField };

export const CardDetailWrapperSchema = z.looseObject({ ...Detail, themeId: CatalogueId });
export type CardDetailWrapperBlock = z.infer<typeof CardDetailWrapperSchema>;

export const CalendarDetailWrapperSchema = z.looseObject({ ...Detail, designId: CatalogueId });
export type CalendarDetailWrapperBlock = z.infer<typeof CalendarDetailWrapperSchema>;

export const CollageDetailWrapperSchema = z.looseObject({ ...Detail, designId: CatalogueId });
export type CollageDetailWrapperBlock = z.infer<typeof CollageDetailWrapperSchema>;

export const PhotobookDetailWrapperSchema = z.looseObject({ ...Detail, photobookType: z.enum(PHOTOBOOK_KINDS) });
export type PhotobookDetailWrapperBlock = z.infer<typeof PhotobookDetailWrapperSchema>;
