import { generateCookie } from 'hono/cookie';
import { parse } from 'hono/utils/cookie';
import { z } from 'zod';
import { checkedFlagKey } from '../../../shared/flags/event-rules';
import { configReader } from '../../platform/config/config-reader';

/**
 * The visitor's key for feature flags (spec §9 visitor-key session cookie `splitIoUserKey`, not
 * http-only, max age configured; §5 keys trimmed, 1 to 250 characters; decision 057): read from the
 * cookie, or made when there is none or it is not a key.
 */

const VISITOR_KEY_COOKIE = 'splitIoUserKey';

const FlagConfigSchema = z.object({ FLAG_KEY_MAX_AGE_DAYS: z.coerce.number().int().min(1).max(3650).default(365) });
/** The feature flags' vars, checked (src/worker/config-check.ts reads it before a deploy). */
export const flagConfig = configReader('feature-flag configuration', FlagConfigSchema, (vars) => ({
  keyMaxAgeDays: vars.FLAG_KEY_MAX_AGE_DAYS,
}));

/**
 * The key a request's cookie carries, or null when it carries none that is a key. Any string Split
 * accepts is a key (spec §5: trimmed, 1 to 250 characters): an e-mail address, a space, `ü`, `中`.
 * The cookie holds it percent-encoded (as `visitorKeyCookie` writes it, and as a page's script may),
 * and it is read decoded; nothing it contains is thrown away, so the visitor keeps their bucket.
 */
export function sentVisitorKey(request: Request): string | null {
  const header = request.headers.get('cookie');
  const sent = checkedFlagKey(header ? parse(header, VISITOR_KEY_COOKIE)[VISITOR_KEY_COOKIE] : undefined);
  return sent.ok ? sent.value : null;
}

/** The visitor's key, and whether it was made for this request (and so still needs its cookie). */
export function visitorKeyOf(request: Request): { key: string; made: boolean } {
  const sent = sentVisitorKey(request);
  return sent ? { key: sent, made: false } : { key: crypto.randomUUID(), made: true };
}

/** The key's cookie, percent-encoded: readable by the page's script (Split's SDK reads it there), same-site, for the whole site. */
export function visitorKeyCookie(env: Env, url: string, key: string): string {
  return generateCookie(VISITOR_KEY_COOKIE, key, {
    httpOnly: false,
    secure: new URL(url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
    maxAge: flagConfig(env).keyMaxAgeDays * 86_400,
  });
}
