import { describe, expect, it } from 'vitest';
import { IsolateCache } from '../../src/worker/platform/memory/isolate-cache';

// Decision 064: every per-isolate cache is bounded in entries (and bytes, where its values vary in
// size) and in time, the least recently used entry going first.

const MINUTE = 60_000;

describe('a per-isolate cache', () => {
  it('keeps at most its number of entries, dropping the least recently used', () => {
    const cache = new IsolateCache<string, number>({ entries: 3, lifetimeMs: MINUTE });
    for (const [index, key] of ['a', 'b', 'c'].entries()) cache.set(key, index, 0);
    expect(cache.get('a', 1)).toBe(0);
    cache.set('d', 3, 2);
    expect(cache.size).toBe(3);
    expect(cache.get('b', 3)).toBeUndefined();
    expect([cache.get('a', 3), cache.get('c', 3), cache.get('d', 3)]).toEqual([0, 2, 3]);
  });

  it('grows no further however many distinct keys it is given', () => {
    const cache = new IsolateCache<string, string>({ entries: 100, lifetimeMs: MINUTE });
    for (let index = 0; index < 10_000; index += 1) cache.set(`/?q=${index}`, 'page', index);
    expect(cache.size).toBe(100);
    expect(cache.get('/?q=9999', 10_000)).toBe('page');
    expect(cache.get('/?q=9899', 10_000)).toBeUndefined();
  });

  it('answers nothing older than its lifetime, counted from when the entry was kept', () => {
    const cache = new IsolateCache<string, string>({ entries: 10, lifetimeMs: MINUTE });
    cache.set('page', 'html', 0);
    expect(cache.get('page', MINUTE - 1)).toBe('html');
    expect(cache.get('page', MINUTE)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('sweeps expired entries as new ones come in, though nobody asks for them', () => {
    const cache = new IsolateCache<string, string>({ entries: 10, lifetimeMs: MINUTE });
    cache.set('old-1', 'x', 0);
    cache.set('old-2', 'x', 10);
    cache.set('new', 'x', MINUTE + 10);
    expect(cache.size).toBe(1);
  });

  it('keeps its values within its bytes, the least recently used going first', () => {
    const cache = new IsolateCache<string, Uint8Array>({ entries: 100, bytes: 1000, lifetimeMs: MINUTE, sizeOf: (value) => value.length });
    for (let index = 0; index < 8; index += 1) cache.set(`page-${index}`, new Uint8Array(120), index);
    expect(cache.bytes).toBe(960);
    cache.get('page-0', 20);
    cache.set('page-8', new Uint8Array(120), 21);
    expect(cache.bytes).toBe(960);
    expect(cache.get('page-0', 22)).toBeDefined();
    expect(cache.get('page-1', 22)).toBeUndefined();
  });

  it('does not keep an entry larger than an eighth of its bytes', () => {
    const cache = new IsolateCache<string, Uint8Array>({ entries: 100, bytes: 800, lifetimeMs: MINUTE, sizeOf: (value) => value.length });
    cache.set('small', new Uint8Array(100), 0);
    cache.set('large', new Uint8Array(101), 0);
    expect(cache.get('large', 1)).toBeUndefined();
    expect(cache.get('small', 1)).toBeDefined();
    expect(cache.bytes).toBe(100);
  });

  it('counts a replaced or deleted entry’s bytes no more', () => {
    const cache = new IsolateCache<string, string>({
      entries: 10,
      bytes: 1000,
      lifetimeMs: MINUTE,
      sizeOf: (value, key) => value.length + key.length,
    });
    cache.set('key', 'value', 0);
    cache.set('key', 'longer value', 1);
    expect(cache.bytes).toBe(15);
    cache.delete('key');
    expect(cache.bytes).toBe(0);
    expect(cache.size).toBe(0);
  });
});
