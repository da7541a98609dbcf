/**
 * What every per-isolate cache of the worker obeys (issue 27; decision 064): a bound on its
 * entries, optionally on its bytes, and a lifetime. An isolate lives for many requests and has
 * 128 MB; a table keyed by anything a request names (a URL, a query, a text) would otherwise grow
 * with the traffic until the isolate is killed. The least recently used entry goes first, an entry
 * older than the lifetime is never answered, and the oldest are swept as new ones come in.
 */
interface IsolateCacheLimits<Key, Value> {
  /** At most this many entries. */
  entries: number;
  /** An entry is answered for this long after it was kept, then dropped. */
  lifetimeMs: number;
  /** At most this many bytes, as `sizeOf` counts them; an entry larger than an eighth of them is not kept. */
  bytes?: number;
  /** The bytes an entry holds (its key included when the key is large); 0 when left out. */
  sizeOf?: (value: Value, key: Key) => number;
}

interface Held<Value> {
  value: Value;
  keptAt: number;
  bytes: number;
}

/**
 * A map with the bounds of `IsolateCacheLimits`, least recently used first.
 * @example const learnt = new IsolateCache<string, Need[]>({ ...ISOLATE_CACHES.learnedReads, sizeOf }); // ./isolate-caches.ts
 */
export class IsolateCache<Key, Value> {
  readonly #entries = new Map<Key, Held<Value>>();
  readonly #limits: IsolateCacheLimits<Key, Value>;
  #bytes = 0;

  constructor(limits: IsolateCacheLimits<Key, Value>) {
    this.#limits = limits;
  }

  /** How many entries are held now, answerable or not yet swept. */
  get size(): number {
    return this.#entries.size;
  }

  /** The bytes held now, as `sizeOf` counts them. */
  get bytes(): number {
    return this.#bytes;
  }

  /** The value kept under `key` within its lifetime, now the most recently used; undefined otherwise. */
  get(key: Key, now = Date.now()): Value | undefined {
    const held = this.#entries.get(key);
    if (!held) return undefined;
    this.#entries.delete(key);
    if (now - held.keptAt >= this.#limits.lifetimeMs) {
      this.#bytes -= held.bytes;
      return undefined;
    }
    this.#entries.set(key, held);
    return held.value;
  }

  /** Keeps `value` under `key`, dropping the least recently used entries beyond the bounds. */
  set(key: Key, value: Value, now = Date.now()): void {
    this.delete(key);
    const bytes = this.#limits.sizeOf?.(value, key) ?? 0;
    const most = this.#limits.bytes ?? Number.POSITIVE_INFINITY;
    // One entry never pushes out more than an eighth of the others.
    if (bytes > most / 8) return;
    this.#entries.set(key, { value, keptAt: now, bytes });
    this.#bytes += bytes;
    for (const [oldest, held] of this.#entries) {
      const over = this.#entries.size > this.#limits.entries || this.#bytes > most;
      // Least recently used first is, near enough, oldest first: expired entries at the front go too.
      if (!over && now - held.keptAt < this.#limits.lifetimeMs) break;
      this.#entries.delete(oldest);
      this.#bytes -= held.bytes;
    }
  }

  delete(key: Key): void {
    const held = this.#entries.get(key);
    if (!held) return;
    this.#entries.delete(key);
    this.#bytes -= held.bytes;
  }
}

/**
 * One cache per environment, made on its first use: what a cache keeps was made under the
 * configuration it was given (one environment per deployment, in practice; a test's own is apart).
 * `Owner` is what stands for the environment where the caller has no `Env`, e.g. its KV binding.
 * @example const hotPagesOf = cachePerEnvironment({ ...ISOLATE_CACHES.hotPages, sizeOf }); hotPagesOf(env).get(url)
 */
export function cachePerEnvironment<Key, Value, Owner extends object = Env>(
  limits: IsolateCacheLimits<Key, Value>,
): (owner: Owner) => IsolateCache<Key, Value> {
  const byOwner = new WeakMap<Owner, IsolateCache<Key, Value>>();
  return (owner) => {
    let cache = byOwner.get(owner);
    if (!cache) {
      cache = new IsolateCache(limits);
      byOwner.set(owner, cache);
    }
    return cache;
  };
}

/** The bytes of a string in memory, about: V8 keeps most as one byte a character, some as two. */
export const stringBytes = (text: string): number => text.length * 2;
