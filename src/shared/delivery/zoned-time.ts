import { dateTimeFormat } from '../locale/formatters';

/**
 * Wall-clock time in a time zone, with Intl only (no date library): the calendar day and minute
 * a moment falls on there, and the moment a local day and minute stand for.
 */
export interface LocalDay {
  year: number;
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

function parts(instant: Date, timeZone: string): Record<string, string> {
  const format = dateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    weekday: 'short',
  });
  return Object.fromEntries(format.formatToParts(instant).map((part) => [part.type, part.value]));
}

export function localDay(instant: Date, timeZone: string): LocalDay {
  const p = parts(instant, timeZone);
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), weekday: WEEKDAYS.indexOf(p.weekday ?? '') };
}

/** The day after `day` (calendar arithmetic in UTC, where days have no gaps). */
export function nextDay(day: LocalDay): LocalDay {
  const next = new Date(Date.UTC(day.year, day.month - 1, day.day + 1));
  return { year: next.getUTCFullYear(), month: next.getUTCMonth() + 1, day: next.getUTCDate(), weekday: next.getUTCDay() };
}

/** The moment it is `hh:mm` on `day` in `timeZone`. */
export function atLocalTime(day: LocalDay, time: string, timeZone: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(day.year, day.month - 1, day.day, hours, minutes);
  // The zone's offset at the guess, then at the corrected moment (for days the clocks change).
  let instant = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  instant = guess - offsetMinutes(new Date(instant), timeZone) * 60_000;
  return new Date(instant);
}

function offsetMinutes(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/**
 * The moments `count` days start in `timeZone`, from the start of the day `now` falls on.
 * @example localMidnights(new Date('2026-11-23T08:00:00Z'), 'Europe/Berlin', 2) // [2026-11-22T23:00Z, 2026-11-23T23:00Z]
 */
export function localMidnights(now: Date, timeZone: string, count: number): Date[] {
  const midnights: Date[] = [];
  for (let day = localDay(now, timeZone); midnights.length < count; day = nextDay(day)) midnights.push(atLocalTime(day, '00:00', timeZone));
  return midnights;
}
