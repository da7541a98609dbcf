import { Hono } from 'hono';
import { z } from 'zod';
import {
  CALENDAR_FORMATS,
  CALENDAR_FORMATS_OF_TYPE,
  CALENDAR_TYPES,
  DEFAULT_MOUNTING,
  defaultCalendarStart,
  MOUNTINGS,
  MOUNTINGS_OF_TYPE,
} from '../../../shared/catalogue/calendars';
import type { AppEnv } from '../../platform/app-env';
import { problem, validated } from '../../platform/http/validation';
import { CACHE_SHORT, currencyOf, misfit, oneOf, partsAnswer, wholeNumber } from './product-prices';
import { findCalendarPrice } from './queries/product-prices';

/**
 * The price call of calendars (spec §7 path; §3 calendar types, formats, mountings; hand-off
 * startMonth, startYear). Shape: decision 035.
 */
export const calendarPrices = new Hono<AppEnv>();

/** A calendar starts from last year (one already running) to two years ahead (decision 035). */
function isCalendarYear(year: number): boolean {
  const thisYear = new Date().getUTCFullYear();
  return year >= thisYear - 1 && year <= thisYear + 2;
}
const YEAR_PROBLEM = 'must be a year from last year to two years ahead';

const CalendarPriceQuery = z
  .object({
    calendarType: oneOf(CALENDAR_TYPES, 'a calendar type'),
    formatType: oneOf(CALENDAR_FORMATS, 'a calendar format'),
    mountingType: oneOf(MOUNTINGS, 'a mounting').optional(),
    startMonth: wholeNumber(1, 12).optional(),
    year: z
      .string({ error: YEAR_PROBLEM })
      .regex(/^[0-9]{4}$/, YEAR_PROBLEM)
      .transform(Number)
      .refine(isCalendarYear, YEAR_PROBLEM)
      .optional(),
    amount: wholeNumber(1, 100).default(1),
  })
  .superRefine((query, ctx) => {
    const formats: readonly string[] = CALENDAR_FORMATS_OF_TYPE[query.calendarType];
    if (!formats.includes(query.formatType)) misfit(ctx, 'formatType', `must be a format of ${query.calendarType}: ${formats.join(', ')}`);
    const mountings: readonly string[] = MOUNTINGS_OF_TYPE[query.calendarType];
    if (query.mountingType && !mountings.includes(query.mountingType)) {
      misfit(ctx, 'mountingType', `must be a mounting of ${query.calendarType}: ${mountings.join(', ')}`);
    }
  });

calendarPrices.get('/web-api/calendar-price', validated('query', CalendarPriceQuery), async (c) => {
  const { calendarType, formatType, amount, ...query } = c.req.valid('query');
  const market = c.get('market');
  const mountingType = query.mountingType ?? DEFAULT_MOUNTING[calendarType];
  // Without a start, where a new calendar starts (decision 029); the start does not change the price.
  const start = defaultCalendarStart(new Date());
  const found = await findCalendarPrice(c.env.DB, market, { type: calendarType, format: formatType, mounting: mountingType });
  if ('missing' in found) {
    return found.missing === 'calendar'
      ? c.json(problem('formatType', 'has no price for this calendar type here'), 404)
      : c.json(problem('mountingType', 'has no price in this format here'), 404);
  }
  return c.json(
    {
      calendarType,
      formatType,
      mountingType,
      startMonth: query.startMonth ?? start.startMonth,
      year: query.year ?? start.startYear,
      amount,
      currency: currencyOf(market),
      ...partsAnswer(found.parts, amount),
    },
    200,
    CACHE_SHORT,
  );
});
