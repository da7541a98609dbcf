import { Hono } from 'hono';
import type { AppEnv } from '../../platform/app-env';
import { CACHE } from '../../platform/http/cache-policy';

/**
 * The files of dist/public (client bundle, favicon, demo images), served through the worker so
 * they carry the same security headers and a named cache policy (decision 014). The bundle's
 * name holds its content hash, so it is immutable; other files may change with a deploy.
 * Source maps are never among them (scripts/build-client.mjs keeps them out of dist/public).
 */
export const staticAssets = new Hono<AppEnv>();

/** Only paths that name a file are looked up; pages and APIs never are. */
const FILE_PATH = /\/[^/]+\.[a-z0-9]+$/i;
const HASHED_BUNDLE = /^\/assets\/[\w-]+-[A-Z0-9]{8}\.(js|css)$/;

staticAssets.on(['GET', 'HEAD'], '*', async (c, next) => {
  if (!FILE_PATH.test(c.req.path)) return next();
  const file = await c.env.ASSETS.fetch(c.req.raw);
  if (file.status === 404) return next();
  const response = new Response(file.body, file);
  const policy = HASHED_BUNDLE.test(c.req.path) ? CACHE.immutable : CACHE.long;
  response.headers.set('cache-control', policy);
  return response;
});
