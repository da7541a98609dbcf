import { describe, expect, it } from 'vitest';
import { pauseAfterGivingUp, pausedFor, retryAfterMs, sourceAnswered } from '../../src/worker/features/content/source-pause';

// The isolate's pause of a content source after 429 (decision 063).
describe('Retry-After', () => {
  const now = Date.parse('2026-11-27T10:00:00.000Z');

  it('reads delay-seconds and HTTP dates, at most a minute', () => {
    expect(retryAfterMs('3', now)).toBe(3_000);
    expect(retryAfterMs(' 0 ', now)).toBe(0);
    expect(retryAfterMs('Fri, 27 Nov 2026 10:00:05 GMT', now)).toBe(5_000);
    expect(retryAfterMs('Fri, 27 Nov 2026 09:59:00 GMT', now)).toBe(0);
    expect(retryAfterMs('3600', now)).toBe(60_000);
  });

  it('ignores what it cannot read', () => {
    expect(retryAfterMs(null, now)).toBeUndefined();
    expect(retryAfterMs('', now)).toBeUndefined();
    expect(retryAfterMs('soon', now)).toBeUndefined();
    expect(retryAfterMs('-5', now)).toBeUndefined();
  });
});

describe('pause of a source', () => {
  it('lasts what Retry-After asked, else doubles with each call giving up in a row, and ends with an answer', () => {
    const source = 'sb-unit-1';
    const now = 1_000_000;
    pauseAfterGivingUp(source, now, 4_000);
    expect(pausedFor(source, now)).toBe(4_000);

    pauseAfterGivingUp(source, now + 4_000, undefined);
    expect(pausedFor(source, now + 4_000)).toBe(2_000);
    pauseAfterGivingUp(source, now + 6_000, undefined);
    expect(pausedFor(source, now + 6_000)).toBe(4_000);

    // An answer to a call sent before the last 429 says nothing of the source since.
    sourceAnswered(source, now + 5_000);
    expect(pausedFor(source, now + 6_000)).toBe(4_000);
    sourceAnswered(source, now + 6_500);
    expect(pausedFor(source, now + 6_500)).toBe(0);
    pauseAfterGivingUp(source, now + 7_000, undefined);
    expect(pausedFor(source, now + 7_000)).toBe(1_000);
  });

  it('never pauses longer than a minute', () => {
    const source = 'sb-unit-2';
    for (let n = 0; n < 12; n += 1) pauseAfterGivingUp(source, 0, undefined);
    expect(pausedFor(source, 0)).toBe(60_000);
  });
});
