import { z } from 'zod';
import { configReader } from '../../platform/config/config-reader';

/**
 * How long pages are kept (wrangler vars, decision 019): ops tune them without a deploy.
 * - `PAGE_CACHE_SECONDS`: at the edge (Workers Cache API); `0` turns the full-page cache off.
 * - `PAGE_CDN_SECONDS`: what a CDN or proxy in front may keep (`s-maxage`); browsers always ask
 *   again and get 304 while the page is unchanged.
 */
export interface PageCacheConfig {
  edgeSeconds: number;
  cdnSeconds: number;
}

const seconds = (fallback: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number().int().min(0).default(fallback));

const PageCacheConfigSchema = z.object({
  PAGE_CACHE_SECONDS: seconds(300),
  PAGE_CDN_SECONDS: seconds(0),
});

export const pageCacheConfig: (env: object) => PageCacheConfig = configReader(
  'page cache configuration',
  PageCacheConfigSchema,
  (vars) => ({ edgeSeconds: vars.PAGE_CACHE_SECONDS, cdnSeconds: vars.PAGE_CDN_SECONDS }),
);
