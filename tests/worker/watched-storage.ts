import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import worker from '../../src/worker/index';

/**
 * The real KV and D1 of the worker tests, each call noted in `events` as it starts (KV's with its
 * key, D1's with its SQL) and as it answers, and each KV call answering a little later, as a distant store would.
 * A D1 statement whose SQL matches `failing` fails instead, while it is set.
 */
export interface WatchedStorage {
  events: string[];
  failing: RegExp | null;
  kv(kv: KVNamespace): KVNamespace;
  d1(db: D1Database): D1Database;
}

type Statement = D1PreparedStatement & { inner?: D1PreparedStatement };

const later = () => new Promise((resolve) => setTimeout(resolve, 15));

export function watchedStorage(): WatchedStorage {
  const watching: WatchedStorage = {
    events: [],
    failing: null,
    kv(kv) {
      const watched =
        (name: 'get' | 'getWithMetadata') =>
        async (...args: unknown[]) => {
          watching.events.push(`kv-start ${String(args[0])}`);
          await later();
          const answer = await (kv[name] as (...args: unknown[]) => Promise<unknown>)(...args);
          watching.events.push('kv-end');
          return answer;
        };
      return {
        ...kv,
        get: watched('get'),
        getWithMetadata: watched('getWithMetadata'),
        put: kv.put.bind(kv),
        list: kv.list.bind(kv),
        delete: kv.delete.bind(kv),
      } as KVNamespace;
    },
    d1(db) {
      const statementOf = (sql: string, statement: D1PreparedStatement): Statement => {
        const watched =
          (name: 'first' | 'all' | 'run' | 'raw') =>
          (...args: unknown[]) => {
            watching.events.push(`d1-start ${sql}`);
            if (watching.failing?.test(sql)) return Promise.reject(new Error('D1_ERROR: no such table (a test’s fault)'));
            return (statement[name] as (...args: unknown[]) => Promise<unknown>)(...args);
          };
        return {
          first: watched('first'),
          all: watched('all'),
          run: watched('run'),
          raw: watched('raw'),
          bind: (...values: unknown[]) => statementOf(sql, statement.bind(...values)),
          inner: statement,
        } as unknown as Statement;
      };
      // Queries are watched whether they reach the database or one of its sessions (decision 093).
      const queriesOf = (target: D1Database | D1DatabaseSession) => ({
        prepare: (sql: string) => statementOf(sql, target.prepare(sql)),
        batch: (statements: Statement[]) => {
          watching.events.push('d1-start batch');
          return target.batch(statements.map((statement) => statement.inner ?? statement));
        },
      });
      return {
        ...db,
        ...queriesOf(db),
        withSession: (startsAt?: string) => {
          const session = db.withSession(startsAt);
          return { ...queriesOf(session), getBookmark: () => session.getBookmark() };
        },
      } as unknown as D1Database;
    },
  };
  return watching;
}

/** `base` with its content KV and D1 watched by `storage`, and no page cache: every request renders and reads. */
export function renderingEnv(storage: WatchedStorage, base: Env): Env {
  return { ...base, PAGE_CACHE_SECONDS: '0', CONTENT: storage.kv(base.CONTENT), DB: storage.d1(base.DB) };
}

/** Asks the worker for `url` in `env`, with the storage calls of this request alone noted: its status, page and calls. */
export async function renderWatched(
  storage: WatchedStorage,
  env: Env,
  url: string,
  ip: string,
): Promise<{ status: number; html: string; calls: string[] }> {
  storage.events.length = 0;
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { headers: { 'cf-connecting-ip': ip } }), env, ctx);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { status: response.status, html, calls: [...storage.events] };
}
