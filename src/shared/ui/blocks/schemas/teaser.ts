import { z } from 'zod';
import { AssetField, BlockBase, ColourField, LinkField, RequiredText, TextField } from '../../../content/fields';
import type { PriceTexts } from '../../../locale/price-texts';

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
/**
 * The price a teaser shows, written by the server only (decision 061: the wall-pictures teaser of
 * VOLL-1785): a teaser keeps the server's markup, so the browser never renders it.
 */
export interface TeaserPrice {
  /** The size, e.g. "60 × 45 cm". */
  size: string;
  texts: PriceTexts;
}
export type TeaserBlock = z.infer<typeof TeaserSchema> & { price?: TeaserPrice };
