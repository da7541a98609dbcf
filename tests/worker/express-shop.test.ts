import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// spec §7 /web-api/express-shop (decision 087): whether express can be ordered in the call's
// market and until when, from the deadlines /web-api/shipping-information answers.

interface Express {
  locale: string;
  country: string;
  timeZone: string;
  available: boolean;
  orderUntil: string | null;
  cutOff: string | null;
  day: 'today' | 'tomorrow' | 'later' | null;
}

interface Shipping {
  locale: string;
  timeZone: string;
  expressLodEnd: string | null;
}

async function both(host: string, locale: string) {
  const express = await fetchShop(`${host}/web-api/express-shop`, { headers: { 'x-locale': locale } });
  const shipping = await fetchShop(`${host}/web-api/shipping-information?locale=${locale}`);
  return { express, body: (await express.json()) as Express, shipping, deadlines: (await shipping.json()) as Shipping };
}

/** A moment as the country's calendar day and wall-clock time. */
function local(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return { day: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

describe('/web-api/express-shop', () => {
  it('answers the market’s next express cut-off, the one shipping-information answers, as a page says it', async () => {
    for (const [host, locale, country] of [
      ['https://kartenliebe.ch', 'fr-CH', 'ch'],
      ['https://wallart.de', 'de-DE', 'de'],
    ] as const) {
      const { express, body, deadlines } = await both(host, locale);
      expect(express.status).toBe(200);
      expect(body).toMatchObject({ locale, country, timeZone: deadlines.timeZone, available: true, orderUntil: deadlines.expressLodEnd });
      const until = new Date(body.orderUntil ?? '');
      expect(until.getTime()).toBeGreaterThan(Date.now());
      // "until 11:00": the cut-off is the wall-clock time of that moment in the country.
      expect(body.cutOff).toBe(local(until, body.timeZone).time);
      const today = local(new Date(), body.timeZone).day;
      const tomorrow = local(new Date(Date.now() + 86_400_000), body.timeZone).day;
      const day = local(until, body.timeZone).day;
      expect(body.day).toBe(day === today ? 'today' : day === tomorrow ? 'tomorrow' : 'later');
    }
  });

  it('says express is not available where the country has none, as shipping-information does', async () => {
    for (const [host, locale] of [
      ['https://wallart.co.uk', 'en-GB'],
      ['https://kartenliebe.es', 'es-ES'],
    ] as const) {
      const { body, deadlines } = await both(host, locale);
      expect(deadlines.expressLodEnd).toBeNull();
      expect(body).toMatchObject({ locale, available: false, orderUntil: null, cutOff: null, day: null });
    }
  });

  it('is cached as shipping-information is, apart per market', async () => {
    const { express, shipping } = await both('https://kartenliebe.de', 'de-DE');
    expect(express.headers.get('cache-control')).toBe(shipping.headers.get('cache-control'));
    expect(express.headers.get('vary')).toContain('X-Locale');
  });

  it('answers 400 naming the header or parameter of a market that is not this shop’s', async () => {
    for (const [headers, query, field] of [
      [{ 'x-locale': 'xx-XX' }, '', 'x-locale'],
      [{ 'x-locale': 'en-GB' }, '', 'x-locale'],
      [{ 'x-channel': 'wallart-de' }, '', 'x-channel'],
      [{}, '?locale=de', 'locale'],
    ] as const) {
      const response = await fetchShop(`https://kartenliebe.de/web-api/express-shop${query}`, { headers });
      expect([field, response.status]).toEqual([field, 400]);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    }
  });

  it('is a read any page makes: not throttled per client', async () => {
    const client = { 'cf-connecting-ip': '192.0.2.86' };
    const statuses = new Set<number>();
    for (let call = 0; call < 35; call++)
      statuses.add((await fetchShop('https://kartenliebe.de/web-api/express-shop', { headers: client })).status);
    expect([...statuses]).toEqual([200]);
  });
});
