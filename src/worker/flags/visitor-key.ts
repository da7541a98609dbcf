import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import type { AppEnv } from '../app-env';
import { configReader } from '../config-reader';

/**
 * The visitor's key for feature flags (spec §9 visitor-key session cookie `splitIoUserKey`, not
 * http-only, max age configured; §5 keys trimmed, 1 to 250 characters; decision 057): read from the
 * cookie, or made when there is none or it is not a key.
 */

const VISITOR_KEY_COOKIE = 'splitIoUserKey';

const FlagConfigSchema = z.object({ FLAG_KEY_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(365) });
const flagConfig = configReader('feature-flag configuration', FlagConfigSchema, (vars) => ({ keyMaxAgeDays: vars.FLAG_KEY_MAX_AGE_DAYS }));

/** spec §5: a key is trimmed and 1 to 250 characters; a cookie carries it only in these characters. */
const KEY = /^[A-Za-z0-9_.:-]{1,250}$/;

/** The visitor's key, and whether it was made for this request (and so still needs its cookie). */
export function visitorKeyOf(c: Context<AppEnv>): { key: string; made: boolean } {
  const sent = getCookie(c, VISITOR_KEY_COOKIE)?.trim() ?? '';
  if (KEY.test(sent)) return { key: sent, made: false };
  return { key: crypto.randomUUID(), made: true };
}

/** Sends the key's cookie: readable by the page's script (Split's SDK reads it there), same-site, for the whole site. */
export function writeVisitorKeyCookie(c: Context<AppEnv>, key: string): void {
  setCookie(c, VISITOR_KEY_COOKIE, key, {
    httpOnly: false,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
    maxAge: flagConfig(c.env).keyMaxAgeDays * 86_400,
  });
}
