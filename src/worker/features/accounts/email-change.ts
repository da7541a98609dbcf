import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_SETTINGS_PATHS, EMAIL_CHANGE_QUERY, type EmailChangeOutcome } from '../../../shared/account-settings';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { DOMAIN_INFO, prefixOn } from '../../../shared/locale/domains';
import type { Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { bodyOf, Email, NO_STORE, refused, refusedFields, translatorFor, translatorOf } from '../../platform/http/form-answers';
import { queueAndDeliver } from '../../platform/mail/delivery';
import { mailedSince, queueMail } from '../../platform/mail/outbox';
import { newSessionToken, SESSION_TOKEN, sessionTokenHash } from '../../platform/session/session-cookie';
import { ownerOf, passwordConfirmed } from './account-owner';
import { accountPageUrl } from './account-page-url';
import { CurrentPassword, settingsFieldText } from './account-settings';
import {
  addressTaken,
  CHANGED_BY_THIS_LINK,
  confirmEmailChangeStatements,
  emailChangeStatements,
  findEmailChange,
  hasAddress,
} from './queries/account-settings';

/**
 * A change of e-mail address (issue 31; decision 083): asked for with the current password, it
 * waits for the link mailed to the new address; followed, the address changes and the old one is
 * told, so a customer whose session fell into other hands learns of it where they still read.
 */
export const emailChange = new Hono<AppEnv>();

const EmailBody = z.object({ email: Email, currentPassword: CurrentPassword });

/** How long the link works: long enough to find the mail on another device. */
const LINK_LIFETIME_MS = 24 * 3_600_000;
/** One link to an address in this time: nobody fills another's inbox with them. */
const RESEND_AFTER_MS = 5 * 60_000;

emailChange.post(ACCOUNT_SETTINGS_PATHS.email, async (c) => {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const t = translatorOf(c);
  const read = await bodyOf(c, EmailBody, settingsFieldText(c));
  if (!read.ok) return refusedFields(c, read.errors);
  const { email, currentPassword } = read.body;
  const refusal = await passwordConfirmed(c, owner, currentPassword);
  if (refusal) return refusal;
  if (email === owner.account.email.toLowerCase()) return refused(c, 'email', t('accountAnswers.emailSame'));
  // Signing up tells as much: throttled per client (decision 048).
  if (await addressTaken(c.env.DB, email)) return refused(c, 'email', t('account.emailTaken'));
  const now = Date.now();
  const answer = c.json({ message: t('accountAnswers.emailLinkSent', { email }), pendingEmail: email }, 200, NO_STORE);
  // A link sent to this address a moment ago still works: the same answer, no second mail.
  if (owner.account.pending_email === email && (await mailedSince(c.env.DB, email, 'email-change', now - RESEND_AFTER_MS))) return answer;

  const { locale, channel } = c.get('market');
  const token = newSessionToken();
  const link = `${c.get('site').origin}${ACCOUNT_SETTINGS_PATHS.emailConfirm}?token=${token}&locale=${locale}`;
  const brand = CHANNEL_INFO[channel].brandName;
  await queueAndDeliver(c, [
    ...emailChangeStatements(c.env.DB, {
      customerId: owner.account.id,
      tokenHash: await sessionTokenHash(token),
      newEmail: email,
      expiresAt: now + LINK_LIFETIME_MS,
    }),
    queueMail(
      c.env.DB,
      {
        kind: 'email-change',
        channel,
        recipient: email,
        locale,
        subject: t('mail.emailChange.subject', { brand }),
        body: t('mail.emailChange.body', { brand, link, hours: LINK_LIFETIME_MS / 3_600_000 }),
      },
      now,
    ),
  ]);
  log.info('account-email-change-asked', {});
  return answer;
});

emailChange.get(ACCOUNT_SETTINGS_PATHS.emailConfirm, async (c) => {
  const locale = linkLocale(c);
  const token = c.req.query('token') ?? '';
  if (!SESSION_TOKEN.test(token)) return toAccountPage(c, locale, 'link-invalid');
  const tokenHash = await sessionTokenHash(token);
  const now = Date.now();
  const change = await findEmailChange(c.env.DB, tokenHash, now);
  if (!change) return toAccountPage(c, locale, 'link-invalid');
  if (await addressTaken(c.env.DB, change.new_email)) return toAccountPage(c, locale, 'taken');
  const t = translatorFor(locale);
  const { channel } = c.get('site');
  const brand = CHANNEL_INFO[channel].brandName;
  const notice = {
    kind: 'email-changed' as const,
    channel,
    recipient: change.old_email,
    locale,
    subject: t('mail.emailChanged.subject', { brand }),
    body: t('mail.emailChanged.body', { brand, email: change.new_email, link: accountPageUrl(c.get('site'), locale, 'account') }),
  };
  await queueAndDeliver(c, [
    ...confirmEmailChangeStatements(c.env.DB, tokenHash, change, now),
    queueMail(c.env.DB, notice, now, CHANGED_BY_THIS_LINK, change.customer_id, change.new_email, tokenHash, now),
  ]);
  const changed = await hasAddress(c.env.DB, change.customer_id, change.new_email);
  if (changed) log.info('account-email-changed', {});
  return toAccountPage(c, locale, changed ? 'changed' : 'link-invalid');
});

/** The language the link was mailed in (its `locale`, which the market reads), where this domain serves it; else the domain's. */
function linkLocale(c: Context<AppEnv>): Locale {
  const { ending } = c.get('site');
  const { locale } = c.get('market');
  return prefixOn(ending, locale) !== null ? locale : DOMAIN_INFO[ending].defaultLocale;
}

/** To the account page, which tells what became of the link (`?email-change=`). */
function toAccountPage(c: Context<AppEnv>, locale: Locale, outcome: EmailChangeOutcome): Response {
  const location = `${accountPageUrl(c.get('site'), locale, 'account')}?${EMAIL_CHANGE_QUERY}=${outcome}`;
  return new Response(null, { status: 303, headers: { location, ...NO_STORE } });
}
