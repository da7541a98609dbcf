import { z } from 'zod';
import { ColourField, entries, LinkField, RequiredText, TextField } from './fields';
import { LinkSchema } from './story';

/**
 * The action bar (spec §2 error page "action bar if configured"): a slim promotional or service
 * line over the page. Storyblok holds it as a `bloks` field with one `ActionBar` entry; an entry
 * without text is no action bar, and a colour that is not `#rrggbb` is left to the default.
 */
const ActionBarSchema = z.looseObject({
  text: RequiredText,
  link: LinkField,
  backgroundColor: ColourField,
  textColor: ColourField,
});
export type ActionBarConfig = z.infer<typeof ActionBarSchema>;

/**
 * The global config story of a channel and language (docs/content-model.md "Global config"):
 * footer, service hotlines, legal links, contact page, action bar. Lenient: a field an editor left
 * empty is empty here, a broken entry is dropped, so one slip never takes the footer down.
 */
export const GlobalConfigSchema = z.looseObject({
  component: z.literal('GlobalConfig'),
  serviceHotlines: entries(z.looseObject({ country: z.string(), phone: z.string().min(1), hours: TextField })),
  serviceEmail: TextField,
  privacyPolicyLink: LinkField,
  imprintLink: LinkField,
  termsLink: LinkField,
  /** The page with the contact form, offered by the messenger's service panel. */
  contactLink: LinkField,
  footerColumns: entries(z.looseObject({ title: TextField, links: entries(z.looseObject({ text: z.string().min(1), link: LinkSchema })) })),
  paymentMethods: entries(z.string()),
  socialLinks: entries(z.looseObject({ network: z.string(), link: LinkSchema })),
  // The first usable entry counts; none (or a broken one) means no action bar.
  actionBar: entries(ActionBarSchema).transform((bars): ActionBarConfig | undefined => bars[0]),
});
export type GlobalConfig = z.infer<typeof GlobalConfigSchema>;
