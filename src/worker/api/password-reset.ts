import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_PATHS, NEW_PASSWORD_PAGES } from '../../shared/account-paths';
import { CHANNEL_INFO } from '../../shared/channel/channels';
import { prefixOn } from '../../shared/locale/domains';
import { LOCALE_INFO } from '../../shared/locale/locales';
import { log } from '../../shared/log/log';
import { pagePath } from '../../shared/routing/paths';
import { hashPassword } from '../accounts/password';
import { newSessionToken, SESSION_TOKEN, sessionTokenHash } from '../accounts/session-cookie';
import type { AppEnv } from '../app-env';
import { findLoginAccount, loginThrottleKey, resetPassword, resetTokenStatement } from '../db/accounts';
import { clearLoginAttempts } from '../db/login-attempts';
import { queueAndDeliver } from '../mail/delivery';
import { mailedSince, queueMail } from '../mail/outbox';
import { bodyOf, Email, fieldText, NO_STORE, Password, refused, refusedFields, translatorOf } from './account-answers';

/**
 * Password reset (spec §7 /web-api/customer-password-reset; issue 14; decision 049): a request
 * answers the same whether or not the address has an account; for one that has, a single-use
 * token good for 30 minutes goes out in a mail, written to the outbox in the same batch as the
 * token and delivered after (decision 053). The token sets a new password once, and every session of the customer ends with it.
 */
export const passwordReset = new Hono<AppEnv>();

const TOKEN_LIFETIME_MS = 30 * 60_000;
/** At most one reset mail per address in this time: nobody's inbox fills up with them. */
const RESEND_AFTER_MS = 5 * 60_000;

const ResetBody = z.object({ email: Email });
const NewPasswordBody = z.object({ token: z.string().regex(SESSION_TOKEN), password: Password });

/** The link of the mail: the new-password page of the visitor's language, on this shop's host. */
function resetLink(c: Context<AppEnv>, token: string): string {
  const { locale } = c.get('market');
  const site = c.get('site');
  const page = NEW_PASSWORD_PAGES[LOCALE_INFO[locale].language as keyof typeof NEW_PASSWORD_PAGES];
  // The page's own spelling (a trailing slash on Kartenliebe), so the link needs no redirect.
  const path = pagePath({
    prefix: prefixOn(site.ending, locale) ?? '',
    platform: 'web',
    inner: `/${page}`,
    trailingSlash: CHANNEL_INFO[site.channel].trailingSlash,
  });
  return `${site.origin}${path}?token=${token}`;
}

passwordReset.post(ACCOUNT_PATHS.passwordReset, async (c) => {
  const t = translatorOf(c);
  const read = await bodyOf(c, ResetBody, (field) => fieldText(field, t));
  if (!read.ok) return refusedFields(c, read.errors, t('account.emailInvalid'));
  const { email } = read.body;
  const work = async () => {
    const now = Date.now();
    const account = await findLoginAccount(c.env.DB, email);
    if (!account || (await mailedSince(c.env.DB, email, 'password-reset', now - RESEND_AFTER_MS))) return;
    const token = newSessionToken();
    const { locale, channel } = c.get('market');
    await queueAndDeliver(c, [
      resetTokenStatement(c.env.DB, await sessionTokenHash(token), account.id, now + TOKEN_LIFETIME_MS),
      queueMail(
        c.env.DB,
        {
          kind: 'password-reset',
          channel,
          recipient: email,
          locale,
          subject: t('mail.passwordReset.subject'),
          body: t('mail.passwordReset.body', { link: resetLink(c, token), minutes: TOKEN_LIFETIME_MS / 60_000 }),
        },
        now,
      ),
    ]);
  };
  // After the answer: how long it takes says nothing about whether the address has an account.
  c.executionCtx.waitUntil(work().catch((error: unknown) => log.error('password-reset-error', {}, error)));
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
