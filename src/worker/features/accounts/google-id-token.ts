import { createRemoteJWKSet, customFetch, errors, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';
import { Email } from '../../platform/http/form-answers';
import { IsolateCache } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { KEY_SET_READ_TIMEOUT_MS, keySetFetch } from './google-key-set-fetch';

/**
 * Google's ID tokens, checked as Google says a server must (spec §7
 * /web-api/customer-auth-google-credentials; decision 051): signed with RS256 by a key of
 * Google's published set, issued by `accounts.google.com`, for this shop's client id, not expired,
 * for a verified address. jose checks signature, algorithm, issuer, audience and expiry; zod the
 * claims the shop then reads.
 */

/** Who the token says signed in: Google's stable id of the account, the address and the names. */
export interface GoogleIdentity {
  subject: string;
  email: string;
  givenName: string | undefined;
  familyName: string | undefined;
  name: string | undefined;
}

type GoogleVerification =
  | { outcome: 'verified'; identity: GoogleIdentity }
  /** The token is not one the shop accepts; `reason` says why, for the log (jose's error code or the claim). */
  | { outcome: 'refused'; reason: string }
  /** Google's keys could not be read: nothing is known about the token. */
  | { outcome: 'keys-unavailable'; error: unknown };

/** Google writes its issuer both ways (Google's "Verify the Google ID token" guide). */
const ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

const aName = z.string().trim().min(1).max(100).optional().catch(undefined);

/** The claims the shop reads, once jose has checked the token. */
const IdTokenClaims = z.object({
  sub: z.string().min(1).max(255),
  email: Email,
  // Only an address Google has verified may log into (or be linked to) an account with it.
  email_verified: z.literal(true),
  given_name: aName,
  family_name: aName,
  name: aName,
});

/**
 * One key set per configured URL, for an hour (decision 064): jose keeps the keys it fetched (10
 * minutes, and fetches again for a key id it does not know, at most every 30 seconds), so a
 * sign-in mostly costs no request to Google. A read that meets a hiccup is tried again
 * (google-key-set-fetch.ts; decision 072).
 */
const keySets = new IsolateCache<string, JWTVerifyGetKey>(ISOLATE_CACHES.googleKeys);

/** Thrown by the key lookup when Google's key set could not be read (as opposed to a token naming no key of it). */
class KeysUnavailable extends Error {}

function keysOf(url: URL): JWTVerifyGetKey {
  let keySet = keySets.get(url.href);
  if (!keySet) {
    keySet = createRemoteJWKSet(url, { timeoutDuration: KEY_SET_READ_TIMEOUT_MS, [customFetch]: keySetFetch });
    keySets.set(url.href, keySet);
  }
  const keys = keySet;
  return async (header, token) => {
    try {
      return await keys(header, token);
    } catch (error) {
      // A key id the set does not have is the token's fault; anything else is the set's.
      if (error instanceof errors.JWKSNoMatchingKey || error instanceof errors.JWKSMultipleMatchingKeys) throw error;
      throw new KeysUnavailable('Google’s key set could not be read', { cause: error });
    }
  };
}

/**
 * Checks a credential from Google Identity Services against the configured client id and
 * Google's keys.
 * @example const checked = await verifyGoogleIdToken(body.credential, { clientId, jwksUrl });
 */
export async function verifyGoogleIdToken(credential: string, config: { clientId: string; jwksUrl: URL }): Promise<GoogleVerification> {
  let payload: unknown;
  try {
    ({ payload } = await jwtVerify(credential, keysOf(config.jwksUrl), {
      algorithms: ['RS256'],
      issuer: ISSUERS,
      audience: config.clientId,
      requiredClaims: ['sub', 'exp'],
    }));
  } catch (error) {
    if (error instanceof KeysUnavailable) return { outcome: 'keys-unavailable', error: error.cause };
    return { outcome: 'refused', reason: refusalOf(error) };
  }
  const claims = IdTokenClaims.safeParse(payload);
  if (!claims.success) return { outcome: 'refused', reason: `claim:${String(claims.error.issues[0]?.path[0] ?? 'payload')}` };
  const { sub, email, given_name, family_name, name } = claims.data;
  return { outcome: 'verified', identity: { subject: sub, email, givenName: given_name, familyName: family_name, name } };
}

/** What the log says about a refused token: jose's code, with the claim that failed. */
function refusalOf(error: unknown): string {
  if (error instanceof errors.JWTClaimValidationFailed || error instanceof errors.JWTExpired) return `${error.code}:${error.claim}`;
  if (error instanceof errors.JOSEError) return error.code;
  return 'not-a-token';
}

/** The customer's names from the token (decision 051): the shop keeps no customer without both. */
export function namesOf(identity: GoogleIdentity): { firstName: string; lastName: string } {
  const words = identity.name?.split(/\s+/) ?? [];
  // An account Google knows by one name, or by none, still gets both: the address's local part stands in.
  const local = identity.email.slice(0, identity.email.lastIndexOf('@')).slice(0, 100);
  const firstName = identity.givenName ?? (words.length > 1 ? words.slice(0, -1).join(' ') : words[0]) ?? local;
  const lastName = identity.familyName ?? (words.length > 1 ? words.at(-1) : undefined) ?? local;
  return { firstName, lastName };
}
