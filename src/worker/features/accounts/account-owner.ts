import type { Context } from 'hono';
import type { AppEnv } from '../../platform/app-env';
import { NO_STORE, refused, translatorOf } from '../../platform/http/form-answers';
import { sessionTokenHash, sessionTokenOf } from '../../platform/session/session-cookie';
import { checkPassword } from './password';
import { countPasswordAttempt, passwordAttemptAccepted } from './password-attempts';
import { type AccountOwner, findAccountOwner } from './queries/account-settings';

/**
 * Who may change an account (decision 083): the customer logged in on this very session, and for
 * a change that gives the account away (password, address, deletion), only with their current
 * password as well, counted as a login attempt is. A customer without a password (Google sign-in
 * only) has the session alone to show.
 */
export interface Owner {
  account: AccountOwner;
  /** The hash of the session the request came with: the one a password change keeps. */
  sessionHash: string;
}

/** The customer of the request's session, or the 401 to answer a visitor or an ended session. */
export async function ownerOf(c: Context<AppEnv>): Promise<Owner | Response> {
  const token = sessionTokenOf(c);
  const sessionHash = token ? await sessionTokenHash(token) : null;
  const account = sessionHash ? await findAccountOwner(c.env.DB, sessionHash, Date.now()) : null;
  if (account && sessionHash) return { account, sessionHash };
  const message = translatorOf(c)('accountAnswers.loggedOut');
  return c.json({ error: { field: 'session', problem: message }, message }, 401, NO_STORE);
}

/** Null when `currentPassword` is the owner's (or they have none); else the 400 or 429 to answer. */
export async function passwordConfirmed(c: Context<AppEnv>, owner: Owner, currentPassword: string): Promise<Response | null> {
  const { account } = owner;
  if (account.password_hash === null) return null;
  const attempt = await countPasswordAttempt(c, account.email, 'currentPassword');
  if (attempt instanceof Response) return attempt;
  const check = await checkPassword(currentPassword, account.password_hash);
  if (!check.matches) return refused(c, 'currentPassword', translatorOf(c)('accountAnswers.passwordWrong'));
  await passwordAttemptAccepted(c, attempt);
  return null;
}
