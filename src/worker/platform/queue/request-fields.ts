import { z } from 'zod';
import { CHANNELS } from '../../../shared/channel/channels';
import { isLocale, type Locale } from '../../../shared/locale/locales';

/** What every queued account request carries (decision 067): the address, and the market it was asked in. */
export const REQUESTED_BY = {
  email: z.email(),
  locale: z
    .string()
    .refine(isLocale)
    .transform((locale) => locale as Locale),
  channel: z.enum(CHANNELS),
};

/** A link's base on the shop's host, as the request's site had it. */
export const ShopUrl = z.url({ protocol: /^https?$/ });
