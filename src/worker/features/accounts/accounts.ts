import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_PATHS } from '../../../shared/account-paths';
import { ANONYMOUS } from '../../../shared/customer';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { bodyOf, Email, fieldText, NO_STORE, Password, refused, refusedFields, translatorOf } from '../../platform/http/form-answers';
import { sessionTokenHash, sessionTokenOf, writeSessionCookie } from '../../platform/session/session-cookie';
import { loggedIn } from './logged-in';
import { checkPassword, hashPassword } from './password';
import { countPasswordAttempt, passwordAttemptAccepted } from './password-attempts';
import { createCustomer, endSession, findLoginAccount, replacePasswordHash } from './queries/accounts';

/**
 * Login, signup and logout (spec §7 customer calls, §8 login and signup errors; issue 14;
 * decision 048). Each answers in the locale of `X-Locale` (the market). A 400 carries the shop's
 * problem (`error`), the text to show (`message`, spec §8 login) and, for signup, every field's
 * text (`errors`, spec §8 payload.errors). The request guards have already refused a request
 * from another origin and throttled the client (src/worker/platform/http/request-guards.ts).
 */
export const accounts = new Hono<AppEnv>();

const LoginBody = z.object({ email: Email, password: z.string().min(1).max(200) });
const SignupBody = z.object({
  email: Email,
  password: Password,
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});

accounts.post(ACCOUNT_PATHS.login, async (c) => {
  const t = translatorOf(c);
  const read = await bodyOf(c, LoginBody, (field) => (field === 'password' ? t('account.passwordRequired') : fieldText(field, t)));
  if (!read.ok) return refusedFields(c, read.errors);
  const { body } = read;
  const attempt = await countPasswordAttempt(c, body.email, 'email');
  if (attempt instanceof Response) return attempt;
  const account = await findLoginAccount(c.env.DB, body.email);
  // The same work and the same answer whether or not the account exists (no enumeration).
  const check = await checkPassword(body.password, account?.password_hash ?? null);
  if (!account || !check.matches) {
    log.warn('login-failed', {});
    return refused(c, 'password', t('account.loginFailed'));
  }
  await passwordAttemptAccepted(c, attempt);
  if (check.outdated) await replacePasswordHash(c.env.DB, account.id, await hashPassword(body.password));
  return loggedIn(c, account.id);
});

accounts.post(ACCOUNT_PATHS.signup, async (c) => {
  const t = translatorOf(c);
  const read = await bodyOf(c, SignupBody, (field) => fieldText(field, t));
  if (!read.ok) return refusedFields(c, read.errors, t('account.signupFailed'));
  const { body } = read;
  const id = await createCustomer(c.env.DB, {
    email: body.email,
    passwordHash: await hashPassword(body.password),
    firstName: body.firstName,
    lastName: body.lastName,
  });
  // Signing up logs the new customer in, so it cannot hide that an address has an account; the
  // client's throttle (ACCOUNT_LIMIT) keeps anyone from asking many (decision 048).
  if (id === null) return refused(c, 'email', t('account.emailTaken'));
  return loggedIn(c, id);
});

accounts.post(ACCOUNT_PATHS.logout, async (c) => {
  const token = sessionTokenOf(c);
  if (token) await endSession(c.env.DB, await sessionTokenHash(token));
  writeSessionCookie(c, '', 0);
  return c.json(ANONYMOUS, 200, NO_STORE);
});
