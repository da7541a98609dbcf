import { describe, expect, it, vi } from 'vitest';
import { countdown, deadlineDay } from '../../src/shared/delivery/countdown';
import { deliveryDeadlines } from '../../src/shared/delivery/deadlines';
import { atLocalTime, localMidnights } from '../../src/shared/delivery/zoned-time';

// spec §3 delivery deadline fields, §4 delivery countdown (first match wins).
const berlin = 'Europe/Berlin';
const at = (iso: string) => new Date(iso);
/** The country's days as the worker answers them with the deadlines. */
const daysFrom = (now: Date, timeZone: string) => localMidnights(now, timeZone, 4).map((midnight) => midnight.toISOString());

describe('local times', () => {
  it('finds the moment of a wall-clock time, also on the days the clocks change', () => {
    expect(atLocalTime({ year: 2026, month: 11, day: 23, weekday: 1 }, '14:00', berlin).toISOString()).toBe('2026-11-23T13:00:00.000Z');
    expect(atLocalTime({ year: 2026, month: 7, day: 1, weekday: 3 }, '14:00', berlin).toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(atLocalTime({ year: 2026, month: 3, day: 29, weekday: 0 }, '14:00', berlin).toISOString()).toBe('2026-03-29T12:00:00.000Z');
    expect(atLocalTime({ year: 2026, month: 11, day: 23, weekday: 1 }, '08:00', 'America/New_York').toISOString()).toBe(
      '2026-11-23T13:00:00.000Z',
    );
  });
});

describe('the country’s days', () => {
  it('start at its midnights, also on the days the clocks change', () => {
    expect(localMidnights(at('2026-03-29T10:00:00Z'), berlin, 3).map((day) => day.toISOString())).toEqual([
      '2026-03-28T23:00:00.000Z',
      '2026-03-29T22:00:00.000Z',
      '2026-03-30T22:00:00.000Z',
    ]);
    expect(localMidnights(at('2026-11-23T03:00:00Z'), 'America/New_York', 1)[0]?.toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });

  it('tell today from tomorrow on a page left open over the night', () => {
    const days = daysFrom(at('2026-11-23T20:00:00Z'), berlin); // Monday 21:00
    const tuesdayNoon = at('2026-11-24T11:00:00Z');
    expect(deadlineDay(tuesdayNoon, at('2026-11-23T22:30:00Z'), days)).toBe('tomorrow'); // Monday 23:30
    expect(deadlineDay(tuesdayNoon, at('2026-11-23T23:30:00Z'), days)).toBe('today'); // Tuesday 00:30
    expect(deadlineDay(at('2026-11-25T11:00:00Z'), at('2026-11-23T23:30:00Z'), days)).toBe('tomorrow');
    expect(deadlineDay(at('2026-11-26T11:00:00Z'), at('2026-11-23T23:30:00Z'), days)).toBe('later');
  });
});

describe('delivery deadlines', () => {
  it('counts down to today’s cut-off on a working morning', () => {
    const now = at('2026-11-23T08:00:00Z'); // Monday 09:00 in Berlin
    const deadlines = deliveryDeadlines('de-DE', now);
    expect(deadlines.lodEnd).toBe('2026-11-23T13:00:00.000Z');
    expect(deadlines.expressLodEnd).toBe('2026-11-23T10:00:00.000Z');
    expect(deadlines.saturdayLodEnd).toBe('2026-11-28T09:00:00.000Z');
    expect(deadlines.safetyLodEnd).toBeNull();
    expect(countdown(deadlines, now, daysFrom(now, berlin))).toEqual({
      kind: 'today',
      until: at('2026-11-23T13:00:00Z'),
      deadline: 'lodEnd',
    });
  });

  it('shows nothing between the cut-off and the next production start, then counts again', () => {
    const evening = at('2026-11-23T16:00:00Z');
    expect(countdown(deliveryDeadlines('de-DE', evening), evening, daysFrom(evening, berlin))).toBeNull();
    const nextMorning = at('2026-11-24T05:30:00Z'); // Tuesday 06:30
    expect(countdown(deliveryDeadlines('de-DE', nextMorning), nextMorning, daysFrom(nextMorning, berlin))?.kind).toBe('today');
  });

  it('skips the weekend to Monday’s cut-off', () => {
    const saturday = at('2026-11-28T12:00:00Z');
    expect(deliveryDeadlines('de-DE', saturday).lodEnd).toBe('2026-11-30T13:00:00.000Z');
  });

  it('puts the last safe order time before Christmas first in December', () => {
    const now = at('2026-12-10T09:00:00Z');
    const deadlines = deliveryDeadlines('de-DE', now);
    expect(deadlines.safetyLodEnd).toBe('2026-12-18T11:00:00.000Z');
    expect(countdown(deadlines, now, daysFrom(now, berlin))?.kind).toBe('safety');
    expect(deliveryDeadlines('de-DE', at('2026-12-20T09:00:00Z')).safetyLodEnd).toBeNull();
  });

  it('uses the country’s own cut-offs and zone', () => {
    const now = at('2026-11-23T12:00:00Z'); // 07:00 in New York
    const us = deliveryDeadlines('en-US', now);
    expect(us.lodEnd).toBe('2026-11-23T13:00:00.000Z');
    expect(us.expressLodEnd).toBeNull();
    expect(countdown(us, now, daysFrom(now, 'America/New_York'))?.kind).toBe('today');
  });

  it('names tomorrow and later cut-offs, and logs when every date has passed', () => {
    const now = at('2026-11-23T08:00:00Z');
    const base = { lodStart: '2026-11-23T05:00:00.000Z', safetyLodEnd: null, expressLodEnd: null, saturdayLodEnd: null };
    expect(countdown({ ...base, lodEnd: '2026-11-24T13:00:00.000Z' }, now, daysFrom(now, berlin))?.kind).toBe('tomorrow');
    expect(countdown({ ...base, lodEnd: '2026-11-26T13:00:00.000Z' }, now, daysFrom(now, berlin))?.kind).toBe('later');
    expect(
      countdown({ ...base, lodEnd: '2026-11-23T07:00:00.000Z', expressLodEnd: '2026-11-23T10:00:00.000Z' }, now, daysFrom(now, berlin))
        ?.kind,
    ).toBe('express-today');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(countdown({ ...base, lodEnd: '2026-11-23T07:00:00.000Z' }, now, daysFrom(now, berlin))).toBeNull();
      expect(String(warn.mock.calls[0])).toContain('countdown-date-in-past');
    } finally {
      warn.mockRestore();
    }
  });
});
