import type { Context } from 'hono';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { NO_STORE, translatorOf } from '../../platform/http/form-answers';
import { clientNetwork } from './client-network';
import { LOGIN_THROTTLE, mayCheckPassword, underAttack } from './login-throttle';
import { loginThrottleKey } from './queries/accounts';
import { countLoginAttempt, passwordAccepted } from './queries/login-attempts';

/**
 * A password typed for an address, counted before it is checked (decision 065): a login, and a
 * customer confirming a change of their account with their current password (decision 083), draw
 * on the same allowance, so a stolen session cannot guess the password any faster than a login.
 */
interface CountedAttempt {
  emailHash: string;
  network: string;
}

/** Counts an attempt at `email`; the 429 to answer, naming `field`, when it may not be checked. */
export async function countPasswordAttempt(c: Context<AppEnv>, email: string, field: string): Promise<CountedAttempt | Response> {
  const now = Date.now();
  const emailHash = await loginThrottleKey(email);
  const network = clientNetwork(c.req.header('cf-connecting-ip'));
  // Counted before the password is checked, account or not, in the statement that returns the count.
  const counts = await countLoginAttempt(c.env.DB, {
    emailHash,
    network,
    now,
    windowMs: LOGIN_THROTTLE.windowMs,
    knownForMs: LOGIN_THROTTLE.knownNetworkMs,
  });
  if (mayCheckPassword(counts)) return { emailHash, network };
  log.warn('login-throttled', { underAttack: underAttack(counts), knownNetwork: counts.knownNetwork });
  const seconds = Math.max(1, Math.ceil((counts.networkUntil - now) / 1000));
  const message = translatorOf(c)('account.tooManyAttempts', { minutes: Math.ceil(seconds / 60) });
  return c.json({ error: { field, problem: message }, message }, 429, { ...NO_STORE, 'retry-after': String(seconds) });
}

/** The password was right: the network's count starts again. */
export const passwordAttemptAccepted = (c: Context<AppEnv>, attempt: CountedAttempt): Promise<void> =>
  passwordAccepted(c.env.DB, attempt.emailHash, attempt.network);
