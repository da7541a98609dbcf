import { AsyncLocalStorage } from 'node:async_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { setPrivateCookie } from '../http/private-cookie';

/**
 * Reads near the shopper (issue 32, decision 093): every request's queries form one D1 session
 * (Cloudflare's Sessions API), so its reads go to the nearest read replica while its writes go to
 * the primary, and all of them in order. A request that wrote sends the session's bookmark back
 * (a cookie for the browser, `x-d1-bookmark` for any other client); the next request that carries
 * it starts its session there, so a customer reads back what they just wrote wherever the replica
 * they reach stands. Without a bookmark a request reads whatever replica is nearest.
 *
 * Only a request that wrote gets the bookmark: a read's answer stays free of cookies and so
 * cacheable, and a shopper's reads never wait for a bookmark they did not need.
 */

/** The request header and cookie that carry a bookmark, as Cloudflare's sessions starter names them. */
const BOOKMARK_HEADER = 'x-d1-bookmark';
const BOOKMARK_COOKIE = 'shop_d1_bookmark';
/** How long a bookmark is kept: far longer than a replica lags; an old one constrains nothing. */
const BOOKMARK_SECONDS = 86_400;
/**
 * A bookmark as D1 writes them (four hex groups that sort as they happen). Anything else is ignored:
 * D1 sorts bookmarks as text and keeps the greatest, so a made-up one would stay in the session.
 */
const BOOKMARK = /^[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{8}-[0-9a-f]{32}$/;

/** One request's D1 session: where it starts, the session once a query asks for it, and whether it wrote. */
interface RequestDatabase {
  /** The carried bookmark, or any replica. */
  readonly startsAt: D1SessionBookmark | D1SessionConstraint;
  session: D1DatabaseSession | null;
  wrote: boolean;
}

const requests = new AsyncLocalStorage<RequestDatabase>();

/** The current request's D1 session, or none outside a request (the queue, the cron: the primary). */
export function requestDatabase(): RequestDatabase | undefined {
  return requests.getStore();
}

/** The bookmark a request carries: the header of an API client, else the browser's cookie. */
function carriedBookmark(c: Context<AppEnv>): string | null {
  const bookmark = c.req.header(BOOKMARK_HEADER) ?? getCookie(c, BOOKMARK_COOKIE);
  return bookmark && BOOKMARK.test(bookmark) ? bookmark : null;
}

/** Runs the rest of the request in its own D1 session and hands a writer its bookmark. */
export function readsNearShopper(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const request: RequestDatabase = { startsAt: carriedBookmark(c) ?? 'first-unconstrained', session: null, wrote: false };
    await requests.run(request, next);
    const bookmark = request.wrote ? request.session?.getBookmark() : null;
    if (!bookmark || !BOOKMARK.test(bookmark)) return;
    c.header(BOOKMARK_HEADER, bookmark);
    setPrivateCookie(c, BOOKMARK_COOKIE, bookmark, BOOKMARK_SECONDS);
  };
}
