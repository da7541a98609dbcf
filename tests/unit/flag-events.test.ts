import { describe, expect, it } from 'vitest';
import { checkedFlagEvent, checkedFlagKey } from '../../src/shared/flags/event-rules';

// Issue 15: the spec §5 rules an event passes before it is queued, as Split's SDK applies them.

const valid = { key: 'visitor-1', trafficType: 'user', eventType: 'add_to_cart' };

describe('flag keys (spec §5)', () => {
  it('are trimmed, 1 to 250 characters; a finite number is written as a string', () => {
    expect(checkedFlagKey('  v1  ')).toEqual({ ok: true, value: 'v1' });
    expect(checkedFlagKey(42)).toEqual({ ok: true, value: '42' });
    expect(checkedFlagKey('k'.repeat(250))).toMatchObject({ ok: true });
    for (const bad of ['', '   ', 'k'.repeat(251), null, undefined, Number.NaN, {}, ['a']]) {
      expect(checkedFlagKey(bad)).toMatchObject({ ok: false, field: 'key' });
    }
  });
});

describe('flag events (spec §5)', () => {
  it('take a valid event, lowercasing the traffic type, with no properties at 1024 bytes', () => {
    expect(checkedFlagEvent({ ...valid, trafficType: ' User ', value: 2.5 })).toEqual({
      ok: true,
      value: { key: 'visitor-1', trafficType: 'user', eventType: 'add_to_cart', value: 2.5, properties: null, size: 1024 },
    });
    expect(checkedFlagEvent(valid)).toMatchObject({ ok: true, value: { value: null } });
  });

  it('name the event type that breaks its pattern', () => {
    for (const eventType of ['', '-starts-with-dash', 'has space', 'ümlaut', 'a'.repeat(81), 42]) {
      expect(checkedFlagEvent({ ...valid, eventType }), String(eventType)).toMatchObject({ ok: false, field: 'eventType' });
    }
    expect(checkedFlagEvent({ ...valid, eventType: `a${'b'.repeat(79)}` })).toMatchObject({ ok: true });
    expect(checkedFlagEvent({ ...valid, eventType: 'page.view:cart_v-2' })).toMatchObject({ ok: true });
  });

  it('take a finite value or null, nothing else', () => {
    for (const value of [Number.POSITIVE_INFINITY, Number.NaN, '3', true, {}]) {
      expect(checkedFlagEvent({ ...valid, value })).toMatchObject({ ok: false, field: 'value' });
    }
    expect(checkedFlagEvent({ ...valid, value: null })).toMatchObject({ ok: true, value: { value: null } });
  });

  it('keep properties of Split’s types, null the others, and count their size as Split does', () => {
    const checked = checkedFlagEvent({
      ...valid,
      properties: { a: 'xy', bb: 3, c: true, d: null, e: { nested: 1 }, f: [1], g: Number.NaN },
    });
    expect(checked).toEqual({
      ok: true,
      value: expect.objectContaining({
        properties: { a: 'xy', bb: 3, c: true, d: null, e: null, f: null, g: null },
        // 1024 + keys (1+2+1+1+1+1+1)*2 + 'xy' 2*2 + number 8 + boolean 4
        size: 1024 + 16 + 4 + 8 + 4,
      }),
    });
  });

  it('refuse properties that are not a plain object, or past 32768 bytes', () => {
    for (const properties of ['text', [1, 2], 5, new Date()]) {
      expect(checkedFlagEvent({ ...valid, properties })).toMatchObject({ ok: false, field: 'properties' });
    }
    // 1024 + 1*2 + 15872*2 = 32770: two bytes too many.
    expect(checkedFlagEvent({ ...valid, properties: { a: 'x'.repeat(15_872) } })).toMatchObject({ ok: false, field: 'properties' });
    expect(checkedFlagEvent({ ...valid, properties: { a: 'x'.repeat(15_871) } })).toMatchObject({ ok: true, value: { size: 32_768 } });
  });

  it('keep the first 300 properties and drop the rest (spec §9)', () => {
    const many = Object.fromEntries(Array.from({ length: 350 }, (_, i) => [`p${i}`, i]));
    const checked = checkedFlagEvent({ ...valid, properties: many });
    expect(checked.ok && Object.keys(checked.value.properties ?? {})).toHaveLength(300);
    expect(checked.ok && checked.value.properties?.p299).toBe(299);
    expect(checked.ok && 'p300' in (checked.value.properties ?? {})).toBe(false);
  });
});
