import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_PATHS } from '../../../shared/account-paths';
import type { AppEnv } from '../../platform/app-env';
import { bodyOf, Email, fieldText, NO_STORE, Password, refused, refusedFields, translatorOf } from '../../platform/http/form-answers';
import { queueAccountRequest } from '../../platform/queue/account-requests';
import { SESSION_TOKEN, sessionTokenHash } from '../../platform/session/session-cookie';
import { accountPageUrl } from './account-page-url';
import { hashPassword } from './password';
import { loginThrottleKey, resetPassword } from './queries/accounts';
import { clearLoginAttempts } from './queries/login-attempts';
import { type ResetRequest, resetRequests } from './reset-request';

/**
 * Password reset (spec §7 /web-api/customer-password-reset; issue 14; decisions 049, 067): a request
 * is put on the account-requests queue and answered at once, the same for every address: the answer
 * does the same work and takes the same time whether or not the address has an account. The
 * queue's consumer sends the mail (src/worker/features/accounts/reset-request.ts), and tries again while D1
 * does not answer. The token sets a new password once, and every session of the customer ends with it.
 */
export const passwordReset = new Hono<AppEnv>();

const ResetBody = z.object({ email: Email });
const NewPasswordBody = z.object({ token: z.string().regex(SESSION_TOKEN), password: Password });

passwordReset.post(ACCOUNT_PATHS.passwordReset, async (c) => {
  const t = translatorOf(c);
  const read = await bodyOf(c, ResetBody, (field) => fieldText(field, t));
  if (!read.ok) return refusedFields(c, read.errors, t('account.emailInvalid'));
  const { locale, channel } = c.get('market');
  const request: ResetRequest = {
    kind: 'password-reset',
    email: read.body.email,
    locale,
    channel,
    pageUrl: accountPageUrl(c.get('site'), locale, 'new-password'),
  };
  await queueAccountRequest(c, resetRequests, request);
  return c.json({ message: t('account.resetSent') }, 200, NO_STORE);
});

passwordReset.post(ACCOUNT_PATHS.passwordNew, async (c) => {
  const t = translatorOf(c);
  const read = await bodyOf(c, NewPasswordBody, (field) => (field === 'token' ? t('account.resetLinkInvalid') : fieldText(field, t)));
  if (!read.ok) return refusedFields(c, read.errors);
  const { token, password } = read.body;
  const customer = await resetPassword(c.env.DB, await sessionTokenHash(token), await hashPassword(password), Date.now());
  if (customer === null) return refused(c, 'token', t('account.resetLinkInvalid'));
  await clearLoginAttempts(c.env.DB, await loginThrottleKey(customer.email));
  return c.json({ message: t('account.passwordChanged') }, 200, NO_STORE);
});
