import { z } from 'zod';
import { AssetField, BlockBase, choice, entries, LinkField, RequiredText, TextField } from '../../../content/fields';

const BentoItemSchema = z.looseObject({
  headline: RequiredText,
  text: TextField,
  image: AssetField,
  link: LinkField,
  size: choice(['small', 'wide', 'tall', 'large']),
});

export const BentoGridSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  items: entries(BentoItemSchema, 'BentoItem'),
});
export type BentoGridBlock = z.infer<typeof BentoGridSchema>;
export type BentoItem = BentoGridBlock['items'][number];
