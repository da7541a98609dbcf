import { z } from 'zod';
import { BlockBase, entries, RequiredText, TextField } from '../../../content/fields';

export const ContactFormSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  intro: TextField,
  subjects: entries(z.string().trim().min(1)),
  successMessage: RequiredText,
  privacyNote: TextField,
});
export type ContactFormBlock = z.infer<typeof ContactFormSchema>;
