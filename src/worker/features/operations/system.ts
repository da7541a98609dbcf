import { Hono } from 'hono';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { forwardCallToShopBackend } from '../pages/public';

/** Endpoints for operators and machines rather than shoppers. */
export const system = new Hono<AppEnv>();

/** Liveness with the bindings it depends on: D1 answers and has its migrations, KV answers. */
system.get('/_health', async (c) => {
  const checks: Record<string, 'ok' | 'failing'> = {};
  try {
    const row = await c.env.DB.prepare('SELECT value FROM shop_meta WHERE key = ?1').bind('schema').first<{ value: string }>();
    checks.d1 = row ? 'ok' : 'failing';
  } catch (error) {
    log.error('health-d1-failing', {}, error);
    checks.d1 = 'failing';
  }
  try {
    await c.env.CONTENT.get('health-probe');
    checks.kv = 'ok';
  } catch (error) {
    log.error('health-kv-failing', {}, error);
    checks.kv = 'failing';
  }
  const healthy = Object.values(checks).every((state) => state === 'ok');
  return c.json({ status: healthy ? 'ok' : 'failing', checks }, healthy ? 200 : 503, cachePolicy(CACHE.none));
});

// spec §7 calls the shop front has no route for are the shop backend's, when one is configured
// (decision 036): forwarded in the call's market, as shop pages are.
system.all('/web-api/*', async (c, next) => {
  const backend = c.get('config').shopBackendOrigin;
  if (!backend) return next();
  return forwardCallToShopBackend(c, backend);
});

// APIs answer JSON, also for paths that do not exist (the shop's rule: a 4xx names the problem).
for (const prefix of ['/web-api', '/price-api', '/frontend-api', '/api', '/webhooks']) {
  system.all(`${prefix}/*`, (c) => c.json({ error: { field: 'path', problem: `no endpoint at ${new URL(c.req.url).pathname}` } }, 404));
}
