/**
 * The delivery deadlines of each country (spec §3 "Delivery deadline fields"), computed by the
 * worker for `/web-api/shipping-information`; the browser's countdown is ./countdown.ts.
 */
import type { Locale } from '../locale/locales';
import { LOCALE_INFO } from '../locale/locales';
import type { DeliveryDeadlines } from './countdown';
import { atLocalTime, type LocalDay, localDay, nextDay } from './zoned-time';

/** Cut-off times per country (local wall-clock time); one table, decision 010. */
interface CutOffs {
  timeZone: string;
  lodStart: string;
  lodEnd: string;
  expressLodEnd: string | null;
  saturdayLodEnd: string | null;
  /** Last order time for delivery before Christmas, as `MM-DD HH:mm`. */
  christmasSafety: string | null;
}

const CENTRAL_EUROPE: Omit<CutOffs, 'timeZone'> = {
  lodStart: '06:00',
  lodEnd: '14:00',
  expressLodEnd: '11:00',
  saturdayLodEnd: '10:00',
  christmasSafety: '12-18 12:00',
};

const GERMANY: CutOffs = { timeZone: 'Europe/Berlin', ...CENTRAL_EUROPE };

const CUT_OFFS: Readonly<Record<string, CutOffs>> = {
  de: GERMANY,
  at: { timeZone: 'Europe/Vienna', ...CENTRAL_EUROPE, christmasSafety: '12-17 12:00' },
  ch: { timeZone: 'Europe/Zurich', ...CENTRAL_EUROPE, saturdayLodEnd: null, christmasSafety: '12-16 12:00' },
  li: { timeZone: 'Europe/Vaduz', ...CENTRAL_EUROPE, saturdayLodEnd: null, christmasSafety: '12-16 12:00' },
  lu: { timeZone: 'Europe/Luxembourg', ...CENTRAL_EUROPE, saturdayLodEnd: null, christmasSafety: '12-17 12:00' },
  it: { timeZone: 'Europe/Rome', ...CENTRAL_EUROPE, saturdayLodEnd: null, christmasSafety: '12-15 12:00' },
  fr: { timeZone: 'Europe/Paris', ...CENTRAL_EUROPE, saturdayLodEnd: null, christmasSafety: '12-16 12:00' },
  be: { timeZone: 'Europe/Brussels', ...CENTRAL_EUROPE, saturdayLodEnd: null, christmasSafety: '12-17 12:00' },
  nl: { timeZone: 'Europe/Amsterdam', ...CENTRAL_EUROPE, saturdayLodEnd: null, christmasSafety: '12-17 12:00' },
  es: { timeZone: 'Europe/Madrid', ...CENTRAL_EUROPE, expressLodEnd: null, saturdayLodEnd: null, christmasSafety: '12-14 12:00' },
  gb: {
    timeZone: 'Europe/London',
    lodStart: '05:00',
    lodEnd: '13:00',
    expressLodEnd: null,
    saturdayLodEnd: null,
    christmasSafety: '12-12 12:00',
  },
  us: {
    timeZone: 'America/New_York',
    lodStart: '00:00',
    lodEnd: '08:00',
    expressLodEnd: null,
    saturdayLodEnd: null,
    christmasSafety: '12-08 08:00',
  },
};

/** The cut-offs of a locale's country; Germany's for a country the table does not list. */
export function cutOffsFor(locale: Locale): CutOffs {
  return CUT_OFFS[LOCALE_INFO[locale].country] ?? GERMANY;
}

const isWorkingDay = (day: LocalDay) => day.weekday >= 1 && day.weekday <= 5;

/** The next moment at `time` on a day that `accept`s, from `now` on (this day or later). */
function nextAt(now: Date, day: LocalDay, time: string, timeZone: string, accept: (day: LocalDay) => boolean): Date {
  let candidate = day;
  for (let i = 0; i < 8; i += 1) {
    if (accept(candidate)) {
      const moment = atLocalTime(candidate, time, timeZone);
      if (moment > now) return moment;
    }
    candidate = nextDay(candidate);
  }
  return atLocalTime(candidate, time, timeZone);
}

/** The deadlines that apply at `now` for a locale's country. */
export function deliveryDeadlines(locale: Locale, now: Date): DeliveryDeadlines {
  const cutOffs = cutOffsFor(locale);
  const { timeZone } = cutOffs;
  const today = localDay(now, timeZone);
  const lodEnd = nextAt(now, today, cutOffs.lodEnd, timeZone, isWorkingDay);
  const lodEndDay = localDay(lodEnd, timeZone);
  let safety: string | null = null;
  if (cutOffs.christmasSafety) {
    const [monthDay, time] = cutOffs.christmasSafety.split(' ') as [string, string];
    const [month, day] = monthDay.split('-').map(Number) as [number, number];
    const safeUntil = atLocalTime({ year: today.year, month, day, weekday: 0 }, time, timeZone);
    // Shown from December 1st until it passes.
    if (today.month === 12 && safeUntil > now) safety = safeUntil.toISOString();
  }
  return {
    lodStart: atLocalTime(lodEndDay, cutOffs.lodStart, timeZone).toISOString(),
    lodEnd: lodEnd.toISOString(),
    safetyLodEnd: safety,
    expressLodEnd: cutOffs.expressLodEnd ? nextAt(now, today, cutOffs.expressLodEnd, timeZone, isWorkingDay).toISOString() : null,
    saturdayLodEnd: cutOffs.saturdayLodEnd
      ? nextAt(now, today, cutOffs.saturdayLodEnd, timeZone, (day) => day.weekday === 6).toISOString()
      : null,
  };
}
