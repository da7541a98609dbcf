import { z } from 'zod';
import { AssetField, BlockBase, LinkField, TextField } from '../../../content/fields';

export const ImageBlockSchema = z.looseObject({
  ...BlockBase,
  // An image block without an image has nothing to show.
  image: AssetField.refine((asset) => asset !== undefined, 'must have an image'),
  caption: TextField,
  link: LinkField,
});
export type ImageBlockBlock = z.infer<typeof ImageBlockSchema>;
