import { z } from 'zod';
import { BlockBase, choice, entries, RequiredText, TextField } from '../../../content/fields';
import { BLOCK_ICONS } from '../block-icons';

const UspItemSchema = z.looseObject({
  icon: choice(BLOCK_ICONS),
  headline: RequiredText,
  text: TextField,
});

export const UspTeaserSchema = z.looseObject({
  ...BlockBase,
  items: entries(UspItemSchema, 'UspItem'),
});
export type UspTeaserBlock = z.infer<typeof UspTeaserSchema>;
export type UspItem = UspTeaserBlock['items'][number];
