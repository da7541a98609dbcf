import { Hono } from 'hono';
import { z } from 'zod';
import { ACCOUNT_PATHS } from '../../../shared/account-paths';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../../platform/app-env';
import { googleConfig } from '../../platform/config/google-config';
import { bodyOf, NO_STORE, refused, refusedFields, translatorOf } from '../../platform/http/form-answers';
import { problem } from '../../platform/http/validation';
import { type GoogleIdentity, namesOf, verifyGoogleIdToken } from './google-id-token';
import { loggedIn } from './logged-in';
import { createCustomer, findGoogleCustomer, findLoginAccount, linkGoogleSubject } from './queries/accounts';

/**
 * Google sign-in (spec §1 customer features, §7 /web-api/customer-auth-google-credentials; issue
 * 14; decision 051): the page posts the ID token Google Identity Services handed it, and the
 * shop logs in the customer of that Google account, links it to the account with its address, or
 * makes a new customer of it, then answers as a password login does. The request guards have
 * already refused another origin and throttled the client (ACCOUNT_LIMIT).
 */
export const googleSignIn = new Hono<AppEnv>();

/** What Google Identity Services' callback hands over (`CredentialResponse.credential`): a JWT of a few KB. */
const CredentialBody = z.object({ credential: z.string().min(1).max(8192) });

googleSignIn.post(ACCOUNT_PATHS.googleCredentials, async (c) => {
  const google = googleConfig(c.env);
  const { clientId } = google;
  // Without a client id there is no Google sign-in: the call is not there.
  if (!clientId) return c.json(problem('path', `no endpoint at ${ACCOUNT_PATHS.googleCredentials}`), 404, NO_STORE);
  const t = translatorOf(c);
  const read = await bodyOf(c, CredentialBody, () => t('account.googleFailed'));
  if (!read.ok) return refusedFields(c, read.errors);
  const checked = await verifyGoogleIdToken(read.body.credential, { clientId, jwksUrl: google.jwksUrl });
  if (checked.outcome === 'keys-unavailable') {
    log.error('google-keys-unavailable', {}, checked.error);
    const message = t('account.googleUnavailable');
    return c.json({ ...problem('request', message), message }, 503, { ...NO_STORE, 'retry-after': '30' });
  }
  if (checked.outcome === 'refused') {
    log.warn('google-credential-refused', { reason: checked.reason });
    return refused(c, 'credential', t('account.googleFailed'));
  }
  const customerId = await googleCustomer(c.env.DB, checked.identity);
  if (customerId === null) {
    log.warn('google-credential-refused', { reason: 'address-linked-to-another-google-account' });
    return refused(c, 'credential', t('account.googleFailed'));
  }
  return loggedIn(c, customerId);
});

/**
 * The customer a verified Google account logs in as: the one it signed in as before; else the
 * account with its address, now linked to it; else a new customer without a password. Null when
 * the address's account is linked to another Google account.
 */
async function googleCustomer(db: D1Database, identity: GoogleIdentity): Promise<number | null> {
  const known = await findGoogleCustomer(db, identity.subject);
  if (known !== null) return known;
  const byEmail = await findLoginAccount(db, identity.email);
  if (byEmail) return (await linkGoogleSubject(db, byEmail.id, identity.subject)) ? byEmail.id : null;
  const created = await createCustomer(db, {
    email: identity.email,
    passwordHash: null,
    googleSubject: identity.subject,
    ...namesOf(identity),
  });
  // Null: the same Google account's sign-in in another request made the customer a moment ago.
  return created ?? findGoogleCustomer(db, identity.subject);
}
