import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { checkedFlagKey } from '../../shared/flags/event-rules';
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

/** The characters a cookie carries a key in as they are (the key's own rule is spec §5's, checkedFlagKey). */
const COOKIE_SAFE = /^[A-Za-z0-9_.:-]+$/;

/** The visitor's key, and whether it was made for this request (and so still needs its cookie). */
export function visitorKeyOf(c: Context<AppEnv>): { key: string; made: boolean } {
  const sent = checkedFlagKey(getCookie(c, VISITOR_KEY_COOKIE));
  if (sent.ok && COOKIE_SAFE.test(sent.value)) return { key: sent.value, made: false };
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
