import type { MiddlewareHandler } from 'hono';
import type { AppEnv, FlagDecisions } from '../../platform/app-env';
import { CACHE } from '../../platform/http/cache-policy';
import { isCrawler } from '../../platform/request/crawler';
import { type Definitions, flagDefinitions } from './definitions-store';
import { flagOverridesOf } from './overrides';
import { decideFlags, reportControl } from './visitor-flags';
import { visitorKeyCookie, visitorKeyOf } from './visitor-key';

const NO_FLAGS: FlagDecisions = { treatments: {}, variant: '' };

/**
 * Puts the visitor's flags on the context, and after the answer the `splitIoUserKey` cookie when
 * the key was made for this request: on every page and on every answer that decided flags. The
 * cookie goes on after the page cache (src/worker/features/page-cache/page-cache.ts), so a first visit is
 * served from the cache too; that answer is the visitor's own and never stored. Crawlers get no
 * key and no flags (spec §4).
 */
export function visitorFlags(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const visitor = isCrawler(c.req.header('user-agent')) ? null : visitorKeyOf(c.req.raw);
    const key = visitor?.key ?? null;
    const overrides = flagOverridesOf(new URL(c.req.url));
    let read: Promise<Definitions> | undefined;
    let decided = false;
    const definitions = () => {
      decided = true;
      read ??= flagDefinitions(c.env, (write) => c.executionCtx.waitUntil(write));
      return read;
    };
    c.set('flags', {
      prepare: () => void definitions().catch(() => {}),
      decide: async (names) => (names.length === 0 ? NO_FLAGS : decideFlags(await definitions(), key, names, overrides, reportControl)),
      decideAll: async () => {
        const all = await definitions();
        return decideFlags(all, key, [...all.flags.keys()], overrides, reportControl).treatments;
      },
    });
    await next();
    if (!visitor?.made || !(decided || c.res.headers.get('content-type')?.startsWith('text/html'))) return;
    c.res.headers.append('set-cookie', visitorKeyCookie(c.env, c.req.url, visitor.key));
    // The answer now carries the visitor's own key: no shared cache may keep it.
    if (c.res.headers.get('cache-control') !== CACHE.none) c.res.headers.set('cache-control', CACHE.visitorOwn);
  };
}
