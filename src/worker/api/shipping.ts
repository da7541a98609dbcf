import { Hono } from 'hono';
import { z } from 'zod';
import { cutOffsFor, deliveryDeadlines } from '../../shared/delivery/deadlines';
import { DOMAIN_INFO } from '../../shared/locale/domains';
import { LOCALES } from '../../shared/locale/locales';
import type { AppEnv } from '../app-env';
import { CACHE, cachePolicy } from '../http/cache-policy';
import { validated } from './validation';

/** Where the client reads the delivery deadlines for the countdown (spec §7 /web-api/shipping-information). */
const SHIPPING_INFORMATION_PATH = '/web-api/shipping-information';

export const shipping = new Hono<AppEnv>();

const QuerySchema = z.object({ locale: z.enum(LOCALES, { error: 'must be one of the shop locales, e.g. de-DE' }).optional() });

shipping.get(SHIPPING_INFORMATION_PATH, validated('query', QuerySchema), (c) => {
  const locale = c.req.valid('query').locale ?? DOMAIN_INFO[c.get('site').ending].defaultLocale;
  const { timeZone } = cutOffsFor(locale);
  // Deadlines move once a minute at most; a short shared cache spares the worker.
  return c.json({ locale, timeZone, ...deliveryDeadlines(locale, new Date()) }, 200, cachePolicy(CACHE.short));
});
