import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import { setPrivateCookie } from '../http/private-cookie';
import { base64url, sha256Hex } from '../request/digest';

/**
 * The visitor's session cookie, in one place (decision 047): a random token in an http-only
 * cookie, only its SHA-256 stored (migrations/0002_customers.sql). The basket, a redeemed voucher
 * and a logged-in customer hang on the session.
 */

/** The http-only cookie that carries the session token. */
const SESSION_COOKIE = 'shop_session';
/** How long a session lasts. */
export const SESSION_DAYS = 30;
/** What a session token (and a reset token, made the same way) looks like: 32 random bytes, base64url. */
export const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The session token the request carries, or null for none or one that is not a token. */
export function sessionTokenOf(c: Context<AppEnv>): string | null {
  const token = getCookie(c, SESSION_COOKIE);
  return token && SESSION_TOKEN.test(token) ? token : null;
}

/** 32 random bytes, base64url: a new session token. */
export function newSessionToken(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

/** What the sessions table keeps of a token. */
export const sessionTokenHash = (token: string): Promise<string> => sha256Hex(token);

/**
 * Sends the session cookie: HttpOnly (no script reads it), SameSite=Lax (not sent by other sites'
 * requests that change state), Secure on https, for the whole site. `maxAgeSeconds` 0 removes it.
 */
export function writeSessionCookie(c: Context<AppEnv>, token: string, maxAgeSeconds = SESSION_DAYS * 86_400): void {
  setPrivateCookie(c, SESSION_COOKIE, token, maxAgeSeconds);
}
