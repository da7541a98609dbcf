import { type CalendarFormat, type CalendarType, DEFAULT_MOUNTING, type Mounting } from '../catalogue/calendars';
import type { PriceLine } from './price-lines';

/** A calendar as it is priced (spec §3 calendar types, format types, mountings). */
export interface CalendarChoice {
  type: CalendarType;
  format: CalendarFormat;
  mounting: Mounting;
}

export type CalendarPart = 'calendar' | 'mounting';

/**
 * The lines of one calendar (decision 035): its type in a format with the type's own mounting,
 * and another mounting's surcharge in that format.
 * @example calendarLines({ type: 'wandkalender', format: 'a4-quer', mounting: 'lochung' })
 *          // calendar/wandkalender/a4-quer, calendar-mounting/lochung/a4-quer
 */
export function calendarLines(calendar: CalendarChoice): PriceLine<CalendarPart>[] {
  const lines: PriceLine<CalendarPart>[] = [{ part: 'calendar', article: `calendar/${calendar.type}/${calendar.format}`, count: 1 }];
  if (calendar.mounting !== DEFAULT_MOUNTING[calendar.type]) {
    lines.push({ part: 'mounting', article: `calendar-mounting/${calendar.mounting}/${calendar.format}`, count: 1 });
  }
  return lines;
}
