import { z } from 'zod';
import { LinkField, TextField, entries } from './fields';
import { LinkSchema } from './story';

/**
 * The global config story of a channel and language (docs/content-model.md "Global config"):
 * footer, service hotlines, legal links. Lenient: a field an editor left empty is empty here, a
 * broken entry is dropped, so one slip never takes the footer down.
 */
export const GlobalConfigSchema = z.looseObject({
  component: z.literal('GlobalConfig'),
  serviceHotlines: entries(z.looseObject({ country: z.string(), phone: z.string().min(1), hours: TextField })),
  serviceEmail: TextField,
  privacyPolicyLink: LinkField,
  imprintLink: LinkField,
  termsLink: LinkField,
  footerColumns: entries(z.looseObject({ title: TextField, links: entries(z.looseObject({ text: z.string().min(1), link: LinkSchema })) })),
  paymentMethods: entries(z.string()),
  socialLinks: entries(z.looseObject({ network: z.string(), link: LinkSchema })),
});
export type GlobalConfig = z.infer<typeof GlobalConfigSchema>;
