import { z } from 'zod';
import { BlockBase, choice, RequiredText, TextField } from '../../../content/fields';

export const QuoteSchema = z.looseObject({
  ...BlockBase,
  quote: RequiredText,
  author: RequiredText,
  role: TextField,
  // '' = no rating shown.
  rating: choice(['', '1', '2', '3', '4', '5']),
});
export type QuoteBlock = z.infer<typeof QuoteSchema>;
