import { defaultCalendarStart } from '../../catalogue/calendars';
import { handOffWith } from '../../designer/hand-off-choice';
import { dateTimeFormat } from '../../locale/formatters';
import type { ShopData } from '../../shop-data';
import { useShop } from '../shop-context';

/** The years a calendar can start in: this one and the two after (decision 070). */
const YEARS_AHEAD = 2;

/** The months of a year, 1 to 12. */
const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Where the sent form brings the page back to. */
const ANCHOR = 'calendar-start';

interface CalendarStartChoice {
  month: number;
  year: number;
}

/**
 * The start a page URL asks for (`startMonth`, `startYear`), else where a new calendar starts
 * (decision 029); a month or year out of range is the default's.
 */
export function calendarStartOf(query: ShopData['pageQuery'], today: Date): CalendarStartChoice {
  const start = defaultCalendarStart(today);
  const month = Number(query.startMonth);
  const year = Number(query.startYear);
  const thisYear = today.getUTCFullYear();
  return {
    month: Number.isInteger(month) && month >= 1 && month <= 12 ? month : start.startMonth,
    year: Number.isInteger(year) && year >= thisYear && year <= thisYear + YEARS_AHEAD ? year : start.startYear,
  };
}

/**
 * A calendar's designer hand-off with its start (spec §3: startDate, startMonth, startYear), each
 * in the place the hand-off has it or last.
 * @example withCalendarStart('designId=4711&locale=de-DE', { month: 3, year: 2027 }) // 'designId=4711&locale=de-DE&startDate=2027-03-01&startMonth=3&startYear=2027'
 */
export function withCalendarStart(handOff: string, start: CalendarStartChoice): string {
  const date = `${start.year}-${String(start.month).padStart(2, '0')}-01`;
  return handOffWith(
    handOffWith(handOffWith(handOff, 'startDate', date), 'startMonth', String(start.month)),
    'startYear',
    String(start.year),
  );
}

/**
 * The month and year a calendar starts, chosen on its page (issue 29; spec §3 calendar hand-off):
 * two native selects in a form the page sends, which comes back at the calendar with the start in
 * its designer links. The server writes it into markup the browser keeps (decision 024), so the
 * browser loads its code only in a live edit.
 */
export function CalendarStart() {
  const { data, t } = useShop();
  const today = new Date();
  const start = calendarStartOf(data.pageQuery, today);
  const monthName = dateTimeFormat(data.locale, { month: 'long', timeZone: 'UTC' });
  const thisYear = today.getUTCFullYear();
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => thisYear + index);
  return (
    <form id={ANCHOR} className="calendar-start" method="get" action={`${data.path}#${ANCHOR}`}>
      <fieldset>
        <legend>{t('designer.start')}</legend>
        <label>
          <span className="visually-hidden">{t('designer.params.startMonth')}</span>
          <select name="startMonth" defaultValue={String(start.month)}>
            {MONTHS.map((month) => (
              <option key={month} value={month}>
                {monthName.format(new Date(Date.UTC(2000, month - 1, 1)))}
              </option>
            ))}
          </select>
        </label>{' '}
        <label>
          <span className="visually-hidden">{t('designer.params.startYear')}</span>
          <select name="startYear" defaultValue={String(start.year)}>
            {years.map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
        </label>{' '}
        <button type="submit" className="cta cta--secondary">
          {t('calculator.applyStart')}
        </button>
      </fieldset>
    </form>
  );
}
