import { Hono } from 'hono';
import { z } from 'zod';
import type { DeliveryDeadlines } from '../../../shared/delivery/countdown';
import { cutOffsFor, deliveryDeadlines } from '../../../shared/delivery/deadlines';
import { DOMAIN_INFO } from '../../../shared/locale/domains';
import { LOCALES, type Locale } from '../../../shared/locale/locales';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { validated } from '../../platform/http/validation';

/** Where the client reads the delivery deadlines for the countdown (spec §7 /web-api/shipping-information). */
const SHIPPING_INFORMATION_PATH = '/web-api/shipping-information';

export const shipping = new Hono<AppEnv>();

const QuerySchema = z.object({ locale: z.enum(LOCALES, { error: 'must be one of the shop locales, e.g. de-DE' }).optional() });

shipping.get(SHIPPING_INFORMATION_PATH, validated('query', QuerySchema), (c) => {
  const locale = c.req.valid('query').locale ?? DOMAIN_INFO[c.get('site').ending].defaultLocale;
  // Deadlines move once a minute at most; a short shared cache spares the worker.
  return c.json(shippingInformation(locale, Date.now()), 200, cachePolicy(CACHE.short));
});

type ShippingInformation = { locale: Locale; timeZone: string } & DeliveryDeadlines;

const MINUTE = 60_000;
let thisMinute = { minute: -1, answers: new Map<Locale, ShippingInformation>() };

/**
 * The answer for a locale, worked out once a minute: the cut-offs are whole minutes, so every
 * moment of a minute has the same deadlines as its first.
 */
function shippingInformation(locale: Locale, nowMs: number): ShippingInformation {
  const minute = Math.floor(nowMs / MINUTE);
  if (thisMinute.minute !== minute) thisMinute = { minute, answers: new Map() };
  let answer = thisMinute.answers.get(locale);
  if (!answer) {
    answer = { locale, timeZone: cutOffsFor(locale).timeZone, ...deliveryDeadlines(locale, new Date(minute * MINUTE)) };
    thisMinute.answers.set(locale, answer);
  }
  return answer;
}
