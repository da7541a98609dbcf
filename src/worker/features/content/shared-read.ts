/**
 * Reads of one key that run at the same time in an isolate share one read (decision 063): the
 * first request to ask reads, the others wait for its result. Workers forbid one request to use
 * another's I/O objects, and a continuation waiting on a promise of a request that has ended is
 * cancelled, so a waiting request never awaits the reading request's promise: it waits on a
 * promise of its own, settled with a copy of the plain result, and for a bounded time only; when
 * that runs out (the reading request was cancelled, or is slow) it reads for itself.
 */

interface Waiter<T> {
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

interface RunningRead<T> {
  startedAt: number;
  /** How long another request may wait for it; past that it is forgotten. */
  waitMs: number;
  waiters: Set<Waiter<T>>;
}

export interface ShareOptions {
  /** The longest a request waits for another's read before reading itself. */
  waitMs: number;
  /** Keeps the read going when the request that started it ends first (`ctx.waitUntil`). */
  keepAlive: (promise: Promise<unknown>) => void;
  now?: () => number;
}

interface SharedReads<T> {
  /** Whether a read of `key` is under way and young enough to be waited for. */
  running(key: string, now?: number): boolean;
  /** `load()`, or the result of the read of `key` another request has under way. */
  read(key: string, load: () => Promise<T>, options: ShareOptions): Promise<T>;
}

const GAVE_UP = Symbol('gave up waiting');

/**
 * Shared reads of at most `maxKeys` keys at once; a read is forgotten when it settles or when its
 * wait has run out, whichever is first. With every slot taken, a read runs unshared.
 * @example const storyReads = sharedReads<PreparedLookup>(256);
 */
export function sharedReads<T>(maxKeys: number): SharedReads<T> {
  const reads = new Map<string, RunningRead<T>>();

  const current = (key: string, now: number): RunningRead<T> | undefined => {
    const read = reads.get(key);
    if (read && now - read.startedAt >= read.waitMs) {
      reads.delete(key);
      return undefined;
    }
    return read;
  };

  const lead = (key: string, load: () => Promise<T>, { waitMs, keepAlive }: ShareOptions, now: number): Promise<T> => {
    const read: RunningRead<T> = { startedAt: now, waitMs, waiters: new Set() };
    reads.set(key, read);
    const forget = () => {
      if (reads.get(key) === read) reads.delete(key);
    };
    const task = load().then(
      (value) => {
        forget();
        // Each waiter gets its own copy, made before the reading request goes on with the value.
        for (const waiter of read.waiters) waiter.resolve(structuredClone(value));
        return value;
      },
      (error: unknown) => {
        forget();
        for (const waiter of read.waiters) waiter.reject(error);
        throw error;
      },
    );
    keepAlive(task.catch(() => undefined));
    return task;
  };

  const follow = async (read: RunningRead<T>, load: () => Promise<T>, now: number): Promise<T> => {
    let waiter: Waiter<T> | undefined;
    const shared = new Promise<T>((resolve, reject) => {
      waiter = { resolve, reject };
      read.waiters.add(waiter);
    });
    // The timer belongs to this request, so it fires even if the reading request is gone.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const gaveUp = new Promise<typeof GAVE_UP>((resolve) => {
      timer = setTimeout(() => resolve(GAVE_UP), read.startedAt + read.waitMs - now);
    });
    try {
      const outcome = await Promise.race([shared, gaveUp]);
      if (outcome !== GAVE_UP) return outcome;
    } finally {
      clearTimeout(timer);
      if (waiter) read.waiters.delete(waiter);
    }
    return load();
  };

  return {
    running: (key, now = Date.now()) => current(key, now) !== undefined,
    read(key, load, options) {
      const now = (options.now ?? Date.now)();
      const running = current(key, now);
      if (running) return follow(running, load, now);
      if (reads.size >= maxKeys) {
        for (const other of [...reads.keys()]) current(other, now);
        if (reads.size >= maxKeys) return load();
      }
      return lead(key, load, options, now);
    },
  };
}
