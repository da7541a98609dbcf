/**
 * KV and D1 bindings that count what a request costs on Cloudflare's bill, wrapped around the real
 * local ones (the shop's own modules stay as they are): KV reads and writes (each key a read or a
 * write, as KV bills them) and D1 queries, rows read and rows written (as D1 reports them in each
 * result's `meta` and bills them). A `first()` is answered from `all()`, whose result carries the
 * rows D1 read.
 */
export interface StorageCount {
  kvReads: number;
  kvWrites: number;
  d1Queries: number;
  d1RowsRead: number;
  d1RowsWritten: number;
}

export const noStorage = (): StorageCount => ({ kvReads: 0, kvWrites: 0, d1Queries: 0, d1RowsRead: 0, d1RowsWritten: 0 });

export function countedKv(real: KVNamespace, count: StorageCount): KVNamespace {
  const reads = (keys: unknown) => (Array.isArray(keys) ? keys.length : 1);
  const kv = {
    get: (key: string | string[], options?: unknown) => {
      count.kvReads += reads(key);
      return (real.get as (key: unknown, options: unknown) => Promise<unknown>)(key, options);
    },
    getWithMetadata: (key: string | string[], options?: unknown) => {
      count.kvReads += reads(key);
      return (real.getWithMetadata as (key: unknown, options: unknown) => Promise<unknown>)(key, options);
    },
    put: (...args: Parameters<KVNamespace['put']>) => {
      count.kvWrites += 1;
      return real.put(...args);
    },
    delete: (key: string) => {
      count.kvWrites += 1;
      return real.delete(key);
    },
    list: (options?: KVNamespaceListOptions) => {
      count.kvWrites += 1; // a list is billed as a write
      return real.list(options);
    },
  };
  return kv as unknown as KVNamespace;
}

function note(count: StorageCount, meta: D1Meta | undefined): void {
  count.d1Queries += 1;
  count.d1RowsRead += meta?.rows_read ?? 0;
  count.d1RowsWritten += meta?.rows_written ?? 0;
}

export function countedD1(real: D1Database, count: StorageCount): D1Database {
  class CountedStatement {
    constructor(readonly inner: D1PreparedStatement) {}
    bind(...values: unknown[]) {
      return new CountedStatement(this.inner.bind(...values));
    }
    async first(column?: string) {
      const result = await this.inner.all<Record<string, unknown>>();
      note(count, result.meta);
      const row = result.results[0] ?? null;
      return column === undefined || row === null ? row : (row[column] ?? null);
    }
    async run() {
      const result = await this.inner.run();
      note(count, result.meta);
      return result;
    }
    async all() {
      const result = await this.inner.all();
      note(count, result.meta);
      return result;
    }
    raw() {
      throw new Error('the shop reads no raw rows; count them before it does');
    }
  }
  const queries = (target: D1Database | D1DatabaseSession) => ({
    prepare: (sql: string) => new CountedStatement(target.prepare(sql)),
    batch: async (statements: CountedStatement[]) => {
      const results = await target.batch(statements.map((statement) => statement.inner));
      for (const result of results) note(count, result.meta);
      return results;
    },
  });
  const db = {
    ...queries(real),
    exec: (sql: string) => real.exec(sql),
    withSession: (startsAt?: string) => {
      const session = real.withSession(startsAt);
      return { ...queries(session), getBookmark: () => session.getBookmark() };
    },
    dump: () => real.dump(),
  };
  return db as unknown as D1Database;
}
