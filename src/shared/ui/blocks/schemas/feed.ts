import { z } from 'zod';
import { PAGE_SIZES, type PageSize } from '../../../catalogue/product-kinds';
import { BlockBase, CatalogueSlot, RequiredText, TextField } from '../../../content/fields';

/** spec §2 `Feed`: a stream of designs of one kind to choose from. */
export const FeedSchema = z.looseObject({
  ...BlockBase,
  ...CatalogueSlot,
  headline: RequiredText,
  text: TextField,
  feedType: z.enum(['card', 'calendar', 'collage']),
  // Storyblok writes options as text; spec §9 page sizes 12 and 48, 12 when none or another.
  pageSize: z
    .preprocess((size) => String(size), z.enum(PAGE_SIZES.map(String) as ['12', '48']).catch('12'))
    .transform((size) => Number(size) as PageSize),
});
export type FeedBlock = z.infer<typeof FeedSchema>;
