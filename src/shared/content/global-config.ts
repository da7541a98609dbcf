import { z } from 'zod';
import { LinkSchema } from './story';

/**
 * The global config story of a channel and language (docs/content-model.md "Global config"):
 * footer, service hotlines, legal links. Lenient: a field an editor left empty is empty here, a
 * broken entry is dropped, so one slip never takes the footer down.
 */
const text = z.string().catch('');
const optionalLink = z.preprocess((value) => (value === '' ? undefined : value), LinkSchema.optional()).catch(undefined);
const list = <T extends z.ZodType>(item: T) =>
  z
    .array(z.unknown())
    .catch([])
    .transform((entries) => entries.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data as z.output<T>] : [];
    }));

export const GlobalConfigSchema = z.looseObject({
  component: z.literal('GlobalConfig'),
  serviceHotlines: list(z.looseObject({ country: z.string(), phone: z.string().min(1), hours: text })),
  serviceEmail: text,
  privacyPolicyLink: optionalLink,
  imprintLink: optionalLink,
  termsLink: optionalLink,
  footerColumns: list(z.looseObject({ title: text, links: list(z.looseObject({ text: z.string().min(1), link: LinkSchema })) })),
  paymentMethods: list(z.string()),
  socialLinks: list(z.looseObject({ network: z.string(), link: LinkSchema })),
});
export type GlobalConfig = z.infer<typeof GlobalConfigSchema>;
