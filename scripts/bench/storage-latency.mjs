// Bench only (scripts/bench): the built worker with a fixed delay added to every call to the
// content and flag KV namespaces and the D1 database, so the bench can show how far the first byte moves
// when storage is slow. The worker itself is unchanged: this module wraps its environment.

import shop from './index.js';

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** `target`'s methods of those names, each answering `ms` later. */
function delayedMethods(target, names, ms) {
  return Object.fromEntries(
    names.map((name) => [
      name,
      async (...args) => {
        await sleep(ms);
        return target[name](...args);
      },
    ]),
  );
}

function slowKv(kv, ms) {
  return delayedMethods(kv, ['get', 'getWithMetadata', 'put', 'list', 'delete'], ms);
}

function slowStatement(statement, ms) {
  return {
    ...delayedMethods(statement, ['first', 'all', 'run', 'raw'], ms),
    inner: statement,
    bind: (...values) => slowStatement(statement.bind(...values), ms),
  };
}

/** Queries and batches of the database or of one of its sessions, each `ms` slower. */
function slowQueries(target, ms) {
  return {
    prepare: (sql) => slowStatement(target.prepare(sql), ms),
    // A batch goes out as one call, with the statements D1 prepared, not their slow wrappers.
    batch: async (statements) => {
      await sleep(ms);
      return target.batch(statements.map((statement) => statement.inner ?? statement));
    },
  };
}

function slowD1(db, ms) {
  return {
    ...delayedMethods(db, ['exec'], ms),
    ...slowQueries(db, ms),
    // Every request of the shop queries through a session of its own (decision 093).
    withSession: (startsAt) => {
      const session = db.withSession(startsAt);
      return { ...slowQueries(session, ms), getBookmark: () => session.getBookmark() };
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
      slowEnv = { ...env, CONTENT: slowKv(env.CONTENT, ms), FLAGS: slowKv(env.FLAGS, ms), DB: slowD1(env.DB, ms) };
      slowEnvs.set(env, slowEnv);
    }
    return shop.fetch(request, slowEnv, ctx);
  },
};
