import type { Context } from 'hono';
import { setCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';

/**
 * Sends one of the shop's own cookies that no script reads, the same way for each (decision 047):
 * HttpOnly, SameSite=Lax (not sent by other sites' requests that change state), Secure on https,
 * for the whole site. `maxAgeSeconds` 0 removes it.
 */
export function setPrivateCookie(c: Context<AppEnv>, name: string, value: string, maxAgeSeconds: number): void {
  setCookie(c, name, value, {
    httpOnly: true,
    secure: new URL(c.req.url).protocol === 'https:',
    sameSite: 'Lax',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}
