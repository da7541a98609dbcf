import { z } from 'zod';
import { AssetField, BlockBase, entries, LinkField, RequiredText, TextField } from '../../../content/fields';

const ShopItemSchema = z.looseObject({
  title: RequiredText,
  image: AssetField,
  link: LinkField,
  badge: TextField,
});

export const ShopSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  items: entries(ShopItemSchema, 'ShopItem').refine((items) => items.length > 0, 'needs at least one item'),
});
export type ShopBlock = z.infer<typeof ShopSchema>;
