/**
 * D1 with read replication on, and a replica that lags, as Cloudflare's "Global read replication"
 * describes it, built from two real local databases (the shop's own modules stay as they are):
 *
 * - `replica` is a copy that has seen the primary's writes only up to `replicaAt` (a bookmark of
 *   the primary): the test migrates it and writes to it only what it should already know.
 * - A session started with `first-unconstrained` reads from the replica until it has to be newer:
 *   after its own write, every read of the session goes to the primary (sequential consistency).
 * - A session started from a bookmark the replica has not reached, or with `first-primary`, reads
 *   from the primary. Every write goes to the primary, and its bookmark is the primary's.
 *
 * `sessions` lists where each session started, in order.
 */
export interface LaggingReplica {
  db: D1Database;
  sessions: string[];
}

const WRITES = /^\s*(insert|update|delete|replace|create|drop|alter)\b/i;

export function laggingReplica(primary: D1Database, replica: D1Database, replicaAt: string): LaggingReplica {
  const state: LaggingReplica = { db: primary, sessions: [] };

  const withSession = (startsAt: string = 'first-unconstrained') => {
    state.sessions.push(startsAt);
    const onPrimary = primary.withSession('first-primary');
    // The newest state the session has seen: reads go to the primary once the replica is behind it.
    let seen: string | null = startsAt.startsWith('first-') ? null : startsAt;
    const replicaBehind = () => startsAt === 'first-primary' || (seen !== null && seen > replicaAt);

    class Statement {
      constructor(
        readonly sql: string,
        readonly values: unknown[] = [],
      ) {}
      bind(...values: unknown[]) {
        return new Statement(this.sql, values);
      }
      on(target: D1Database | D1DatabaseSession) {
        return target.prepare(this.sql).bind(...this.values);
      }
      first(column?: string) {
        return answer([this], (target) => (column === undefined ? this.on(target).first() : this.on(target).first(column)));
      }
      run() {
        return answer([this], (target) => this.on(target).run());
      }
      all() {
        return answer([this], (target) => this.on(target).all());
      }
      raw(options?: { columnNames?: boolean }) {
        return answer([this], (target) => (options?.columnNames ? this.on(target).raw({ columnNames: true }) : this.on(target).raw()));
      }
    }

    async function answer<T>(statements: Statement[], call: (target: D1Database | D1DatabaseSession) => Promise<T>): Promise<T> {
      const writes = statements.some((statement) => WRITES.test(statement.sql));
      if (!writes && !replicaBehind()) return call(replica);
      const result = await call(onPrimary);
      seen = onPrimary.getBookmark();
      return result;
    }

    return {
      prepare: (sql: string) => new Statement(sql),
      batch: (statements: Statement[]) => answer(statements, (target) => target.batch(statements.map((statement) => statement.on(target)))),
      getBookmark: () => seen,
    };
  };

  state.db = {
    prepare: (sql: string) => primary.prepare(sql),
    batch: (statements: D1PreparedStatement[]) => primary.batch(statements),
    exec: (sql: string) => primary.exec(sql),
    withSession,
    dump: () => primary.dump(),
  } as unknown as D1Database;
  return state;
}

/** The primary's bookmark now: what a replica that saw everything so far has reached. */
export async function primaryBookmark(primary: D1Database): Promise<string> {
  const session = primary.withSession('first-primary');
  await session.prepare('SELECT 1').first();
  const bookmark = session.getBookmark();
  if (!bookmark) throw new Error('the local D1 gave no bookmark');
  return bookmark;
}
