import { idempotent } from './database';

/**
 * Attempts counted in windows (migrations/0011_attempt_windows.sql; decisions 065, 066): what the
 * login and voucher throttles count, each under a key of its own. An attempt is counted before it
 * is checked, by a statement that returns the count: two attempts at the same moment get two
 * different counts, so a burst cannot pass a limit.
 */

/** A key's window after an attempt was counted in it. */
interface AttemptWindow {
  /** Attempts in the window, this one included. */
  attempts: number;
  /** When the window ends (ms since the epoch). */
  until: number;
}

// Starts a new window when the last has passed, else counts in it: the one rule of every window.
const COUNT_IN_WINDOW = `ON CONFLICT (key) DO UPDATE SET
    attempts = CASE WHEN window_start <= ?2 - ?3 THEN 1 ELSE attempts + 1 END,
    window_start = CASE WHEN window_start <= ?2 - ?3 THEN ?2 ELSE window_start END`;
const COUNT = `INSERT INTO attempt_windows (key, window_start, attempts) VALUES (?1, ?2, 1)
  ${COUNT_IN_WINDOW}
  RETURNING attempts, window_start`;

/** The statement that counts an attempt under `key`; batch it with the caller's other reads. */
export function countAttemptStatement(db: D1Database, key: string, now: number, windowMs: number): D1PreparedStatement {
  return db.prepare(COUNT).bind(key, now, windowMs);
}

// The same count, made only when the attempt just counted under ?4 was the first of its window:
// so the key counts how many others were tried, not how often.
const COUNT_FIRSTS = `INSERT INTO attempt_windows (key, window_start, attempts)
  SELECT ?1, ?2, 1 WHERE (SELECT attempts FROM attempt_windows WHERE key = ?4) = 1
  ${COUNT_IN_WINDOW}`;

/** The statement that counts under `key` the first attempt of `firstOf`'s window; batch it after the count of `firstOf`. */
export function countFirstAttemptStatement(
  db: D1Database,
  key: string,
  firstOf: string,
  now: number,
  windowMs: number,
): D1PreparedStatement {
  return db.prepare(COUNT_FIRSTS).bind(key, now, windowMs, firstOf);
}

/** The statement that reads the attempts of `key`'s window (0 when it has passed, or there is none). */
export function attemptsStatement(db: D1Database, key: string, now: number, windowMs: number): D1PreparedStatement {
  return db
    .prepare(
      'SELECT CASE WHEN window_start > ?2 - ?3 THEN attempts ELSE 0 END AS attempts, window_start FROM attempt_windows WHERE key = ?1',
    )
    .bind(key, now, windowMs);
}

/** The window a counting or reading statement returned (a read of no window: 0 attempts). */
export function attemptWindowOf(result: D1Result | undefined, now: number, windowMs: number, none = 1): AttemptWindow {
  const row = result?.results?.[0] as { attempts: number; window_start: number } | undefined;
  return { attempts: row?.attempts ?? none, until: (row?.window_start ?? now) + windowMs };
}

/** Windows that ended before `before`: every count has its own window, none longer than a day. */
export async function forgetEndedAttempts(db: D1Database, before: number): Promise<void> {
  await idempotent(db.prepare('DELETE FROM attempt_windows WHERE window_start < ?1').bind(before)).run();
}

/** Counts an attempt under each key, in one batch. */
export async function countAttempts<Keys extends readonly string[]>(
  db: D1Database,
  keys: Keys,
  now: number,
  windowMs: number,
): Promise<{ [Index in keyof Keys]: AttemptWindow }> {
  const results = await db.batch(keys.map((key) => countAttemptStatement(db, key, now, windowMs)));
  // One window per key, in the keys' order.
  return keys.map((_, index) => attemptWindowOf(results[index], now, windowMs)) as { [Index in keyof Keys]: AttemptWindow };
}

/** An attempt that turned out good gives its count back (a redeemed voucher is no guess). */
export async function takeBackAttempts(db: D1Database, keys: readonly string[]): Promise<void> {
  await db.batch(keys.map((key) => db.prepare('UPDATE attempt_windows SET attempts = max(attempts - 1, 0) WHERE key = ?1').bind(key)));
}

/** Every count under `prefix` starts again. */
export async function forgetAttempts(db: D1Database, prefix: string): Promise<void> {
  await idempotent(db.prepare("DELETE FROM attempt_windows WHERE key >= ?1 AND key < ?1 || '\uffff'").bind(prefix)).run();
}
