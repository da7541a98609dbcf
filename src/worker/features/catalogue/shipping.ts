import { Hono } from 'hono';
import { z } from 'zod';
import {
  type CountdownCalendar,
  type CountdownDeadline,
  type DeadlineDay,
  type DeliveryDeadlines,
  deadlineDay,
} from '../../../shared/delivery/countdown';
import { cutOffsFor, deliveryDeadlines } from '../../../shared/delivery/deadlines';
import { localMidnights } from '../../../shared/delivery/zoned-time';
import { DOMAIN_INFO } from '../../../shared/locale/domains';
import { dateTimeFormat } from '../../../shared/locale/formatters';
import { LOCALE_INFO, LOCALES, type Locale } from '../../../shared/locale/locales';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { validated } from '../../platform/http/validation';

/** Where the client reads the delivery deadlines for the countdown (spec §7 /web-api/shipping-information). */
const SHIPPING_INFORMATION_PATH = '/web-api/shipping-information';
/** Whether and until when express can be ordered in the call's market (spec §7 /web-api/express-shop; decision 087). */
const EXPRESS_SHOP_PATH = '/web-api/express-shop';

export const shipping = new Hono<AppEnv>();

const QuerySchema = z.object({ locale: z.enum(LOCALES, { error: 'must be one of the shop locales, e.g. de-DE' }).optional() });

shipping.get(SHIPPING_INFORMATION_PATH, validated('query', QuerySchema), (c) => {
  const locale = c.req.valid('query').locale ?? DOMAIN_INFO[c.get('site').ending].defaultLocale;
  // Deadlines move once a minute at most; a short shared cache spares the worker.
  return c.json(shippingInformation(locale, Date.now()), 200, cachePolicy(CACHE.short));
});

/**
 * spec §7 /web-api/express-shop, in the call's market (X-Locale, X-Channel): what a page needs to
 * say "order express until 11:00 today", from the same deadlines as shipping-information
 * (spec §3 expressLodEnd). `available` is false where the country's cut-off table has no express.
 */
shipping.get(EXPRESS_SHOP_PATH, (c) => {
  const { locale } = c.get('market');
  const now = Date.now();
  const { timeZone, expressLodEnd, days } = shippingInformation(locale, now);
  const answer: ExpressShop = {
    locale,
    country: LOCALE_INFO[locale].country,
    timeZone,
    available: expressLodEnd !== null,
    orderUntil: expressLodEnd,
    cutOff: expressLodEnd === null ? null : cutOffsFor(locale).expressLodEnd,
    day: expressLodEnd === null ? null : deadlineDay(new Date(expressLodEnd), new Date(now), days),
  };
  return c.json(answer, 200, cachePolicy(CACHE.short));
});

interface ExpressShop {
  locale: Locale;
  /** The market's country (spec §7 X-Channel's country code). */
  country: string;
  timeZone: string;
  /** Whether express delivery is offered in the country. */
  available: boolean;
  /** The next express cut-off (an instant, ISO 8601); null without express. */
  orderUntil: string | null;
  /** That cut-off as the country's wall-clock time, e.g. `11:00`. */
  cutOff: string | null;
  /** Whether the cut-off is today, tomorrow or later, in the country's time. */
  day: DeadlineDay | null;
}

type ShippingInformation = { locale: Locale; timeZone: string } & DeliveryDeadlines & CountdownCalendar;

/**
 * The country's days the answer covers: today's and the next ones, so that a page left open
 * over a night still tells today from tomorrow.
 */
const COUNTDOWN_DAYS = 4;

/** The deadlines that can be counted down to, in the order of spec §4. */
const COUNTDOWN_DEADLINES: readonly CountdownDeadline[] = ['safetyLodEnd', 'lodEnd', 'expressLodEnd', 'saturdayLodEnd'];

/**
 * What the countdown needs besides the deadlines (decision 098): the country's midnights, and each
 * deadline's weekday and time in the locale's words, as the price texts are written by the worker
 * (decision 039), so that the browser's countdown carries no time zones and no formatting.
 */
function countdownCalendar(deadlines: DeliveryDeadlines, locale: Locale, timeZone: string, now: Date): CountdownCalendar {
  const weekday = dateTimeFormat(locale, { weekday: 'long', timeZone });
  const clock = dateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone });
  const texts: CountdownCalendar['texts'] = {};
  for (const deadline of COUNTDOWN_DEADLINES) {
    const value = deadlines[deadline];
    if (value) texts[deadline] = { day: weekday.format(new Date(value)), clock: clock.format(new Date(value)) };
  }
  return { days: localMidnights(now, timeZone, COUNTDOWN_DAYS).map((midnight) => midnight.toISOString()), texts };
}

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
    const { timeZone } = cutOffsFor(locale);
    const start = new Date(minute * MINUTE);
    const deadlines = deliveryDeadlines(locale, start);
    answer = { locale, timeZone, ...deadlines, ...countdownCalendar(deadlines, locale, timeZone, start) };
    thisMinute.answers.set(locale, answer);
  }
  return answer;
}
