import { Hono } from 'hono';
import { z } from 'zod';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { countAttempts, takeBackAttempts } from '../../platform/db/attempt-windows';
import { tooManyRequests } from '../../platform/http/api-answers';
import { VOUCHER_PATH } from '../../platform/http/api-paths';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem, validated } from '../../platform/http/validation';
import { newSessionToken, SESSION_DAYS, sessionTokenHash, sessionTokenOf, writeSessionCookie } from '../../platform/session/session-cookie';
import { attachVoucher, findValidVoucher } from './queries/vouchers';

export const voucher = new Hono<AppEnv>();

const VoucherSchema = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{4,32}$/, 'must be 4 to 32 letters, digits or dashes')
    .transform((code) => code.toUpperCase()),
});

/**
 * Guesses of voucher codes across every client (decision 066), beside the limit per client of the
 * request guards: 200 addresses guessing at once must not find the codes. A family is a code
 * without its trailing digits (WELCOME10, WELCOME20: WELCOME), as campaigns name their codes; each
 * channel's families are counted apart. Guesses across all families are only watched: refusing
 * them all would let a guesser close every campaign for every shopper.
 */
const VOUCHER_GUESSES = { perFamily: 30, watchedAcrossFamilies: 300, windowMs: 10 * 60_000 } as const;

/** @example voucherFamily('WELCOME10') // 'WELCOME' */
const voucherFamily = (code: string) => code.replace(/[0-9-]+$/, '') || '0-9';

voucher.post(VOUCHER_PATH, validated('json', VoucherSchema), async (c) => {
  const { code } = c.req.valid('json');
  const { channel } = c.get('market');
  const now = Date.now();
  // Counted before the code is looked up, so a burst cannot pass the limit; a redeemed code gives its count back.
  const guesses = [`voucher:${channel}:family:${voucherFamily(code)}`, `voucher:${channel}:*`] as const;
  const [family, all] = await countAttempts(c.env.DB, guesses, now, VOUCHER_GUESSES.windowMs);
  if (all.attempts === VOUCHER_GUESSES.watchedAcrossFamilies + 1) log.warn('voucher-guessing-widely', { channel });
  if (family.attempts > VOUCHER_GUESSES.perFamily) {
    log.warn('voucher-guesses-throttled', { channel, family: voucherFamily(code) });
    return tooManyRequests(c, Math.max(1, Math.ceil((family.until - now) / 1000)), 'code');
  }
  const found = await findValidVoucher(c.env.DB, code, now);
  if (!found) {
    // spec §8 log code; the visitor learns only that the code does not work now.
    log.warn('error-add-voucher', { reason: 'unknown, inactive or expired' });
    return c.json(problem('code', 'is not a valid voucher code'), 422);
  }
  // A count not given back only narrows the family's window a little: the redemption goes on.
  await takeBackAttempts(c.env.DB, guesses).catch((error: unknown) => log.warn('voucher-count-kept', {}, error));
  let token = sessionTokenOf(c);
  if (!token) {
    token = newSessionToken();
    writeSessionCookie(c, token);
  }
  await attachVoucher(c.env.DB, await sessionTokenHash(token), found.code, now + SESSION_DAYS * 86_400_000);
  return c.json({ code: found.code, kind: found.kind, value: found.value, currency: found.currency }, 200, cachePolicy(CACHE.none));
});
