import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_SETTINGS_PATHS } from '../../../shared/account-settings';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { bodyOf, NO_STORE, refusedFields, translatorOf } from '../../platform/http/form-answers';
import { queueAndDeliver } from '../../platform/mail/delivery';
import { queueMail } from '../../platform/mail/outbox';
import { writeSessionCookie } from '../../platform/session/session-cookie';
import { forgetSubscriptionsStatement, subscriptionsOfAddress } from '../newsletter/public';
import { customerWishlistRows, forgetCustomerWishlistStatement } from '../wishlist/public';
import { ownerOf, passwordConfirmed } from './account-owner';
import { CurrentPassword, noticeMail, settingsFieldText } from './account-settings';
import { forgetCustomerStatements, mailsTo, sessionsOf } from './queries/account-settings';
import { loginThrottleKey } from './queries/accounts';

/**
 * A customer's data, theirs to take and to end (issue 31; decision 083; GDPR Art. 15, 17, 20):
 * everything the shop holds on the account as one JSON file, and the account deleted for good,
 * in one batch: the customer, their sessions and links, their wishlist, the newsletter of their
 * address, their mails, and the login counts of their address; then one mail that says so.
 */
export const accountData = new Hono<AppEnv>();

const DeletionBody = z.object({ currentPassword: CurrentPassword, confirm: z.literal(true) });

accountData.get(ACCOUNT_SETTINGS_PATHS.dataExport, async (c) => {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const { account } = owner;
  const db = c.env.DB;
  const [sessions, wishlist, newsletter, mails] = await Promise.all([
    sessionsOf(db, account.id),
    customerWishlistRows(db, account.id),
    subscriptionsOfAddress(db, account.email),
    mailsTo(db, account.email),
  ]);
  const data = {
    exportedAt: new Date().toISOString(),
    account: {
      number: account.number,
      email: account.email,
      firstName: account.first_name,
      lastName: account.last_name,
      type: account.type,
      isWhitelabelCustomer: account.is_whitelabel === 1,
      createdAt: account.created_at,
      hasPassword: account.password_hash !== null,
      googleSignIn: account.google_subject !== null,
    },
    pendingEmailChange: account.pending_email === null ? null : { email: account.pending_email },
    // A session is shown by when it began and ends, never by its token.
    sessions: sessions.map(({ token_hash, ...session }) => ({
      ...session,
      isWhitelabelOrder: session.isWhitelabelOrder === 1,
      current: token_hash === owner.sessionHash,
    })),
    wishlist,
    newsletter,
    mails,
  };
  log.info('account-data-exported', {});
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'content-disposition': `attachment; filename="account-${account.number}.json"`,
      vary: 'cookie',
      ...NO_STORE,
    },
  });
});

accountData.post(ACCOUNT_SETTINGS_PATHS.deletion, async (c) => {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const t = translatorOf(c);
  const textOf = settingsFieldText(c);
  const read = await bodyOf(c, DeletionBody, (field) => (field === 'confirm' ? t('accountAnswers.deletionUnconfirmed') : textOf(field)));
  if (!read.ok) return refusedFields(c, read.errors);
  const refusal = await passwordConfirmed(c, owner, read.body.currentPassword);
  if (refusal) return refusal;
  const { account } = owner;
  const db = c.env.DB;
  const emailHash = await loginThrottleKey(account.email);
  // One batch, one transaction: the account is gone whole or not at all. The mail that says so is
  // queued last, after the address's older mails are gone.
  await queueAndDeliver(c, [
    forgetCustomerWishlistStatement(db, account.id),
    forgetSubscriptionsStatement(db, account.email),
    ...forgetCustomerStatements(db, { id: account.id, email: account.email, emailHash }),
    queueMail(db, noticeMail(c, owner, 'account-deleted'), Date.now()),
  ]);
  writeSessionCookie(c, '', 0);
  log.info('account-deleted', {});
  return c.json({ message: t('accountAnswers.deleted') }, 200, NO_STORE);
});
