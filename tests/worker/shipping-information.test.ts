import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// spec §7 /web-api/shipping-information: the delivery deadlines the countdown reads.
describe('/web-api/shipping-information', () => {
  it('answers the deadlines of the domain’s locale, or of the locale asked for', async () => {
    const swiss = (await (await fetchShop('https://kartenliebe.ch/web-api/shipping-information')).json()) as Record<string, unknown>;
    expect(swiss).toMatchObject({ locale: 'de-CH', timeZone: 'Europe/Zurich', saturdayLodEnd: null });
    expect(new Date(String(swiss.lodEnd)).getTime()).toBeGreaterThan(Date.now());
    const american = (await (await fetchShop('https://kartenliebe.de/web-api/shipping-information?locale=en-US')).json()) as Record<
      string,
      unknown
    >;
    expect(american).toMatchObject({ locale: 'en-US', timeZone: 'America/New_York', expressLodEnd: null });
  });

  it('says each deadline’s weekday and time in the locale’s words, and where the country’s days start', async () => {
    // decision 098: the browser's countdown does no time zones and no formatting of its own.
    for (const [host, locale, timeZone] of [
      ['https://kartenliebe.ch', 'fr-CH', 'Europe/Zurich'],
      ['https://kartenliebe.de', 'de-DE', 'Europe/Berlin'],
      ['https://wallart.co.uk', 'en-GB', 'Europe/London'],
    ] as const) {
      const answer = (await (await fetchShop(`${host}/web-api/shipping-information?locale=${locale}`)).json()) as {
        lodEnd: string;
        days: string[];
        texts: Record<string, { day: string; clock: string }>;
      };
      const lodEnd = new Date(answer.lodEnd);
      expect(answer.texts.lodEnd).toEqual({
        day: new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone }).format(lodEnd),
        clock: new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone }).format(lodEnd),
      });
      expect(answer.texts.lodEnd?.clock).toMatch(/^\d\d[:.]\d\d$/);
      // Four midnights in the country, the first one today's, a day apart (23 to 25 hours).
      expect(answer.days).toHaveLength(4);
      const midnight = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
      for (const day of answer.days) expect(midnight.format(new Date(day))).toBe('00:00');
      const first = Date.parse(answer.days[0] ?? '');
      expect(first).toBeLessThanOrEqual(Date.now());
      expect(Date.now() - first).toBeLessThan(25 * 3_600_000);
    }
  });

  it('answers 400 naming the field for an unknown locale', async () => {
    const response = await fetchShop('https://kartenliebe.de/web-api/shipping-information?locale=xx-XX');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('locale');
  });
});
