import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../src/worker/features/accounts/password';
import { customerData, expectSessionCookie, type AccountJson as Json, postAccountCall, sessionOf, shopCookiesSet } from './account-calls';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// Issue 14, login, signup and logout (spec §7 customer calls, §8 errors; decisions 047, 048), on
// the worker with its real D1 and rate limits.

const SHOP = 'https://kartenliebe.de';
let accountCount = 0;
/** An address no other test uses. */
const newEmail = () => `kundin-${Date.now()}-${accountCount++}@example.org`;

const post = postAccountCall;

async function signUp(email: string, password = 'Sonnenblume 42') {
  return post('/web-api/customer-signup', { email, password, firstName: 'Mia', lastName: 'Sommer' });
}

describe('signup', () => {
  it('creates the account and logs it in on an http-only, same-site session cookie', async () => {
    const email = newEmail();
    const answer = await signUp(email);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ isLoggedIn: true, firstName: 'Mia', lastName: 'Sommer', fullName: 'Mia Sommer' });
    expect(answer.body.number).toMatch(/^1\d{7}$/);
    expectSessionCookie(answer);
    expect(await customerData(sessionOf(answer.headers))).toMatchObject({ isLoggedIn: true, fullName: 'Mia Sommer' });
    // The password is kept as a PBKDF2 hash, never as typed.
    const stored = await env.DB.prepare('SELECT password_hash FROM customers WHERE email = ?1').bind(email).first<string>('password_hash');
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect(stored).not.toContain('Sonnenblume');
  });

  it('names every field that is wrong, in the visitor’s language (spec §8 payload.errors)', async () => {
    const answer = await post(
      '/web-api/customer-signup',
      { email: 'keine-adresse', password: 'kurz', firstName: ' ' },
      { host: 'https://kartenliebe.fr' },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.error?.field).toBe('email');
    expect(answer.body.message).toBe('Votre compte n’a pas pu être créé. Veuillez vérifier vos informations.');
    expect(answer.body.errors).toEqual({
      email: 'Veuillez saisir une adresse e-mail valide.',
      password: 'Le mot de passe doit comporter au moins 8 caractères.',
      firstName: 'Veuillez saisir votre prénom.',
      lastName: 'Veuillez saisir votre nom.',
    });
    const garbage = await fetchShop(`${SHOP}/web-api/customer-signup`, {
      method: 'POST',
      headers: { origin: SHOP, 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(garbage.status).toBe(400);
    expect(((await garbage.json()) as Json).error?.field).toBe('body');
  });

  it('refuses a second account for the same address, whatever its case, and keeps the first', async () => {
    const email = newEmail();
    await signUp(email);
    const again = await post('/web-api/customer-signup', {
      email: ` ${email.toUpperCase()} `,
      password: 'anderes Passwort',
      firstName: 'X',
      lastName: 'Y',
    });
    expect(again.status).toBe(400);
    expect(again.body.error?.field).toBe('email');
    expect(again.body.message).toContain('Mit dieser E-Mail-Adresse gibt es schon ein Konto');
    expect((await post('/web-api/customer-login', { email, password: 'Sonnenblume 42' })).status).toBe(200);
  });
});

describe('login', () => {
  it('gives an unknown address and a wrong password the same answer (no enumeration)', async () => {
    const email = newEmail();
    await signUp(email);
    const wrong = await post('/web-api/customer-login', { email, password: 'falsch' });
    const unknown = await post('/web-api/customer-login', { email: newEmail(), password: 'falsch' });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.message).toBe('E-Mail-Adresse oder Passwort ist nicht richtig.');
    expect(shopCookiesSet(wrong.headers)).toEqual([]);
  });

  it('logs in on a new session: the visitor’s old token stops working, the basket comes along', async () => {
    const email = newEmail();
    await signUp(email);
    const visitor = 'shop_session=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';
    await env.DB.prepare('INSERT INTO sessions (token_hash, cart_articles_amount, expires_at) VALUES (?1, 3, ?2)')
      .bind(await sha256('AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), Date.now() + 86_400_000)
      .run();
    expect(await customerData(visitor)).toMatchObject({ isLoggedIn: false, order: { cartArticlesAmount: 3 } });
    const answer = await post('/web-api/customer-login', { email: email.toUpperCase(), password: 'Sonnenblume 42' }, { cookie: visitor });
    expect(answer.status).toBe(200);
    const session = sessionOf(answer.headers);
    expect(session).not.toBe(visitor);
    expect(await customerData(session)).toMatchObject({ isLoggedIn: true, fullName: 'Mia Sommer', order: { cartArticlesAmount: 3 } });
    expect(await customerData(visitor)).toMatchObject({ isLoggedIn: false, order: { cartArticlesAmount: 0 } });
  });

  it('refuses the 6th attempt at an address from one network for 15 minutes, known or not, with 429 and Retry-After', async () => {
    const email = newEmail();
    await signUp(email);
    for (const address of [email, newEmail()]) {
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await post('/web-api/customer-login', { email: address, password: `falsch ${attempt}` })).status).toBe(400);
      }
      const blocked = await post('/web-api/customer-login', { email: address, password: 'Sonnenblume 42' });
      expect(blocked.status, address).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(14 * 60);
      expect(blocked.body.message).toBe('Zu viele Versuche. Bitte versuchen Sie es in 15 Minuten noch einmal.');
    }
  });

  it('makes a hash of a lower iteration count anew at the next login', async () => {
    const email = newEmail();
    await env.DB.prepare("INSERT INTO customers (number, email, password_hash, first_name) VALUES ('19999999', ?1, ?2, 'Alt')")
      .bind(email, await hashPassword('altes Passwort', 10_000))
      .run();
    expect((await post('/web-api/customer-login', { email, password: 'altes Passwort' })).status).toBe(200);
    const stored = await env.DB.prepare('SELECT password_hash FROM customers WHERE email = ?1').bind(email).first<string>('password_hash');
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$/);
    expect((await post('/web-api/customer-login', { email, password: 'altes Passwort' })).status).toBe(200);
  });

  it('is refused without this shop’s own Origin, and names the field of a bad body', async () => {
    expect((await post('/web-api/customer-login', { email: 'a@example.org', password: 'x' }, { origin: null })).status).toBe(403);
    expect(
      (await post('/web-api/customer-login', { email: 'a@example.org', password: 'x' }, { origin: 'https://evil.example' })).status,
    ).toBe(403);
    const empty = await post('/web-api/customer-login', { email: 'a@example.org' });
    expect(empty.status).toBe(400);
    expect(empty.body.error?.field).toBe('password');
    expect(empty.body.message).toBe('Bitte geben Sie Ihr Passwort ein.');
  });
});

describe('logout', () => {
  it('ends the session on the server and removes the cookie', async () => {
    const answer = await signUp(newEmail());
    const session = sessionOf(answer.headers);
    const out = await post('/web-api/customer-logout', {}, { cookie: session });
    expect(out.status).toBe(200);
    expect(out.body).toMatchObject({ isLoggedIn: false });
    expect(out.headers.get('set-cookie')).toMatch(/^shop_session=; Max-Age=0;/);
    // The token is dead even for a client that kept it.
    expect(await customerData(session)).toMatchObject({ isLoggedIn: false });
  });
});

async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('a logged-in customer’s pages (issue 14)', () => {
  it('still come from the page cache, with nothing of the customer in their HTML', async () => {
    const email = newEmail();
    const signedUp = await post('/web-api/customer-signup', {
      email,
      password: 'Sonnenblume 42',
      firstName: 'Zyprian',
      lastName: 'Quastenflosser',
    });
    const cookie = sessionOf(signedUp.headers);
    // A URL of its own, so that no other test has kept it; a returning customer has their flag key.
    const url = `${SHOP}/karten/?visit=${Date.now()}`;
    const headers = { cookie: `${cookie}; splitIoUserKey=returning-customer` };
    const first = await fetchShopWithVars(url, {}, { headers });
    expect(first.status).toBe(200);
    await first.text();
    const second = await fetchShopWithVars(url, {}, { headers });
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('set-cookie')).toBeNull();
    const html = await second.text();
    for (const personal of ['Zyprian', 'Quastenflosser', 'isLoggedIn":true']) expect(html).not.toContain(personal);
    // The name reaches the header through the customer read alone.
    expect(await customerData(cookie)).toMatchObject({ isLoggedIn: true, fullName: 'Zyprian Quastenflosser' });
  });
});
