import { log } from '../../../shared/log/log';
import { requestDatabase } from './read-replicas';

/**
 * D1 as every part of the shop reaches it (decision 062): the binding is wrapped once, where the
 * worker starts (src/worker/index.ts), so a new query gets the same handling without asking.
 *
 * - A transient fault (Cloudflare's D1 "Retry queries" guide: a lost connection, a reset storage
 *   object, an internal error) is retried with exponential backoff and full jitter, inside a small
 *   time budget, for statements that are safe to run twice: reads, and writes a query module marks
 *   with `idempotent()`. Any other write is tried once. A busy database (local D1 while another
 *   write holds it) wrote nothing, so every statement is retried on it.
 * - A fault that outlasts the budget, an overloaded database, or a transient fault of a write that
 *   is not safe to repeat becomes a `DatabaseUnavailable`: the shop's answer to it is a page
 *   without its D1 parts or a 503, never a 500 (src/worker/app.ts).
 * - Anything else (a constraint, a syntax error) is the shop's own bug and passes unchanged.
 * - Within a request, every query goes through the request's D1 session (./read-replicas.ts,
 *   decision 093): reads from the nearest replica, writes to the primary, in order.
 */

/** D1 did not answer in time: a dependency's hiccup, not the shop's fault. */
export class DatabaseUnavailable extends Error {
  override readonly name = 'DatabaseUnavailable';
}

/**
 * How long a shopper's request keeps asking D1 before the shop answers without it: no retry starts
 * after 800 ms (a call itself is as slow as D1 is; D1 retries a read twice of its own accord).
 */
const REQUEST_BUDGET = {
  /** Tries in all, the first included. */
  attempts: 4,
  /** The backoff of the first retry; each retry's doubles, and a random share of it is waited. */
  baseDelayMs: 40,
  /** No retry starts after this much time since the first try. */
  totalMs: 800,
} as const;

// The D1 error messages Cloudflare lists as retryable (a lost connection, a storage object reset
// for whatever reason, a transient issue on the remote node, an internal error).
const TRANSIENT =
  /Network connection lost|object to be reset|was reset|reset because its code was updated|transient issue|internal error|Failed to get session commit token/i;
// What local D1 says while another write holds the database: the statement (a batch is one
// transaction) did not get its lock, so nothing of it was written and any statement may run again.
const BUSY = /SQLITE_BUSY|database is locked/i;
// Retrying an overloaded database adds to its load: answered at once without it.
const OVERLOADED = /overloaded|queued for too long|Too many requests queued/i;
// A statement with any of these words may write. D1 itself retries only statements made of
// SELECT, EXPLAIN and WITH alone; a read that names one of these (a column `deleted`) is just not retried.
const WRITES = /\b(insert|update|delete|replace|upsert|create|drop|alter|pragma|vacuum|reindex|attach|detach)\b/i;

type Fault = 'transient' | 'busy' | 'overloaded';

function faultOf(error: unknown): Fault | null {
  const message = error instanceof Error ? error.message : String(error);
  if (OVERLOADED.test(message)) return 'overloaded';
  if (BUSY.test(message)) return 'busy';
  return TRANSIENT.test(message) ? 'transient' : null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `call`, retrying a transient fault when `retrySafe` within REQUEST_BUDGET; see the module's comment. */
async function withRetries<T>(retrySafe: boolean, call: () => Promise<T>): Promise<T> {
  const started = Date.now();
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const fault = faultOf(error);
      if (fault === null) throw error;
      const delay = Math.random() * REQUEST_BUDGET.baseDelayMs * 2 ** (attempt - 1);
      const last =
        fault === 'overloaded' ||
        (!retrySafe && fault !== 'busy') ||
        attempt >= REQUEST_BUDGET.attempts ||
        Date.now() - started + delay > REQUEST_BUDGET.totalMs;
      if (last) {
        log.warn('d1-unavailable', { fault, attempts: attempt, retrySafe, reason: error instanceof Error ? error.message : String(error) });
        throw new DatabaseUnavailable(`D1 did not answer after ${attempt} attempt(s)`, { cause: error });
      }
      await sleep(delay);
    }
  }
}

/** Runs `call` as `withRetries` does and notes a write on the request's session (its bookmark goes back). */
async function runStatements<T>(statement: { writes: boolean; retrySafe: boolean }, call: () => Promise<T>): Promise<T> {
  const result = await withRetries(statement.retrySafe, call);
  if (statement.writes) {
    const request = requestDatabase();
    if (request) request.wrote = true;
  }
  return result;
}

class ShopStatement implements D1PreparedStatement {
  constructor(
    readonly inner: D1PreparedStatement,
    /** Whether the statement may write (a write's bookmark goes back to the shopper). */
    readonly writes: boolean,
    readonly retrySafe: boolean = !writes,
  ) {}

  bind(...values: unknown[]): D1PreparedStatement {
    return new ShopStatement(this.inner.bind(...values), this.writes, this.retrySafe);
  }

  /** The same statement, safe to run twice. */
  idempotent(): ShopStatement {
    return new ShopStatement(this.inner, this.writes, true);
  }

  first<T = unknown>(colName: string): Promise<T | null>;
  first<T = Record<string, unknown>>(): Promise<T | null>;
  first<T>(colName?: string): Promise<T | null> {
    return runStatements(this, () => (colName === undefined ? this.inner.first<T>() : this.inner.first<T>(colName)));
  }

  run<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return runStatements(this, () => this.inner.run<T>());
  }

  all<T = Record<string, unknown>>(): Promise<D1Result<T>> {
    return runStatements(this, () => this.inner.all<T>());
  }

  raw<T = unknown[]>(options: { columnNames: true }): Promise<[string[], ...T[]]>;
  raw<T = unknown[]>(options?: { columnNames?: false }): Promise<T[]>;
  raw<T>(options?: { columnNames?: boolean }): Promise<T[] | [string[], ...T[]]> {
    if (options?.columnNames) return runStatements(this, () => this.inner.raw<T>({ columnNames: true }));
    return runStatements(this, () => this.inner.raw<T>({ columnNames: false }));
  }
}

class ShopDatabase implements D1Database {
  constructor(private readonly inner: D1Database) {}

  /** The request's D1 session (started on its first query), or the primary outside a request. */
  private where(): D1Database | D1DatabaseSession {
    const request = requestDatabase();
    if (!request) return this.inner;
    request.session ??= this.inner.withSession(request.startsAt);
    return request.session;
  }

  prepare(query: string): D1PreparedStatement {
    return new ShopStatement(this.where().prepare(query), WRITES.test(query));
  }

  /** A batch is one transaction: retried only when every statement in it is safe to run twice. */
  batch<T = unknown>(statements: D1PreparedStatement[]): Promise<D1Result<T>[]> {
    const shop = statements.map((statement) => (statement instanceof ShopStatement ? statement : new ShopStatement(statement, true)));
    const whole = { writes: shop.some((statement) => statement.writes), retrySafe: shop.every((statement) => statement.retrySafe) };
    return runStatements(whole, () => this.where().batch<T>(shop.map((statement) => statement.inner)));
  }

  exec(query: string): Promise<D1ExecResult> {
    return withRetries(false, () => this.inner.exec(query));
  }

  withSession(constraintOrBookmark?: D1SessionBookmark | D1SessionConstraint): D1DatabaseSession {
    return this.inner.withSession(constraintOrBookmark);
  }

  dump(): Promise<ArrayBuffer> {
    return this.inner.dump();
  }
}

/** The database as the shop uses it: retried and turned into `DatabaseUnavailable` as above. */
export function shopDatabase(db: D1Database): D1Database {
  return new ShopDatabase(db);
}

/**
 * Marks a write as safe to run twice (the same row ends up the same, e.g. a delete by key or an
 * insert that ignores a duplicate), so a transient fault retries it like a read.
 * @example await idempotent(db.prepare('DELETE FROM sessions WHERE token_hash = ?1').bind(hash)).run()
 */
export function idempotent(statement: D1PreparedStatement): D1PreparedStatement {
  return statement instanceof ShopStatement ? statement.idempotent() : statement;
}
