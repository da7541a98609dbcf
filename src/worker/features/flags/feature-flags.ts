import { Hono } from 'hono';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';

/**
 * spec §7 `/web-api/feature-flags` (issue 15; decisions 057, 058): the visitor's treatment of every
 * flag in force, evaluated as Split's SDK would for the visitor's key (src/shared/flags/evaluate.ts).
 * A visitor without a key gets one, in the `splitIoUserKey` cookie; crawlers get no flags (spec §4);
 * a `control` is reported as an error (spec §4): all of it the request's flags do
 * (src/worker/features/flags/treatments.ts).
 */
export const featureFlags = new Hono<AppEnv>();

const FEATURE_FLAGS_PATH = '/web-api/feature-flags';

featureFlags.get(FEATURE_FLAGS_PATH, async (c) => {
  const treatments = await c.get('flags').decideAll();
  return c.json({ treatments }, 200, { ...cachePolicy(CACHE.none), vary: 'cookie' });
});
