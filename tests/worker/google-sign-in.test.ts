import { env } from 'cloudflare:workers';
import { importJWK, type JWK, type JWTPayload, SignJWT, UnsecuredJWT } from 'jose';
import { afterEach, beforeEach, describe, expect, inject, it, type MockInstance, vi } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { customerData, expectSessionCookie, type AccountJson as Json, postAccountCall, sessionOf } from './account-calls';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// Google sign-in (spec §7 /web-api/customer-auth-google-credentials; issue 14; decision 051), on
// the worker with its real D1 and rate limits, against a stand-in of Google's key set on loopback
// (tests/worker/google-keys-server.ts). The tests sign their ID tokens as Google would, and forge them.

const SHOP = 'https://kartenliebe.de';
const PATH = '/web-api/customer-auth-google-credentials';
const GOOGLE = 'https://accounts.google.com';
const CLIENT_ID = env.GOOGLE_CLIENT_ID;
const REFUSED =
  'Die Anmeldung mit Google hat nicht geklappt. Bitte versuchen Sie es noch einmal oder melden Sie sich mit Ihrer E-Mail-Adresse an.';

let count = 0;
/** A Google account no other test uses: its subject and address. */
function newAccount() {
  count += 1;
  return { sub: `10${Date.now()}${count}`, email: `google-${Date.now()}-${count}@example.org` };
}

/** An ID token as Google signs one, with `claims` over a valid token's and `key` in place of Google's. */
async function idToken(claims: JWTPayload = {}, key: JWK = inject('googlePrivateJwk')): Promise<string> {
  const account = newAccount();
  const now = Math.floor(Date.now() / 1000);
  const payload = {
    iss: GOOGLE,
    aud: CLIENT_ID,
    sub: account.sub,
    email: account.email,
    email_verified: true,
    given_name: 'Mia',
    family_name: 'Sommer',
    name: 'Mia Sommer',
    iat: now,
    exp: now + 3600,
    ...claims,
  };
  return new SignJWT(payload).setProtectedHeader({ alg: 'RS256', kid: key.kid ?? '', typ: 'JWT' }).sign(await importJWK(key, 'RS256'));
}

const post = (body: unknown, options: Parameters<typeof postAccountCall>[2] = {}) => postAccountCall(PATH, body, options);

async function customersWith(email: string) {
  const { results } = await env.DB.prepare('SELECT id, number, password_hash, google_subject FROM customers WHERE email = ?1')
    .bind(email)
    .all<{ id: number; number: string; password_hash: string | null; google_subject: string | null }>();
  return results;
}

describe('a valid Google ID token', () => {
  it('creates the customer, without a password, and logs them in on an http-only, same-site session cookie', async () => {
    const { sub, email } = newAccount();
    const answer = await post({ credential: await idToken({ sub, email }) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isLoggedIn: true, firstName: 'Mia', lastName: 'Sommer', fullName: 'Mia Sommer' });
    expectSessionCookie(answer);
    expect(await customerData(sessionOf(answer.headers))).toMatchObject({ isLoggedIn: true, fullName: 'Mia Sommer' });
    expect(await customersWith(email)).toEqual([expect.objectContaining({ password_hash: null, google_subject: sub })]);
  });

  it('logs the same Google account into the same customer again, on a new session', async () => {
    const { sub, email } = newAccount();
    const first = await post({ credential: await idToken({ sub, email }) });
    const again = await post({ credential: await idToken({ sub, email, given_name: 'Maria' }) }, { cookie: sessionOf(first.headers) });
    expect(again.status).toBe(200);
    expect(again.body.number).toBe(first.body.number);
    expect(sessionOf(again.headers)).not.toBe(sessionOf(first.headers));
    // Rotated: the session before the login is over.
    expect(await customerData(sessionOf(first.headers))).toMatchObject({ isLoggedIn: false });
    expect(await customersWith(email)).toHaveLength(1);
  });

  it('links the Google account to the password account with its address, whatever its case, instead of making a second', async () => {
    const { sub, email } = newAccount();
    const signup = await fetchShop(`${SHOP}/web-api/customer-signup`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'Sonnenblume 42', firstName: 'Ida', lastName: 'Winter' }),
    });
    const number = ((await signup.json()) as Json).number;
    const answer = await post({ credential: await idToken({ sub, email: email.toUpperCase() }) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isLoggedIn: true, number, fullName: 'Ida Winter' });
    const [customer, ...others] = await customersWith(email);
    expect(others).toEqual([]);
    expect(customer?.google_subject).toBe(sub);
    expect(customer?.password_hash).toMatch(/^pbkdf2-sha256\$/);
  });

  it('is refused for an address whose account is linked to another Google account', async () => {
    const { email } = newAccount();
    expect((await post({ credential: await idToken({ sub: `${Date.now()}1`, email }) })).status).toBe(200);
    const other = await post({ credential: await idToken({ sub: `${Date.now()}2`, email }) });
    expect(other.status).toBe(400);
    expect(other.body.error?.field).toBe('credential');
    expect(await customersWith(email)).toHaveLength(1);
  });

  it('gives a customer whom Google knows by one name both names: the address’s local part stands in', async () => {
    const { sub, email } = newAccount();
    const answer = await post({ credential: await idToken({ sub, email, given_name: undefined, family_name: undefined, name: 'Cher' }) });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ firstName: 'Cher', lastName: email.split('@')[0] });
  });
});

describe('a token the shop does not accept', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  const now = Math.floor(Date.now() / 1000);
  const forgeries: [string, () => Promise<string>][] = [
    ['signed with a key Google never published', async () => idToken({}, inject('foreignPrivateJwk'))],
    ['for another client', () => idToken({ aud: 'someone-else.apps.googleusercontent.com' })],
    ['from another issuer', () => idToken({ iss: 'https://accounts.example.com' })],
    ['expired', () => idToken({ iat: now - 7200, exp: now - 3600 })],
    ['for an address Google has not verified', () => idToken({ email_verified: false })],
    [
      'unsigned (alg none)',
      async () =>
        new UnsecuredJWT({ email: newAccount().email, email_verified: true })
          .setIssuer(GOOGLE)
          .setAudience(CLIENT_ID)
          .setSubject(newAccount().sub)
          .setIssuedAt()
          .setExpirationTime('1h')
          .encode(),
    ],
    [
      'signed HS256 with Google’s public key as the secret',
      async () =>
        new SignJWT({ email: newAccount().email, email_verified: true })
          .setProtectedHeader({ alg: 'HS256', kid: inject('googlePublicJwk').kid ?? '' })
          .setIssuer(GOOGLE)
          .setAudience(CLIENT_ID)
          .setSubject(newAccount().sub)
          .setIssuedAt()
          .setExpirationTime('1h')
          .sign(new TextEncoder().encode(JSON.stringify(inject('googlePublicJwk')))),
    ],
    ['not a token at all', async () => 'garbage.string'],
  ];

  it.each(forgeries)('is refused when %s: 400 naming credential, no session, no customer', async (_case, forge) => {
    const credential = await forge();
    const before = await env.DB.prepare('SELECT count(*) AS customers FROM customers').first<number>('customers');
    const answer = await post({ credential });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe('credential');
    expect(answer.body.message).toBe(REFUSED);
    expect(answer.headers.get('set-cookie')).toBeNull();
    expect(await env.DB.prepare('SELECT count(*) AS customers FROM customers').first<number>('customers')).toBe(before);
    const logged = warn.mock.calls.map((call) => String(call[0]));
    expect(logged.some((line) => line.includes('"event":"google-credential-refused"') && line.includes('"reason":'))).toBe(true);
    expect(JSON.stringify(answer.body)).not.toMatch(/ERR_|at .*\.js/);
  });

  it('answers in the visitor’s language (X-Locale)', async () => {
    const answer = await post({ credential: 'garbage' }, { host: 'https://kartenliebe.ch', locale: 'fr-CH' });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(
      'La connexion avec Google n’a pas abouti. Veuillez réessayer ou vous connecter avec votre adresse e-mail.',
    );
  });
});

describe('the call itself', () => {
  it('is refused without this shop’s own Origin, as a login is', async () => {
    expect((await post({ credential: await idToken() }, { origin: null })).status).toBe(403);
    expect((await post({ credential: await idToken() }, { origin: 'https://evil.example' })).status).toBe(403);
  });

  it('names credential for a body without one', async () => {
    const answer = await post({ token: 'x' });
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe('credential');
    expect(answer.body.errors).toEqual({ credential: REFUSED });
  });

  it('answers 503 in the visitor’s language when Google’s keys cannot be read, and logs it', async () => {
    const log = expectConsoleErrors();
    const closed = `http://127.0.0.1:${inject('googleKeysPort') === 1 ? 2 : 1}/oauth2/v3/certs`;
    const response = await fetchShopWithVars(
      `${SHOP}${PATH}`,
      { GOOGLE_JWKS_URL: closed },
      {
        method: 'POST',
        headers: { origin: SHOP, 'content-type': 'application/json' },
        body: JSON.stringify({ credential: await idToken() }),
      },
    );
    expect(response.status).toBe(503);
    expect(((await response.json()) as Json).message).toBe(
      'Die Anmeldung mit Google ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.',
    );
    expect(log.mock.calls.some((call) => String(call[0]).includes('"event":"google-keys-unavailable"'))).toBe(true);
  });

  it('is not there without a client id: 404 naming the path', async () => {
    const response = await fetchShopWithVars(
      `${SHOP}${PATH}`,
      { GOOGLE_CLIENT_ID: '' },
      {
        method: 'POST',
        headers: { origin: SHOP, 'content-type': 'application/json' },
        body: JSON.stringify({ credential: await idToken() }),
      },
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { field: 'path', problem: `no endpoint at ${PATH}` } });
  });
});

// Google's key set is read with a GET, safe to repeat (decision 072): a hiccup is tried once more,
// so the shopper signs in; a fault that lasts, or a 429, answers the 503 that says "shortly".
describe('a hiccup of Google’s key set', () => {
  let warn: MockInstance<typeof console.warn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => warn.mockRestore());

  const googleOrigin = () => `http://127.0.0.1:${inject('googleKeysPort')}`;
  let runs = 0;
  /** Signs in against a key set that answers `fault` to its first `times` requests; resolves to the answer and how often the shop asked. */
  async function signInPast(fault: string, times: number): Promise<{ status: number; body: Json; requests: number }> {
    runs += 1;
    const run = `run-${Date.now()}-${runs}`;
    const response = await fetchShopWithVars(
      `${SHOP}${PATH}`,
      { GOOGLE_JWKS_URL: `${googleOrigin()}/faults/${run}/${fault}/${times}/oauth2/v3/certs` },
      {
        method: 'POST',
        headers: { origin: SHOP, 'content-type': 'application/json' },
        body: JSON.stringify({ credential: await idToken() }),
      },
    );
    const { requests } = (await (await fetch(`${googleOrigin()}/faults/${run}/requests`)).json()) as { requests: number };
    return { status: response.status, body: (await response.json()) as Json, requests };
  }
  const retried = () => warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('"event":"google-keys-retried"'));

  it.each([
    ['a 503', '503', '"fault":"status-503"'],
    ['a connection lost without an answer', 'hang-up', '"fault":"connection"'],
    ['an answer slower than the shop waits for', 'slow', '"fault":"timeout"'],
  ])('signs the shopper in after %s, asking twice and logging why', async (_, fault, logged) => {
    const answer = await signInPast(fault, 1);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isLoggedIn: true, firstName: 'Mia' });
    expect(answer.requests).toBe(2);
    expect(retried()).toEqual([expect.stringContaining(logged)]);
  });

  it('answers 503 after two failed attempts, and asks no third time', async () => {
    const log = expectConsoleErrors();
    const answer = await signInPast('502', 5);
    expect(answer.status).toBe(503);
    expect(answer.body.message).toBe('Die Anmeldung mit Google ist gerade nicht möglich. Bitte versuchen Sie es gleich noch einmal.');
    expect(answer.requests).toBe(2);
    expect(log.mock.calls.some((call) => String(call[0]).includes('"event":"google-keys-unavailable"'))).toBe(true);
  });

  it('does not ask again after a 429: Google asked to be left alone', async () => {
    expectConsoleErrors();
    const answer = await signInPast('429', 5);
    expect(answer.status).toBe(503);
    expect(answer.requests).toBe(1);
    expect(retried()).toEqual([]);
  });
});
