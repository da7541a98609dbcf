import { Hono } from 'hono';
import { z } from 'zod';
import { log } from '../../shared/log/log';
import { newSessionToken, SESSION_DAYS, sessionTokenHash, sessionTokenOf, writeSessionCookie } from '../accounts/session-cookie';
import type { AppEnv } from '../app-env';
import { attachVoucher, findValidVoucher } from '../db/vouchers';
import { CACHE, cachePolicy } from '../http/cache-policy';
import { problem, validated } from './validation';

/** spec §7 /web-api/voucher: redeems a voucher code for the visitor's next order. */
export const VOUCHER_PATH = '/web-api/voucher';

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
  let token = sessionTokenOf(c);
  if (!token) {
    token = newSessionToken();
    writeSessionCookie(c, token);
  }
  await attachVoucher(c.env.DB, await sessionTokenHash(token), found.code, now + SESSION_DAYS * 86_400_000);
  return c.json({ code: found.code, kind: found.kind, value: found.value, currency: found.currency }, 200, cachePolicy(CACHE.none));
});
