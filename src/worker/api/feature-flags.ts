import { Hono } from 'hono';
import { CONTROL, evaluateFlag } from '../../shared/flags/evaluate';
import { log } from '../../shared/log/log';
import type { AppEnv } from '../app-env';
import { flagDefinitions } from '../flags/definitions-store';
import { visitorKeyOf, writeVisitorKeyCookie } from '../flags/visitor-key';
import { CACHE, cachePolicy } from '../http/cache-policy';
import { isCrawler } from '../request/crawler';

/**
 * spec §7 `/web-api/feature-flags` (issue 15; decision 057): the visitor's treatment of every flag
 * in force, evaluated as Split's SDK would for the visitor's key (src/shared/flags/evaluate.ts).
 * A visitor without a key gets one, in the `splitIoUserKey` cookie. Crawlers get no flags (spec §4).
 * A flag that answers `control` is reported as an error (spec §4).
 */
export const featureFlags = new Hono<AppEnv>();

const FEATURE_FLAGS_PATH = '/web-api/feature-flags';

featureFlags.get(FEATURE_FLAGS_PATH, async (c) => {
  const headers = { ...cachePolicy(CACHE.none), vary: 'cookie' };
  if (isCrawler(c.req.header('user-agent'))) return c.json({ treatments: {} }, 200, headers);
  const { key, made } = visitorKeyOf(c);
  const definitions = await flagDefinitions(c.env.FLAGS, (write) => c.executionCtx.waitUntil(write));
  const treatments: Record<string, string> = {};
  for (const [name, flag] of definitions.flags) {
    const { treatment, label } = evaluateFlag(flag, key);
    if (treatment === CONTROL) log.error('flag-control', { flag: name, label });
    treatments[name] = treatment;
  }
  if (made) writeVisitorKeyCookie(c, key);
  return c.json({ treatments }, 200, headers);
});
