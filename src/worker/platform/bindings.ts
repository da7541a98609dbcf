import { shopDatabase } from './db/database';

/** The bindings as the shop uses them, made once per isolate's env (what is kept per env stays kept). */
const shopEnvs = new WeakMap<Env, Env>();

/**
 * The env every handler sees: D1 with its retries and its `DatabaseUnavailable` (decision 062).
 * Wrapped where the worker starts, so no route can reach the bare binding by accident.
 */
export function shopEnv(env: Env): Env {
  let shop = shopEnvs.get(env);
  if (!shop) {
    shop = { ...env, DB: shopDatabase(env.DB) };
    shopEnvs.set(env, shop);
  }
  return shop;
}
