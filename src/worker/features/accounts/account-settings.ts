import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_SETTINGS_PATHS, type AccountDetails } from '../../../shared/account-settings';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { bodyOf, fieldText, NO_STORE, Password, refusedFields, translatorOf } from '../../platform/http/form-answers';
import { queueAndDeliver } from '../../platform/mail/delivery';
import { queueMail } from '../../platform/mail/outbox';
import { type Owner, ownerOf, passwordConfirmed } from './account-owner';
import { accountPageUrl } from './account-page-url';
import { customerOfSession } from './customer';
import { hashPassword } from './password';
import { changePasswordStatements, renameCustomer } from './queries/account-settings';

/**
 * A logged-in customer's own settings (issue 31; decision 083): what the account page shows of
 * them, their name, and their password. Each call is same-origin and throttled by the request
 * guards (ACCOUNT_LIMIT) and logged by what happened, never by whom.
 */
export const accountSettings = new Hono<AppEnv>();

/** The current password, when the account has one: checked by `passwordConfirmed`. */
export const CurrentPassword = z.string().max(200).default('');

const NameBody = z.object({ firstName: z.string().trim().min(1).max(100), lastName: z.string().trim().min(1).max(100) });
const PasswordBody = z.object({ currentPassword: CurrentPassword, password: Password });

/** The texts of a settings form's fields (spec §8: every field's own text). */
export function settingsFieldText(c: Context<AppEnv>) {
  const t = translatorOf(c);
  return (field: string) => (field === 'currentPassword' ? t('accountAnswers.passwordWrong') : fieldText(field, t));
}

accountSettings.get(ACCOUNT_SETTINGS_PATHS.details, async (c) => {
  const owner = await ownerOf(c);
  // A read, as customer-data's: nobody logged in is an answer (null), not an error (spec §8 reads 4xx as one).
  if (owner instanceof Response) return c.json(null, 200, { ...NO_STORE, vary: 'cookie' });
  const { account } = owner;
  const details: AccountDetails = {
    email: account.email,
    firstName: account.first_name,
    lastName: account.last_name,
    hasPassword: account.password_hash !== null,
    googleLinked: account.google_subject !== null,
    pendingEmail: account.pending_email,
  };
  return c.json(details, 200, { ...NO_STORE, vary: 'cookie' });
});

accountSettings.post(ACCOUNT_SETTINGS_PATHS.name, async (c) => {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const read = await bodyOf(c, NameBody, settingsFieldText(c));
  if (!read.ok) return refusedFields(c, read.errors);
  await renameCustomer(c.env.DB, owner.account.id, read.body.firstName, read.body.lastName);
  log.info('account-renamed', {});
  // The header greets by name: the answer carries the customer as customer-data tells it.
  const customer = await customerOfSession(c, owner.sessionHash);
  return c.json({ message: translatorOf(c)('accountAnswers.nameSaved'), customer }, 200, NO_STORE);
});

accountSettings.post(ACCOUNT_SETTINGS_PATHS.password, async (c) => {
  const owner = await ownerOf(c);
  if (owner instanceof Response) return owner;
  const read = await bodyOf(c, PasswordBody, settingsFieldText(c));
  if (!read.ok) return refusedFields(c, read.errors);
  const refusal = await passwordConfirmed(c, owner, read.body.currentPassword);
  if (refusal) return refusal;
  const passwordHash = await hashPassword(read.body.password);
  await queueAndDeliver(c, [
    ...changePasswordStatements(c.env.DB, { customerId: owner.account.id, passwordHash, keptSession: owner.sessionHash }),
    queueMail(c.env.DB, noticeMail(c, owner, 'password-changed'), Date.now()),
  ]);
  log.info('account-password-changed', {});
  return c.json({ message: translatorOf(c)('accountAnswers.passwordSaved') }, 200, NO_STORE);
});

/**
 * A mail that tells the customer what was done to their account, at their address, in the
 * visitor's language, with the way to their account page (and so to a reset) should it not have
 * been them.
 */
export function noticeMail(c: Context<AppEnv>, owner: Owner, kind: 'password-changed' | 'account-deleted') {
  const { locale, channel } = c.get('market');
  const t = translatorOf(c);
  const brand = CHANNEL_INFO[channel].brandName;
  const key = kind === 'password-changed' ? 'passwordChanged' : 'accountDeleted';
  return {
    kind,
    channel,
    recipient: owner.account.email,
    locale,
    subject: t(`mail.${key}.subject`, { brand }),
    body: t(`mail.${key}.body`, { brand, link: accountPageUrl(c.get('site'), locale, 'account') }),
  };
}
