// Browser tests of faults (tests/e2e/d1-down.test.ts): the built worker with every call to its D1
// database failing as D1 does when it cannot be reached, so a browser can see what a shopper sees
// while D1 is down (decision 062). The worker itself is unchanged: this module wraps its environment.

import shop from './index.js';

const unreachable = () => Promise.reject(new Error('D1_ERROR: Network connection lost.'));

function unreachableStatement() {
  return { first: unreachable, all: unreachable, run: unreachable, raw: unreachable, bind: () => unreachableStatement() };
}

const downQueries = { prepare: () => unreachableStatement(), batch: unreachable };
// Every request of the shop queries through a session of its own (decision 093): it fails the same.
const downD1 = { ...downQueries, exec: unreachable, withSession: () => ({ ...downQueries, getBookmark: () => null }) };

// One wrapped environment per environment: the worker keeps what it reads per env object.
const faultyEnvs = new WeakMap();

function faulty(env) {
  if (env.STORAGE_FAULT !== 'd1-down') return env;
  let wrapped = faultyEnvs.get(env);
  if (!wrapped) {
    wrapped = { ...env, DB: downD1 };
    faultyEnvs.set(env, wrapped);
  }
  return wrapped;
}

export default {
  fetch: (request, env, ctx) => shop.fetch(request, faulty(env), ctx),
  queue: (batch, env, ctx) => shop.queue(batch, faulty(env), ctx),
};
