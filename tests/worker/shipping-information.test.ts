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

  it('answers 400 naming the field for an unknown locale', async () => {
    const response = await fetchShop('https://kartenliebe.de/web-api/shipping-information?locale=xx-XX');
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { field: string } }).error.field).toBe('locale');
  });
});
