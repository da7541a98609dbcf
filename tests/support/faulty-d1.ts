/**
 * A D1 binding that fails as D1 does, wrapped around the real local one (the shop's own modules
 * stay as they are): while `failures` remain, each query or batch throws `message` instead of
 * running; then the real database answers again. `calls` counts what reached it, `failed` what
 * was refused, `statements` the SQL of each call in order. With `slowMs`, every call takes that
 * much longer, as D1 does under load. With `failOn`, only the calls whose SQL it matches fail (a
 * batch's SQL is its statements joined): D1 fails just as a change is written.
 */
export interface FaultyD1 {
  db: D1Database;
  calls: number;
  failed: number;
  statements: string[];
  /** How many more calls fail (Infinity: D1 is down). */
  failures: number;
}

/** Messages D1 gives (Cloudflare's D1 error list) and local D1's own under load. */
export const D1_FAULTS = {
  connectionLost: 'D1_ERROR: Network connection lost.',
  commitToken: 'D1_ERROR: Failed to get session commit token: internal error',
  overloaded: 'D1_ERROR: D1 DB is overloaded. Requests queued for too long.',
  busy: 'D1_ERROR: database is locked: SQLITE_BUSY',
} as const;

export function faultyD1(real: D1Database, options: { failures: number; message?: string; slowMs?: number; failOn?: RegExp }): FaultyD1 {
  const message = options.message ?? D1_FAULTS.connectionLost;
  const state: FaultyD1 = { db: real, calls: 0, failed: 0, statements: [], failures: options.failures };
  // A slow D1 (`slowMs`): every answer, or failure, comes that much later.
  const later = () => new Promise((resolve) => setTimeout(resolve, options.slowMs ?? 0));
  const attempt = async <T>(sql: string, call: () => Promise<T>): Promise<T> => {
    state.calls++;
    state.statements.push(sql);
    if (options.slowMs) await later();
    if (state.failures > 0 && (options.failOn?.test(sql) ?? true)) {
      state.failures--;
      state.failed++;
      throw new Error(message);
    }
    return call();
  };

  class FaultyStatement {
    constructor(
      readonly real: D1PreparedStatement,
      readonly sql: string,
    ) {}
    bind(...values: unknown[]) {
      return new FaultyStatement(this.real.bind(...values), this.sql);
    }
    first(column?: string) {
      return attempt(this.sql, () => (column === undefined ? this.real.first() : this.real.first(column)));
    }
    run() {
      return attempt(this.sql, () => this.real.run());
    }
    all() {
      return attempt(this.sql, () => this.real.all());
    }
    raw(options?: { columnNames?: boolean }) {
      return attempt(this.sql, () => (options?.columnNames ? this.real.raw({ columnNames: true }) : this.real.raw()));
    }
  }

  // Queries and batches fail alike whether they reach the database or one of its sessions.
  const queries = (target: D1Database | D1DatabaseSession) => ({
    prepare: (sql: string) => new FaultyStatement(target.prepare(sql), sql),
    batch: (statements: FaultyStatement[]) =>
      attempt(statements.map((statement) => statement.sql).join(';\n'), () => target.batch(statements.map((statement) => statement.real))),
  });
  const db = {
    ...queries(real),
    exec: (sql: string) => attempt(sql, () => real.exec(sql)),
    // The shop's requests each use a session of the real database (decision 093).
    withSession: (startsAt?: string) => {
      const session = real.withSession(startsAt);
      return { ...queries(session), getBookmark: () => session.getBookmark() };
    },
    dump: () => real.dump(),
  };
  // The binding's shape, as the worker sees a D1Database.
  state.db = db as unknown as D1Database;
  return state;
}
