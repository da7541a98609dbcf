import { Hono } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { z } from 'zod';
import { log } from '../../shared/log/log';
import type { AppEnv } from '../app-env';
import { attachVoucher, findValidVoucher } from '../db/vouchers';
import { CACHE, cachePolicy } from '../http/cache-policy';
import { sha256Hex } from '../request/digest';
import { SESSION_COOKIE } from './customer';
import { problem, validated } from './validation';

/** spec §7 /web-api/voucher: redeems a voucher code for the visitor's next order. */
export const VOUCHER_PATH = '/web-api/voucher';
/** How long a visitor's session (and a redeemed voucher on it) lasts. */
const SESSION_DAYS = 30;
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const voucher = new Hono<AppEnv>();

const VoucherSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, 'must be 4 to 32 letters, digits or dashes')
    .transform((code) => code.toUpperCase()),
});

voucher.post(VOUCHER_PATH, validated('json', VoucherSchema), async (c) => {
  const { code } = c.req.valid('json');
  const now = Date.now();
  const found = await findValidVoucher(c.env.DB, code, now);
  if (!found) {
    // spec §8 log code; the visitor learns only that the code does not work now.
    log.warn('error-add-voucher', { reason: 'unknown, inactive or expired' });
    return c.json(problem('code', 'is not a valid voucher code'), 422);
  }
  let token = getCookie(c, SESSION_COOKIE);
  if (!token || !TOKEN.test(token)) {
    token = newToken();
    setCookie(c, SESSION_COOKIE, token, {
      httpOnly: true,
      secure: new URL(c.req.url).protocol === 'https:',
      sameSite: 'Lax',
      path: '/',
      maxAge: SESSION_DAYS * 86_400,
    });
  }
  await attachVoucher(c.env.DB, await sha256Hex(token), found.code, now + SESSION_DAYS * 86_400_000);
  return c.json({ code: found.code, kind: found.kind, value: found.value, currency: found.currency }, 200, cachePolicy(CACHE.none));
});

/** 32 random bytes, base64url: the session token (only its SHA-256 is stored). */
function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
