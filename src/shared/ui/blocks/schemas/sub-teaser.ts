import { z } from 'zod';
import { AssetField, BlockBase, entries, LinkField, RequiredText, TextField } from '../../../content/fields';

const SubTeaserItemSchema = z.looseObject({
  headline: RequiredText,
  text: TextField,
  image: AssetField,
  link: LinkField,
});

export const SubTeaserSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  items: entries(SubTeaserItemSchema, 'SubTeaserItem'),
});
export type SubTeaserBlock = z.infer<typeof SubTeaserSchema>;
export type SubTeaserItem = SubTeaserBlock['items'][number];
