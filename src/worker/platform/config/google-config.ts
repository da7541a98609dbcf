import { z } from 'zod';
import { emptyAsUnset, serviceUrl } from '../env';
import { configReader } from './config-reader';

/**
 * Configuration of Google sign-in (spec §1 customer features, §7
 * /web-api/customer-auth-google-credentials; decision 051): the OAuth client id the shop's ID
 * tokens are issued to, where Google publishes the keys that sign them, and the script of Google
 * Identity Services the log-in dialog loads. Without a client id there is no Google sign-in: the
 * call answers 404 and the log-in dialog shows no Google button.
 */
interface GoogleConfig {
  /** The audience every accepted ID token names; undefined: Google sign-in is off. */
  clientId: string | undefined;
  /** Google's JSON Web Key Set (a stand-in on loopback in tests). */
  jwksUrl: URL;
  /** Google Identity Services' script (a stand-in on loopback in the browser tests); its folder is what the CSP allows. */
  scriptUrl: URL;
}

/** Where Google publishes the public keys of its ID tokens (OpenID discovery's `jwks_uri`). */
const GOOGLE_JWKS_URL = 'https://www.googleapis.com/oauth2/v3/certs';

/** Google Identity Services' client library, as Google's setup guide has pages load it. */
const GOOGLE_SCRIPT_URL = 'https://accounts.google.com/gsi/client';

const GoogleConfigSchema = z.object({
  // Google's client ids read `123-abc.apps.googleusercontent.com`; the id reaches the page's data.
  GOOGLE_CLIENT_ID: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,255}$/, 'must be an OAuth client id such as "123-abc.apps.googleusercontent.com"')
      .optional(),
  ),
  GOOGLE_JWKS_URL: z.preprocess(emptyAsUnset, serviceUrl.default(GOOGLE_JWKS_URL)),
  GOOGLE_SCRIPT_URL: z.preprocess(emptyAsUnset, serviceUrl.default(GOOGLE_SCRIPT_URL)),
});

/** Google sign-in's configuration from the worker's env, checked once per env object. */
export const googleConfig: (env: Env | Record<string, string>) => GoogleConfig = configReader(
  'Google sign-in configuration',
  GoogleConfigSchema,
  ({ GOOGLE_CLIENT_ID, GOOGLE_JWKS_URL, GOOGLE_SCRIPT_URL }) => ({
    clientId: GOOGLE_CLIENT_ID,
    jwksUrl: new URL(GOOGLE_JWKS_URL),
    scriptUrl: new URL(GOOGLE_SCRIPT_URL),
  }),
);
