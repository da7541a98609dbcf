import { describe, expect, it } from 'vitest';
import { sharedReads } from '../../src/worker/features/content/shared-read';

// Reads of one key shared within an isolate (decision 063): one load for many readers, each with
// its own copy, and never a wait without end on a read whose request has gone.
const keepAlive = () => {};

describe('shared reads', () => {
  it('loads a key once for every reader that asks while it is read, each getting its own copy', async () => {
    const reads = sharedReads<{ headline: string }>(8);
    let loads = 0;
    const load = async () => {
      loads += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { headline: 'Fotokalender' };
    };
    const results = await Promise.all(Array.from({ length: 5 }, () => reads.read('story:a', load, { waitMs: 1_000, keepAlive })));
    expect(loads).toBe(1);
    expect(results.map((result) => result.headline)).toEqual(Array(5).fill('Fotokalender'));
    const [first, second] = results;
    if (first) first.headline = 'geändert';
    expect(second?.headline).toBe('Fotokalender');
    // Settled reads are forgotten: the next reader loads again.
    await reads.read('story:a', load, { waitMs: 1_000, keepAlive });
    expect(loads).toBe(2);
  });

  it('gives every reader the error of the shared load', async () => {
    const reads = sharedReads<string>(8);
    const load = async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('Too Many Requests');
    };
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => reads.read('story:b', load, { waitMs: 1_000, keepAlive })));
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['rejected', 'rejected', 'rejected']);
  });

  it('stops waiting for a read that never ends and reads for itself', async () => {
    const reads = sharedReads<string>(8);
    // The first reader's request is gone: its load will never settle.
    void reads.read('story:c', () => new Promise<string>(() => {}), { waitMs: 50, keepAlive });
    expect(reads.running('story:c')).toBe(true);
    const started = Date.now();
    const own = await reads.read('story:c', async () => 'selbst gelesen', { waitMs: 50, keepAlive });
    expect(own).toBe('selbst gelesen');
    expect(Date.now() - started).toBeLessThan(500);
    // The read that never ended is forgotten once its wait is over.
    expect(reads.running('story:c')).toBe(false);
  });

  it('keeps the reading request alive until its load ends', async () => {
    const reads = sharedReads<string>(8);
    const kept: Promise<unknown>[] = [];
    await reads.read('story:d', async () => 'gelesen', { waitMs: 1_000, keepAlive: (promise) => kept.push(promise) });
    expect(kept).toHaveLength(1);
  });

  it('shares reads of at most its number of keys; more run unshared', async () => {
    const reads = sharedReads<string>(2);
    const never = () => new Promise<string>(() => {});
    void reads.read('story:1', never, { waitMs: 60_000, keepAlive });
    void reads.read('story:2', never, { waitMs: 60_000, keepAlive });
    let loads = 0;
    const load = async () => {
      loads += 1;
      return 'x';
    };
    await Promise.all([
      reads.read('story:3', load, { waitMs: 60_000, keepAlive }),
      reads.read('story:3', load, { waitMs: 60_000, keepAlive }),
    ]);
    expect(loads).toBe(2);
    expect(reads.running('story:3')).toBe(false);
  });
});
