import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import worker from '../../src/worker/index';

// Decision 046: a page's catalogue reads go out with its story's read from its second rendering
// on. The worker runs with its real KV and D1, each call noted as it starts and as it answers, and
// each KV call answering a little later, as a distant store would.

const events: string[] = [];
const later = () => new Promise((resolve) => setTimeout(resolve, 15));

function watchedKv(kv: KVNamespace): KVNamespace {
  const watched =
    (name: 'get' | 'getWithMetadata') =>
    async (...args: unknown[]) => {
      events.push('kv-start');
      await later();
      const answer = await (kv[name] as (...args: unknown[]) => Promise<unknown>)(...args);
      events.push('kv-end');
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
}

type Statement = D1PreparedStatement & { inner?: D1PreparedStatement };

function watchedStatement(statement: D1PreparedStatement): Statement {
  const watched =
    (name: 'first' | 'all' | 'run' | 'raw') =>
    (...args: unknown[]) => {
      events.push('d1-start');
      return (statement[name] as (...args: unknown[]) => Promise<unknown>)(...args);
    };
  return {
    first: watched('first'),
    all: watched('all'),
    run: watched('run'),
    raw: watched('raw'),
    bind: (...values: unknown[]) => watchedStatement(statement.bind(...values)),
    inner: statement,
  } as unknown as Statement;
}

function watchedD1(db: D1Database): D1Database {
  // Queries are watched whether they reach the database or one of its sessions (decision 093).
  const watchedQueries = (target: D1Database | D1DatabaseSession) => ({
    prepare: (sql: string) => watchedStatement(target.prepare(sql)),
    batch: (statements: Statement[]) => {
      events.push('d1-start');
      return target.batch(statements.map((statement) => statement.inner ?? statement));
    },
  });
  return {
    ...db,
    ...watchedQueries(db),
    withSession: (startsAt?: string) => {
      const session = db.withSession(startsAt);
      return { ...watchedQueries(session), getBookmark: () => session.getBookmark() };
    },
  } as unknown as D1Database;
}

// Pages rendered every time (no page cache), so each request renders and reads.
const watchedEnv = { ...env, PAGE_CACHE_SECONDS: '0', CONTENT: watchedKv(env.CONTENT), DB: watchedD1(env.DB) };

async function render(url: string): Promise<{ calls: string[]; html: string }> {
  events.length = 0;
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { headers: { 'cf-connecting-ip': '198.51.100.200' } }), watchedEnv, ctx);
  expect(response.status).toBe(200);
  const html = await response.text();
  await waitOnExecutionContext(ctx);
  return { calls: [...events], html };
}

describe('catalogue reads learnt from a page’s last rendering (decision 046)', () => {
  it('reads a product page’s prices only after its story the first time, and beside it from then on', async () => {
    const url = 'https://wallart.de/products/leinwand?materialType=leinwand&formatType=800x600';
    const first = await render(url);
    expect(first.calls).toContain('d1-start');
    expect(first.calls.indexOf('d1-start')).toBeGreaterThan(first.calls.indexOf('kv-end'));
    const second = await render(url);
    expect(second.calls).toContain('kv-end');
    expect(second.calls.indexOf('d1-start')).toBeLessThan(second.calls.indexOf('kv-end'));
    // The same page, priced from a read of its own: 80 × 60 cm canvas.
    const total = /<p class="calculator__total">.*?<\/p>/.exec(second.html)?.[0];
    expect(total).toContain('69,95\u00a0€');
    expect(total).toBe(/<p class="calculator__total">.*?<\/p>/.exec(first.html)?.[0]);
  });
});
