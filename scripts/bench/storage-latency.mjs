// Bench only (scripts/bench): the built worker with a fixed delay added to every call to the
// content KV namespace and the D1 database, so the bench can show how far the first byte moves
// when storage is slow. The worker itself is unchanged: this module wraps its environment.

import shop from './index.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function slowKv(kv, ms) {
  const delayed =
    (method) =>
    async (...args) => {
      await sleep(ms);
      return kv[method](...args);
    };
  return {
    get: delayed('get'),
    getWithMetadata: delayed('getWithMetadata'),
    put: delayed('put'),
    list: delayed('list'),
    delete: delayed('delete'),
  };
}

function slowStatement(statement, ms) {
  const delayed =
    (method) =>
    async (...args) => {
      await sleep(ms);
      return statement[method](...args);
    };
  return {
    inner: statement,
    bind: (...values) => slowStatement(statement.bind(...values), ms),
    first: delayed('first'),
    all: delayed('all'),
    run: delayed('run'),
    raw: delayed('raw'),
  };
}

function slowD1(db, ms) {
  return {
    prepare: (sql) => slowStatement(db.prepare(sql), ms),
    batch: async (statements) => {
      await sleep(ms);
      return db.batch(statements.map((statement) => statement.inner ?? statement));
    },
    exec: async (sql) => {
      await sleep(ms);
      return db.exec(sql);
    },
  };
}

// One wrapped environment per environment: the worker reads its configuration once per env object.
const slowEnvs = new WeakMap();

export default {
  fetch(request, env, ctx) {
    const ms = Number(env.BENCH_STORAGE_LATENCY_MS ?? 0);
    if (!ms) return shop.fetch(request, env, ctx);
    let slowEnv = slowEnvs.get(env);
    if (!slowEnv) {
      slowEnv = { ...env, CONTENT: slowKv(env.CONTENT, ms), DB: slowD1(env.DB, ms) };
      slowEnvs.set(env, slowEnv);
    }
    return shop.fetch(request, slowEnv, ctx);
  },
};
