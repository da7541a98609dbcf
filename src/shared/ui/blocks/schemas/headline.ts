import { z } from 'zod';
import { BlockBase, choice, RequiredText, TextField } from '../../../content/fields';

export const HeadlineSchema = z.looseObject({
  ...BlockBase,
  text: RequiredText,
  subline: TextField,
  level: choice(['2', '1', '3']),
  align: choice(['left', 'center']),
});
export type HeadlineBlock = z.infer<typeof HeadlineSchema>;
