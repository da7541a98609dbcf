/**
 * Calendars (spec §3 "Product kinds": calendar types, format types, mounting; §3 hand-off
 * parameters). Data only, without imports (decision 029).
 */

/** spec §3 calendar types. */
export const CALENDAR_TYPES = ['familienplaner', 'kuechenkalender', 'terminkalender', 'tischkalender', 'wandkalender'] as const;
export type CalendarType = (typeof CALENDAR_TYPES)[number];

/**
 * spec §3 calendar format types: an A size upright (`hoch`) or landscape (`quer`), or width and
 * height in millimetres joined by a dash (`265-120` is 26.5 cm wide, 12 cm high; decision 029).
 */
export const CALENDAR_FORMATS = [
  'a3-hoch',
  'a3-quer',
  'a4-hoch',
  'a4-quer',
  'a5-quer',
  'a6-hoch',
  'a6-quer',
  '150-400',
  '200-400',
  '130-300',
  '145-145',
  '200-200',
  '300-300',
  '265-120',
] as const;
export type CalendarFormat = (typeof CALENDAR_FORMATS)[number];

/** spec §3 mountings; `ohne` is none. */
export const MOUNTINGS = ['holzblock', 'holzfuss', 'lochung', 'spirale', 'ohne'] as const;
export type Mounting = (typeof MOUNTINGS)[number];

/** The formats each calendar type comes in (not shown in the spec; decision 029). */
export const CALENDAR_FORMATS_OF_TYPE = {
  familienplaner: ['200-400', 'a3-hoch'],
  kuechenkalender: ['150-400', '130-300'],
  terminkalender: ['a4-hoch', 'a3-hoch'],
  tischkalender: ['265-120', 'a5-quer', 'a6-quer', 'a6-hoch', '145-145'],
  wandkalender: ['a4-quer', 'a4-hoch', 'a3-quer', 'a3-hoch', '200-200', '300-300'],
} as const satisfies Record<CalendarType, readonly CalendarFormat[]>;

/** The mountings each calendar type takes (decision 029): desk calendars stand, the others hang. */
export const MOUNTINGS_OF_TYPE = {
  familienplaner: ['spirale', 'lochung'],
  kuechenkalender: ['spirale', 'lochung'],
  terminkalender: ['spirale', 'lochung'],
  tischkalender: ['holzfuss', 'holzblock', 'spirale'],
  wandkalender: ['spirale', 'lochung', 'ohne'],
} as const satisfies Record<CalendarType, readonly Mounting[]>;

/** The format a calendar of each type starts at (decision 029). */
export const DEFAULT_CALENDAR_FORMAT = {
  familienplaner: '200-400',
  kuechenkalender: '150-400',
  terminkalender: 'a4-hoch',
  tischkalender: '265-120',
  wandkalender: 'a4-quer',
} as const satisfies Record<CalendarType, CalendarFormat>;

/** The mounting a calendar of each type starts with (decision 029). */
export const DEFAULT_MOUNTING = {
  familienplaner: 'spirale',
  kuechenkalender: 'spirale',
  terminkalender: 'spirale',
  tischkalender: 'holzfuss',
  wandkalender: 'spirale',
} as const satisfies Record<CalendarType, Mounting>;

/**
 * spec §3 hand-off "accessory types (default 'ohne' when no mounting)": the accessory a calendar
 * is sent with is its mounting, `ohne` without one.
 * @example calendarAccessoryTypes(null) // ['ohne']
 */
export function calendarAccessoryTypes(mounting: Mounting | null): [Mounting] {
  return [mounting ?? 'ohne'];
}

/**
 * Where a new calendar starts (not shown in the spec; decision 029): in January, of the coming
 * year from July on, when shoppers plan the next one.
 * @example defaultCalendarStart(new Date('2026-09-14')) // { startMonth: 1, startYear: 2027 }
 */
export function defaultCalendarStart(today: Date): { startMonth: number; startYear: number } {
  const year = today.getUTCFullYear();
  return { startMonth: 1, startYear: today.getUTCMonth() >= 6 ? year + 1 : year };
}
