import { exportJWK, generateKeyPair, importJWK, type JWK, SignJWT } from 'jose';
import { startJsonStandIn } from './json-stand-in';

/**
 * A stand-in for Google on loopback (decision 051), for the worker tests and the browser tests
 * alike, speaking the protocols the shop meets:
 * - `GET /oauth2/v3/certs`: Google's key set (JWKS), the public half of an RS256 key pair made at
 *   start, under one key id as Google names each of its keys.
 * - `GET /faults/{run}/{fault}/{times}/oauth2/v3/certs`: the same key set, after `times` answers
 *   of `fault` (a status such as `503`, `hang-up`: the connection closed unanswered, or `slow`: the
 *   keys after {@link SLOW_ANSWER_MS}) to the requests of that `run` (any name a test makes up);
 *   `GET /faults/{run}/requests` counts them (`{requests}`), so a test sees how often the shop asked.
 * - `GET /gsi/client`: Google Identity Services' script. It puts `google.accounts.id` in place:
 *   `initialize({client_id, callback})` keeps both; `renderButton(parent, options)` renders a
 *   `<button>` "Sign in with Google" into `parent`. Its click signs in as the account the page holds
 *   in `window.googleFakeAccount` (a {@link GoogleFakeAccount}; a browser test sets it with
 *   `page.addInitScript`): it asks the stand-in for that account's ID token and calls
 *   `callback({credential, select_by: 'btn'})`, as GIS does after a sign-in with its button.
 * - `GET /gsi/id-token?aud=&sub=&email=&given_name=&family_name=`: an ID token as Google signs one
 *   (RS256 with the stand-in's key, issuer `https://accounts.google.com`, a verified address, 10
 *   minutes). Not Google's, but under `/gsi/`, where GIS makes its calls, so the page may make it
 *   under the shop's Content-Security-Policy.
 */
export const GOOGLE_FAKE = {
  /** The OAuth client id the browser tests' shop is configured with. */
  clientId: '1234567890-e2e.apps.googleusercontent.com',
  /** The global the script reads the account to sign in as from, when its button is clicked. */
  accountGlobal: 'googleFakeAccount',
} as const;

/** The Google account the stand-in's button signs in as; `aud` in place of the client id forges a token for another app. */
export interface GoogleFakeAccount {
  sub: string;
  email: string;
  given_name: string;
  family_name: string;
  aud?: string;
}

/** How long a `slow` fault keeps the key set back: longer than the shop waits for one attempt. */
export const SLOW_ANSWER_MS = 3_000;

/** The key id of the stand-in's key. */
const KEY_ID = 'shop-test-key';

const SCRIPT = `(() => {
  const idToken = new URL('id-token', document.currentScript.src);
  let config = null;
  const signIn = async () => {
    const account = window[${JSON.stringify(GOOGLE_FAKE.accountGlobal)}];
    if (!account) throw new Error('Google stand-in: no window.${GOOGLE_FAKE.accountGlobal} to sign in as');
    const url = new URL(idToken);
    for (const [name, value] of Object.entries({ aud: config.client_id, ...account })) url.searchParams.set(name, value);
    const { credential } = await (await fetch(url)).json();
    config.callback({ credential, select_by: 'btn' });
  };
  window.google = {
    accounts: {
      id: {
        initialize: (options) => {
          config = options;
        },
        renderButton: (parent) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Sign in with Google';
          button.addEventListener('click', signIn);
          parent.replaceChildren(button);
        },
      },
    },
  };
})();
`;

/** A new RS256 key pair as JWKs: the private one for signing, the public one for the set. */
export async function rsaKeyPair(): Promise<{ privateJwk: JWK; publicJwk: JWK }> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const common = { kid: KEY_ID, alg: 'RS256', use: 'sig' };
  return { privateJwk: { ...(await exportJWK(privateKey)), ...common }, publicJwk: { ...(await exportJWK(publicKey)), ...common } };
}

/** Starts the stand-in; resolves to its port, how to close it, and its key pair (the worker tests sign their own tokens). */
export async function startGoogleFake(): Promise<{
  port: number;
  close: () => Promise<void>;
  privateJwk: JWK;
  publicJwk: JWK;
}> {
  const { privateJwk, publicJwk } = await rsaKeyPair();
  const signingKey = await importJWK(privateJwk, 'RS256');
  const faultRuns = new Map<string, number>();
  const standIn = await startJsonStandIn(
    'Google',
    async ({ method, url }) => {
      // The browser tests send a header of their own with every request, so the browser asks first.
      if (method === 'OPTIONS') return [204, '', 'text/plain'];
      if (url.pathname === '/oauth2/v3/certs') return [200, { keys: [publicJwk] }];
      const counted = /^\/faults\/([\w-]+)\/requests$/.exec(url.pathname);
      if (counted) return [200, { requests: faultRuns.get(counted[1] ?? '') ?? 0 }];
      const faulty = /^\/faults\/([\w-]+)\/([\w-]+)\/(\d+)\/oauth2\/v3\/certs$/.exec(url.pathname);
      if (faulty) {
        const [, run = '', fault = '', times = '0'] = faulty;
        const seen = (faultRuns.get(run) ?? 0) + 1;
        faultRuns.set(run, seen);
        if (seen > Number(times)) return [200, { keys: [publicJwk] }];
        if (fault === 'hang-up') return 'hang-up';
        if (fault === 'slow') return new Promise((resolve) => setTimeout(() => resolve([200, { keys: [publicJwk] }]), SLOW_ANSWER_MS));
        return [Number(fault), { error: { code: Number(fault), message: 'stand-in fault' } }];
      }
      if (url.pathname === '/gsi/client') return [200, SCRIPT, 'text/javascript'];
      if (url.pathname !== '/gsi/id-token') return [404, {}];
      const claim = (name: string) => url.searchParams.get(name) ?? '';
      if (!claim('aud') || !claim('sub') || !claim('email')) return [400, { error: 'aud, sub and email are needed' }];
      const names = { given_name: claim('given_name'), family_name: claim('family_name') };
      const credential = await new SignJWT({
        email: claim('email'),
        email_verified: true,
        ...names,
        name: `${names.given_name} ${names.family_name}`.trim(),
      })
        .setProtectedHeader({ alg: 'RS256', kid: KEY_ID, typ: 'JWT' })
        .setIssuer('https://accounts.google.com')
        .setAudience(claim('aud'))
        .setSubject(claim('sub'))
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(signingKey);
      return [200, { credential }];
    },
    // The page asks for its token from the shop's origin, as GIS's own calls cross origins.
    { 'access-control-allow-origin': '*', 'access-control-allow-headers': '*' },
  );
  return { ...standIn, privateJwk, publicJwk };
}
