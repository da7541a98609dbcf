import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '../../src/shared/account-paths';
import { ACCOUNT_SETTINGS_PATHS } from '../../src/shared/account-settings';
import { WISHLIST_PATHS } from '../../src/shared/wishlist';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { faultyD1 } from '../support/faulty-d1';
import { customerData, postAccountCall, sessionOf } from './account-calls';
import { fetchShop, fetchShopWithBindings } from './worker-fetch';

// Issue 31, a customer in charge of their account (decision 083): name, password, address,
// their data and the account itself, each only for the customer of the session, on the worker
// with its real D1 (the outbox is where a mail can be read).

const SHOP = 'https://kartenliebe.de';
const PASSWORD = 'erstes Passwort';
let count = 0;
const newEmail = () => `self-${Date.now()}-${count++}@example.org`;

/** A new customer, logged in: their address and the session cookie. */
async function signUp(email = newEmail()) {
  const answer = await postAccountCall(ACCOUNT_PATHS.signup, { email, password: PASSWORD, firstName: 'Lea', lastName: 'Berg' });
  expect(answer.status).toBe(200);
  return { email, cookie: sessionOf(answer.headers) };
}

async function logIn(email: string, password: string) {
  const answer = await postAccountCall(ACCOUNT_PATHS.login, { email, password });
  return { status: answer.status, cookie: sessionOf(answer.headers) };
}

/** A GET of the shop with a session cookie. */
const getWith = (path: string, cookie: string, host = SHOP) => fetchShop(`${host}${path}`, { headers: { cookie } });

/** The mails of `kind` the outbox holds for an address, newest first. */
async function mailsTo(email: string, kind: string) {
  const { results } = await env.DB.prepare(
    'SELECT subject, body, locale FROM mail_outbox WHERE recipient = ?1 AND kind = ?2 ORDER BY id DESC',
  )
    .bind(email, kind)
    .all<{ subject: string; body: string; locale: string }>();
  return results;
}

const linkOf = (body: string) => /https?:\/\/\S+customer-email-confirm\?\S+/.exec(body)?.[0] ?? '';
const rowCount = (sql: string, ...values: unknown[]) =>
  env.DB.prepare(sql)
    .bind(...values)
    .first<number>('n');

describe('a visitor or a stranger', () => {
  it('reads no account details (null, as nobody is logged in) and changes nothing without a session: a 401 naming it', async () => {
    const details = await fetchShop(`${SHOP}${ACCOUNT_SETTINGS_PATHS.details}`);
    expect(details.status).toBe(200);
    expect(details.headers.get('cache-control')).toBe('private, no-store');
    expect(await details.json()).toBeNull();
    const rename = await postAccountCall(
      ACCOUNT_SETTINGS_PATHS.name,
      { firstName: 'X', lastName: 'Y' },
      { cookie: `shop_session=${'x'.repeat(43)}` },
    );
    expect(rename.status).toBe(401);
    expect(rename.body).toMatchObject({ error: { field: 'session' }, message: 'Bitte melden Sie sich an, um Ihr Kundenkonto zu ändern.' });
    const exported = await fetchShop(`${SHOP}${ACCOUNT_SETTINGS_PATHS.dataExport}`);
    expect(exported.status).toBe(401);
    expect(exported.headers.get('content-disposition')).toBeNull();
  });

  it('cannot post from another site, even with the customer’s cookie: a 403, and the account stays', async () => {
    const { email, cookie } = await signUp();
    const answer = await postAccountCall(
      ACCOUNT_SETTINGS_PATHS.deletion,
      { currentPassword: PASSWORD, confirm: true },
      { cookie, origin: 'https://evil.example' },
    );
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { field: 'origin' } });
    expect(await rowCount('SELECT count(*) AS n FROM customers WHERE email = ?1', email)).toBe(1);
  });

  it('is throttled like a login when guessing the current password with a stolen session', async () => {
    const { cookie } = await signUp();
    const client = '203.0.113.77';
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const answer = await postAccountCall(
        ACCOUNT_SETTINGS_PATHS.password,
        { currentPassword: `guess ${i}`, password: 'neues Passwort' },
        { cookie, client },
      );
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('the account details', () => {
  it('show the customer their address, name and how they sign in, never stored', async () => {
    const { email, cookie } = await signUp();
    const response = await getWith(ACCOUNT_SETTINGS_PATHS.details, cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toEqual({
      email,
      firstName: 'Lea',
      lastName: 'Berg',
      hasPassword: true,
      googleLinked: false,
      pendingEmail: null,
    });
  });
});

describe('changing the name', () => {
  it('saves it, and the header’s customer data greets by the new name', async () => {
    const { cookie } = await signUp();
    const answer = await postAccountCall(ACCOUNT_SETTINGS_PATHS.name, { firstName: ' Lena ', lastName: 'Bergmann' }, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ message: 'Ihr Name ist gespeichert.', customer: { fullName: 'Lena Bergmann' } });
    expect(await customerData(cookie)).toMatchObject({ firstName: 'Lena', lastName: 'Bergmann', isLoggedIn: true });
  });

  it('refuses an empty name, naming the field, and keeps the old one', async () => {
    const { cookie } = await signUp();
    const answer = await postAccountCall(ACCOUNT_SETTINGS_PATHS.name, { firstName: '  ', lastName: 'Berg' }, { cookie });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { field: 'firstName' }, message: 'Bitte geben Sie Ihren Vornamen ein.' });
    expect(await customerData(cookie)).toMatchObject({ firstName: 'Lea' });
  });
});

describe('changing the password', () => {
  it('needs the current one', async () => {
    const { email, cookie } = await signUp();
    const answer = await postAccountCall(
      ACCOUNT_SETTINGS_PATHS.password,
      { currentPassword: 'falsch', password: 'neues Passwort' },
      { cookie },
    );
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { field: 'currentPassword' }, message: 'Das aktuelle Passwort ist nicht richtig.' });
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it('takes the new one, ends every other session, keeps this one, and tells the customer by mail', async () => {
    const { email, cookie } = await signUp();
    const elsewhere = await logIn(email, PASSWORD);
    const answer = await postAccountCall(
      ACCOUNT_SETTINGS_PATHS.password,
      { currentPassword: PASSWORD, password: 'neues Passwort' },
      { cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Ihr Passwort ist geändert. Auf allen anderen Geräten sind Sie jetzt abgemeldet.');
    expect(await customerData(cookie)).toMatchObject({ isLoggedIn: true });
    expect(await customerData(elsewhere.cookie)).toMatchObject({ isLoggedIn: false });
    expect((await logIn(email, PASSWORD)).status).toBe(400);
    expect((await logIn(email, 'neues Passwort')).status).toBe(200);
    const [mail] = await mailsTo(email, 'password-changed');
    expect(mail?.subject).toBe('Ihr Kartenliebe-Passwort wurde geändert');
    expect(mail?.body).toContain('https://kartenliebe.de/kundenkonto/');
  });

  it('refuses a new password that is too short, naming the field', async () => {
    const { cookie } = await signUp();
    const answer = await postAccountCall(ACCOUNT_SETTINGS_PATHS.password, { currentPassword: PASSWORD, password: 'kurz' }, { cookie });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ error: { field: 'password' }, message: 'Das Passwort braucht mindestens 8 Zeichen.' });
  });
});

describe('changing the e-mail address', () => {
  it('waits for the link mailed to the new address; followed, the address changes and the old one is told', async () => {
    const { email, cookie } = await signUp();
    const next = newEmail();
    const answer = await postAccountCall(
      ACCOUNT_SETTINGS_PATHS.email,
      { email: next.toUpperCase(), currentPassword: PASSWORD },
      { cookie },
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ pendingEmail: next });
    expect(answer.body.message).toBe(
      `Wir haben einen Bestätigungslink an ${next} geschickt. Erst wenn Sie ihm folgen, ändert sich Ihre Adresse.`,
    );
    const details = (await (await getWith(ACCOUNT_SETTINGS_PATHS.details, cookie)).json()) as Record<string, unknown>;
    expect(details).toMatchObject({ email, pendingEmail: next });
    expect((await logIn(next, PASSWORD)).status).toBe(400);

    const [mail] = await mailsTo(next, 'email-change');
    expect(mail?.subject).toBe('Bitte bestätigen Sie Ihre neue E-Mail-Adresse bei Kartenliebe');
    const link = linkOf(mail?.body ?? '');
    expect(link).toMatch(/^https:\/\/kartenliebe\.de\/web-api\/customer-email-confirm\?token=[A-Za-z0-9_-]{43}&locale=de-DE$/);

    const followed = await fetchShop(link);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('https://kartenliebe.de/kundenkonto/?email-change=changed');
    expect((await logIn(next, PASSWORD)).status).toBe(200);
    expect((await logIn(email, PASSWORD)).status).toBe(400);
    const [notice] = await mailsTo(email, 'email-changed');
    expect(notice?.body).toContain(`verwendet ab jetzt die E-Mail-Adresse ${next}`);

    // A second click changes nothing and tells nobody again.
    const again = await fetchShop(link);
    expect(again.headers.get('location')).toBe('https://kartenliebe.de/kundenkonto/?email-change=link-invalid');
    expect(await mailsTo(email, 'email-changed')).toHaveLength(1);
  });

  it('leads back in the language the link was mailed in, on that domain', async () => {
    const { cookie } = await signUp();
    const next = newEmail();
    const host = 'https://kartenliebe.ch';
    const answer = await postAccountCall(
      ACCOUNT_SETTINGS_PATHS.email,
      { email: next, currentPassword: PASSWORD },
      { cookie, host, locale: 'fr-CH' },
    );
    expect(answer.status).toBe(200);
    const [mail] = await mailsTo(next, 'email-change');
    expect(mail?.locale).toBe('fr-CH');
    const followed = await fetchShop(linkOf(mail?.body ?? ''));
    expect(followed.headers.get('location')).toBe('https://kartenliebe.ch/fr/espace-client/?email-change=changed');
  });

  it('refuses an address another account has, and its own, naming the field', async () => {
    const { email, cookie } = await signUp();
    const other = await signUp();
    const taken = await postAccountCall(ACCOUNT_SETTINGS_PATHS.email, { email: other.email, currentPassword: PASSWORD }, { cookie });
    expect(taken.status).toBe(400);
    expect(taken.body).toMatchObject({ error: { field: 'email' } });
    const same = await postAccountCall(ACCOUNT_SETTINGS_PATHS.email, { email, currentPassword: PASSWORD }, { cookie });
    expect(same.body).toMatchObject({ error: { field: 'email' }, message: 'Das ist schon Ihre E-Mail-Adresse.' });
  });

  it('keeps the address when another account took the new one before the link was followed', async () => {
    const { email, cookie } = await signUp();
    const next = newEmail();
    await postAccountCall(ACCOUNT_SETTINGS_PATHS.email, { email: next, currentPassword: PASSWORD }, { cookie });
    await signUp(next);
    const [mail] = await mailsTo(next, 'email-change');
    const followed = await fetchShop(linkOf(mail?.body ?? ''));
    expect(followed.headers.get('location')).toBe('https://kartenliebe.de/kundenkonto/?email-change=taken');
    expect((await logIn(email, PASSWORD)).status).toBe(200);
  });

  it('answers a link that is not one with the account page of the domain, and never leads elsewhere', async () => {
    const followed = await fetchShop(`${SHOP}${ACCOUNT_SETTINGS_PATHS.emailConfirm}?token=nope&locale=fr-FR`);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('location')).toBe('https://kartenliebe.de/kundenkonto/?email-change=link-invalid');
    const elsewhere = await fetchShop(`${SHOP}${ACCOUNT_SETTINGS_PATHS.emailConfirm}?token=nope&locale=https://evil.example`);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.headers.get('location')).toBeNull();
    expect(await elsewhere.json()).toMatchObject({ error: { field: 'locale' } });
  });
});

describe('the customer’s data', () => {
  it('comes as one JSON file with every row the shop holds on them, and no token', async () => {
    const { email, cookie } = await signUp();
    const second = await logIn(email, PASSWORD);
    const added = await postAccountCall(WISHLIST_PATHS.add, { item: 'card:2001' }, { cookie });
    expect(added.status).toBe(200);
    await env.DB.prepare(
      "INSERT INTO newsletter_subscriptions (channel, email, locale, created_at, confirmed_at) VALUES ('wallart', ?1, 'de-DE', 1, 2)",
    )
      .bind(email)
      .run();
    await postAccountCall(
      ACCOUNT_SETTINGS_PATHS.password,
      { currentPassword: PASSWORD, password: 'neues Passwort' },
      { cookie: second.cookie },
    );

    const response = await getWith(ACCOUNT_SETTINGS_PATHS.dataExport, second.cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(/^attachment; filename="account-\d{8}\.json"$/);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await response.text();
    const data = JSON.parse(text);
    expect(data.account).toMatchObject({ email, firstName: 'Lea', lastName: 'Berg', hasPassword: true, googleSignIn: false });
    expect(data.account.number).toMatch(/^\d{8}$/);
    // The password change ended the first session: the one left is this one.
    expect(data.sessions).toEqual([expect.objectContaining({ current: true, cartArticlesAmount: 0 })]);
    expect(data.wishlist).toEqual([expect.objectContaining({ channel: 'kartenliebe', item: 'card:2001' })]);
    expect(data.newsletter).toEqual([{ channel: 'wallart', locale: 'de-DE', createdAt: 1, confirmedAt: 2 }]);
    expect(data.mails).toEqual([expect.objectContaining({ kind: 'password-changed', subject: 'Ihr Kartenliebe-Passwort wurde geändert' })]);
    const tokenHash = await env.DB.prepare('SELECT token_hash FROM sessions s JOIN customers c ON c.id = s.customer_id WHERE c.email = ?1')
      .bind(email)
      .first<string>('token_hash');
    expect(text).not.toContain(tokenHash);
    expect(text).not.toContain('pbkdf2');
  });
});

describe('deleting the account', () => {
  it('needs the box ticked and the current password', async () => {
    const { email, cookie } = await signUp();
    const unticked = await postAccountCall(ACCOUNT_SETTINGS_PATHS.deletion, { currentPassword: PASSWORD }, { cookie });
    expect(unticked.status).toBe(400);
    expect(unticked.body).toMatchObject({
      error: { field: 'confirm' },
      message: 'Bitte bestätigen Sie, dass Sie Ihr Kundenkonto löschen möchten.',
    });
    const wrong = await postAccountCall(ACCOUNT_SETTINGS_PATHS.deletion, { currentPassword: 'falsch', confirm: true }, { cookie });
    expect(wrong.body).toMatchObject({ error: { field: 'currentPassword' } });
    expect(await rowCount('SELECT count(*) AS n FROM customers WHERE email = ?1', email)).toBe(1);
  });

  it('removes every row of the customer, ends the session, and the last mail says so', async () => {
    const { email, cookie } = await signUp();
    await logIn(email, PASSWORD);
    await postAccountCall(WISHLIST_PATHS.add, { item: 'card:2001' }, { cookie });
    await env.DB.prepare("INSERT INTO newsletter_subscriptions (channel, email, locale, created_at) VALUES ('kartenliebe', ?1, 'de-DE', 1)")
      .bind(email)
      .run();
    await postAccountCall(ACCOUNT_SETTINGS_PATHS.email, { email: newEmail(), currentPassword: PASSWORD }, { cookie });
    const id = await env.DB.prepare('SELECT id FROM customers WHERE email = ?1').bind(email).first<number>('id');

    const answer = await postAccountCall(ACCOUNT_SETTINGS_PATHS.deletion, { currentPassword: PASSWORD, confirm: true }, { cookie });
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Ihr Kundenkonto ist gelöscht. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.');
    expect(answer.headers.get('set-cookie')).toMatch(/^shop_session=; Max-Age=0;/);
    for (const [table, column, value] of [
      ['customers', 'id', id],
      ['sessions', 'customer_id', id],
      ['wishlist_items', 'customer_id', id],
      ['email_change_tokens', 'customer_id', id],
      ['password_reset_tokens', 'customer_id', id],
      ['newsletter_subscriptions', 'email', email],
    ] as const) {
      expect(await rowCount(`SELECT count(*) AS n FROM ${table} WHERE ${column} = ?1`, value), table).toBe(0);
    }
    expect(await customerData(cookie)).toMatchObject({ isLoggedIn: false });
    expect((await logIn(email, PASSWORD)).status).toBe(400);
    const { results } = await env.DB.prepare('SELECT kind, subject FROM mail_outbox WHERE recipient = ?1').bind(email).all();
    expect(results).toEqual([{ kind: 'account-deleted', subject: 'Ihr Kartenliebe-Kundenkonto ist gelöscht' }]);
    // The address is free again: a new account can have it.
    expect((await postAccountCall(ACCOUNT_PATHS.signup, { email, password: PASSWORD, firstName: 'Neu', lastName: 'Anfang' })).status).toBe(
      200,
    );
  });

  it('is whole or not at all: with D1 failing as it is written, a 503 and everything stays', async () => {
    const log = expectConsoleErrors();
    const { email, cookie } = await signUp();
    await postAccountCall(WISHLIST_PATHS.add, { item: 'card:2002' }, { cookie });
    const fault = faultyD1(env.DB, { failures: 1, failOn: /DELETE FROM customers/ });
    const response = await fetchShopWithBindings(
      `${SHOP}${ACCOUNT_SETTINGS_PATHS.deletion}`,
      { DB: fault.db },
      {
        method: 'POST',
        headers: { origin: SHOP, 'content-type': 'application/json', cookie },
        body: JSON.stringify({ currentPassword: PASSWORD, confirm: true }),
      },
    );
    expect(response.status).toBe(503);
    expect(fault.failed).toBe(1);
    expect(await customerData(cookie)).toMatchObject({ isLoggedIn: true, firstName: 'Lea' });
    expect(
      await rowCount('SELECT count(*) AS n FROM wishlist_items w JOIN customers c ON c.id = w.customer_id WHERE c.email = ?1', email),
    ).toBe(1);
    expect(await mailsTo(email, 'account-deleted')).toHaveLength(0);
    expect(log.mock.calls.map((call) => JSON.parse(String(call[0])).event)).toContain('dependency-unavailable');
    // Asked again once D1 answers, it is done whole.
    const again = await postAccountCall(ACCOUNT_SETTINGS_PATHS.deletion, { currentPassword: PASSWORD, confirm: true }, { cookie });
    expect(again.status).toBe(200);
    await vi.waitFor(async () => expect(await rowCount('SELECT count(*) AS n FROM customers WHERE email = ?1', email)).toBe(0));
  });
});
