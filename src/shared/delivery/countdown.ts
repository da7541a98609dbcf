/**
 * The delivery countdown (spec §4) from the deadlines the worker answers: a module of its own, so
 * the browser's countdown carries none of the countries' cut-off tables (./deadlines.ts), and no
 * time-zone arithmetic either: the worker answers the country's days and the deadlines' words.
 */
import { log } from '../log/log';

/**
 * Delivery deadlines (spec §3 "Delivery deadline fields"): when today's production starts
 * (lodStart), when orders still leave today or the next working day (lodEnd), the express and
 * Saturday cut-offs, and before Christmas the last safe order time (safetyLodEnd).
 */
export interface DeliveryDeadlines {
  lodStart: string;
  lodEnd: string;
  safetyLodEnd: string | null;
  expressLodEnd: string | null;
  saturdayLodEnd: string | null;
}

/** The deadlines a countdown can count down to. */
export type CountdownDeadline = Exclude<keyof DeliveryDeadlines, 'lodStart'>;

/**
 * What the countdown needs of the country's calendar besides the deadlines, worked out by the
 * worker (src/worker/features/catalogue/shipping.ts), so that the browser has no time zones to do.
 */
export interface CountdownCalendar {
  /**
   * The country's midnights from the start of the day the answer was made on (today, tomorrow, …):
   * which day a deadline falls on, seen from any moment they cover.
   */
  days: string[];
  /** Each deadline's weekday and wall-clock time as the locale says them ("Montag", "14:00"). */
  texts: Partial<Record<CountdownDeadline, { day: string; clock: string }>>;
}

type CountdownKind = 'safety' | 'today' | 'tomorrow' | 'later' | 'express-today' | 'express-tomorrow' | 'express-later' | 'saturday';

/** Which day a deadline falls on, seen from `now` in the country's time zone. */
export type DeadlineDay = 'today' | 'tomorrow' | 'later';

/**
 * The day of a deadline as a shopper says it ("until 11:00 today"), by the country's midnights:
 * the same day as `now`, the next one, or later.
 * @example deadlineDay(new Date('2026-03-03T10:00:00Z'), new Date('2026-03-03T08:00:00Z'), ['2026-03-02T23:00:00.000Z', '2026-03-03T23:00:00.000Z']) // 'today'
 */
export function deadlineDay(date: Date, now: Date, days: readonly string[]): DeadlineDay {
  const dayOf = (moment: Date) => days.filter((midnight) => new Date(midnight) <= moment).length;
  const ahead = dayOf(date) - dayOf(now);
  return ahead <= 0 ? 'today' : ahead === 1 ? 'tomorrow' : 'later';
}

/**
 * spec §4 delivery countdown, first match wins: nothing while lodStart is in the future; then the
 * first future date of safetyLodEnd, lodEnd (today, tomorrow or later), expressLodEnd (the same
 * variants) and saturdayLodEnd. Null when no date is in the future.
 */
export function countdown(
  deadlines: DeliveryDeadlines,
  now: Date,
  days: readonly string[],
): { kind: CountdownKind; until: Date; deadline: CountdownDeadline } | null {
  if (new Date(deadlines.lodStart) > now) return null;
  const day = (date: Date) => deadlineDay(date, now, days);
  const candidates: [CountdownDeadline, (date: Date) => CountdownKind][] = [
    ['safetyLodEnd', () => 'safety'],
    ['lodEnd', (date) => day(date)],
    ['expressLodEnd', (date) => `express-${day(date)}` as CountdownKind],
    ['saturdayLodEnd', () => 'saturday'],
  ];
  for (const [deadline, kind] of candidates) {
    const value = deadlines[deadline];
    if (!value) continue;
    const date = new Date(value);
    if (date > now) return { kind: kind(date), until: date, deadline };
  }
  log.warn('countdown-date-in-past', { deadlines });
  return null;
}
