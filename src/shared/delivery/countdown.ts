/**
 * The delivery countdown (spec §4) from the deadlines the worker answers: a module of its own, so
 * the browser's countdown carries none of the countries' cut-off tables (./deadlines.ts).
 */
import { log } from '../log/log';
import { localDay, nextDay } from './zoned-time';

/**
 * Delivery deadlines (spec §3 "Delivery deadline fields", §4 countdown): when today's production
 * starts (lodStart), when orders still leave today or the next working day (lodEnd), the express
 * and Saturday cut-offs, and before Christmas the last safe order time (safetyLodEnd).
 */
export interface DeliveryDeadlines {
  lodStart: string;
  lodEnd: string;
  safetyLodEnd: string | null;
  expressLodEnd: string | null;
  saturdayLodEnd: string | null;
}

export type CountdownKind = 'safety' | 'today' | 'tomorrow' | 'later' | 'express-today' | 'express-tomorrow' | 'express-later' | 'saturday';

/** Which day a deadline falls on, seen from `now` in the country's time zone. */
export type DeadlineDay = 'today' | 'tomorrow' | 'later';

/**
 * The day of a deadline as a shopper says it ("until 11:00 today"), in the country's time zone.
 * @example deadlineDay(new Date('2026-03-03T10:00:00Z'), new Date('2026-03-03T08:00:00Z'), 'Europe/Berlin') // 'today'
 */
export function deadlineDay(date: Date, now: Date, timeZone: string): DeadlineDay {
  const today = localDay(now, timeZone);
  const then = localDay(date, timeZone);
  if (then.year === today.year && then.month === today.month && then.day === today.day) return 'today';
  const tomorrow = nextDay(today);
  return then.year === tomorrow.year && then.month === tomorrow.month && then.day === tomorrow.day ? 'tomorrow' : 'later';
}

/**
 * spec §4 delivery countdown, first match wins: nothing while lodStart is in the future; then the
 * first future date of safetyLodEnd, lodEnd (today, tomorrow or later), expressLodEnd (the same
 * variants) and saturdayLodEnd. Null when no date is in the future.
 */
export function countdown(deadlines: DeliveryDeadlines, now: Date, timeZone: string): { kind: CountdownKind; until: Date } | null {
  if (new Date(deadlines.lodStart) > now) return null;
  const day = (date: Date) => deadlineDay(date, now, timeZone);
  const candidates: [string | null, (date: Date) => CountdownKind][] = [
    [deadlines.safetyLodEnd, () => 'safety'],
    [deadlines.lodEnd, (date) => day(date)],
    [deadlines.expressLodEnd, (date) => `express-${day(date)}` as CountdownKind],
    [deadlines.saturdayLodEnd, () => 'saturday'],
  ];
  for (const [value, kind] of candidates) {
    if (!value) continue;
    const date = new Date(value);
    if (date > now) return { kind: kind(date), until: date };
  }
  log.warn('countdown-date-in-past', { deadlines });
  return null;
}
