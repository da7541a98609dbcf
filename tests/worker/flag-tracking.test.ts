import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchShopWithVars } from './worker-fetch';

// Issue 15, impressions and events (decision 059): the shop's own ends of what the browser sends
// of a visitor's flags, counted per day, flag and treatment in D1, with the demo definitions
// (KLS-1201 and VOLL-965 split on/off).

const SHOP = 'https://kartenliebe.de';
const today = () => new Date().toISOString().slice(0, 10);

async function send(path: string, body: unknown, cookie = 'splitIoUserKey=tracked-visitor', origin = SHOP) {
  const response = await fetchShopWithVars(
    `${SHOP}${path}`,
    {},
    {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    },
  );
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function impressionCounts() {
  const { results } = await env.DB.prepare('SELECT flag, treatment, count FROM flag_impressions WHERE day = ?1 ORDER BY flag, treatment')
    .bind(today())
    .all();
  return results;
}

async function eventCounts() {
  const { results } = await env.DB.prepare(
    'SELECT flag, treatment, event_type, count, value_sum FROM flag_events WHERE day = ?1 ORDER BY flag, treatment, event_type',
  )
    .bind(today())
    .all();
  return results;
}

beforeEach(async () => {
  await env.DB.batch([env.DB.prepare('DELETE FROM flag_impressions'), env.DB.prepare('DELETE FROM flag_events')]);
});

describe('impressions', () => {
  it('are counted per day, flag and treatment, adding up over sends', async () => {
    const first = await send('/web-api/flag-impressions', {
      impressions: [
        { flag: 'KLS-1201', treatment: 'on' },
        { flag: 'VOLL-965', treatment: 'off' },
        { flag: 'KLS-1201', treatment: 'on' },
      ],
    });
    expect(first).toEqual({ status: 202, body: { counted: 3, ignored: 0 } });
    await send('/web-api/flag-impressions', { impressions: [{ flag: 'KLS-1201', treatment: 'on' }] });
    expect(await impressionCounts()).toEqual([
      { flag: 'KLS-1201', treatment: 'on', count: 3 },
      { flag: 'VOLL-965', treatment: 'off', count: 1 },
    ]);
  });

  it('leave out flags not in force and treatments their definition cannot give, and say so', async () => {
    const answer = await send('/web-api/flag-impressions', {
      impressions: [
        { flag: 'KLS-1201', treatment: 'control' },
        { flag: 'KLS-1201', treatment: 'purple' },
        { flag: 'NO-SUCH-FLAG', treatment: 'on' },
      ],
    });
    expect(answer).toEqual({ status: 202, body: { counted: 1, ignored: 2 } });
    expect(await impressionCounts()).toEqual([{ flag: 'KLS-1201', treatment: 'control', count: 1 }]);
  });

  it('refuse a send that is not a list of impressions, naming the field', async () => {
    expect(await send('/web-api/flag-impressions', { impressions: [{ flag: '', treatment: 'on' }] })).toMatchObject({
      status: 400,
      body: { error: { field: 'impressions.0.flag' } },
    });
    expect((await send('/web-api/flag-impressions', { impressions: [] })).status).toBe(400);
    expect((await send('/web-api/flag-impressions', '{"impressions": [')).status).toBe(400);
    const many = Array.from({ length: 501 }, () => ({ flag: 'KLS-1201', treatment: 'on' }));
    expect((await send('/web-api/flag-impressions', { impressions: many })).status).toBe(400);
    expect(await impressionCounts()).toEqual([]);
  });

  it('are taken only from the shop’s own pages, and within the body limit', async () => {
    const one = { impressions: [{ flag: 'KLS-1201', treatment: 'on' }] };
    expect((await send('/web-api/flag-impressions', one, undefined, 'https://evil.example')).status).toBe(403);
    const padded = { impressions: [{ flag: 'KLS-1201', treatment: 'on' }], padding: 'x'.repeat(70 * 1024) };
    expect(await send('/web-api/flag-impressions', padded)).toMatchObject({ status: 413, body: { error: { field: 'body' } } });
    expect(await impressionCounts()).toEqual([]);
  });

  it('count nothing of a visitor who declined consent (spec §4)', async () => {
    const answer = await send('/web-api/flag-impressions', { impressions: [{ flag: 'KLS-1201', treatment: 'on' }] }, 'consent=declined');
    expect(answer).toEqual({ status: 202, body: { counted: 0, ignored: 1 } });
    expect(await impressionCounts()).toEqual([]);
  });
});

describe('events', () => {
  const event = (eventType: unknown, value: unknown, treatments: Record<string, string> = { 'KLS-1201': 'on' }) => ({
    eventType,
    value,
    properties: { page: '/' },
    treatments,
  });

  it('are counted per flag and treatment the page showed, with the sum of their values', async () => {
    const answer = await send('/web-api/flag-events', {
      events: [
        event('design-now', 12.5, { 'KLS-1201': 'on', 'VOLL-965': 'off' }),
        event('design-now', 7.5),
        event('wishlist_add', null, { 'KLS-1201': 'off' }),
      ],
    });
    expect(answer).toEqual({ status: 202, body: { counted: 3, ignored: 0 } });
    expect(await eventCounts()).toEqual([
      { flag: 'KLS-1201', treatment: 'off', event_type: 'wishlist_add', count: 1, value_sum: 0 },
      { flag: 'KLS-1201', treatment: 'on', event_type: 'design-now', count: 2, value_sum: 20 },
      { flag: 'VOLL-965', treatment: 'off', event_type: 'design-now', count: 1, value_sum: 12.5 },
    ]);
  });

  it('are refused whole when one breaks spec §5’s rules, naming the event and field', async () => {
    for (const [broken, field] of [
      [event('-starts-with-dash', 1), 'events.1.eventType'],
      [event('a'.repeat(81), 1), 'events.1.eventType'],
      [event('ok', 'twelve'), 'events.1.value'],
      [{ ...event('ok', 1), properties: ['not', 'an', 'object'] }, 'events.1.properties'],
      [{ ...event('ok', 1), properties: { big: 'x'.repeat(16_000) } }, 'events.1.properties'],
    ] as const) {
      const answer = await send('/web-api/flag-events', { events: [event('design-now', 1), broken] });
      expect(answer, field).toMatchObject({ status: 400, body: { error: { field } } });
    }
    // Nothing half-written: the first, valid event of each send was not counted either.
    expect(await eventCounts()).toEqual([]);
  });

  it('need the visitor’s key, from their cookie', async () => {
    const answer = await send('/web-api/flag-events', { events: [event('design-now', 1)] }, '');
    expect(answer).toMatchObject({ status: 400, body: { error: { field: 'key' } } });
  });

  it('count nothing of a visitor who declined consent (spec §4)', async () => {
    const answer = await send('/web-api/flag-events', { events: [event('design-now', 1)] }, 'splitIoUserKey=v; consent=declined');
    expect(answer).toEqual({ status: 202, body: { counted: 0, ignored: 1 } });
    expect(await eventCounts()).toEqual([]);
  });
});
