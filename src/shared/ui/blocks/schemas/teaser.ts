import { z } from 'zod';
import type { TeaserPrice } from '../../../catalogue/catalogue-needs';
import { AssetField, BlockBase, ColourField, LinkField, RequiredText, TextField } from '../../../content/fields';

export const TeaserSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  subline: TextField,
  image: AssetField,
  video: AssetField,
  ctaText: TextField,
  ctaLink: LinkField,
  ctaBackgroundColor: ColourField,
  ctaTextColor: ColourField,
});
export type TeaserBlock = z.infer<typeof TeaserSchema> & { price?: TeaserPrice };
