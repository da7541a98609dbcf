import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { fetchShop } from './worker-fetch';

// Issue 14, password reset (spec §7 /web-api/customer-password-reset, §8; decision 049), on the
// worker with its real D1: the outbox is where a mail can be read.

type Json = { message?: string; error?: { field: string }; isLoggedIn?: boolean };

let count = 0;
const newEmail = () => `reset-${Date.now()}-${count++}@example.org`;

async function post(host: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetchShop(`${host}${path}`, {
    method: 'POST',
    headers: { origin: host, 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
}

const SHOP = 'https://kartenliebe.de';
/** A reset's mail is written by the queue's consumer after the answer (decision 067): its batch waits up to a second. */
const QUEUED = { timeout: 5_000, interval: 100 };

async function signUp(email: string) {
  const answer = await post(SHOP, '/web-api/customer-signup', { email, password: 'erstes Passwort', firstName: 'Lea', lastName: 'Berg' });
  expect(answer.status).toBe(200);
  return /shop_session=[^;]*/.exec(answer.headers.get('set-cookie') ?? '')?.[0] ?? '';
}

/** The reset mails the outbox holds for an address, newest first. */
async function mailsTo(email: string) {
  const { results } = await env.DB.prepare(
    "SELECT subject, body, locale FROM mail_outbox WHERE recipient = ?1 AND kind = 'password-reset' ORDER BY id DESC",
  )
    .bind(email)
    .all<{ subject: string; body: string; locale: string }>();
  return results;
}

const tokenOf = (body: string) => /\?token=([A-Za-z0-9_-]{43})/.exec(body)?.[1] ?? '';

describe('password reset', () => {
  it('answers an address with an account and one without the same; only the account gets a mail', async () => {
    const email = newEmail();
    await signUp(email);
    const known = await post(SHOP, '/web-api/customer-password-reset', { email });
    const unknownEmail = newEmail();
    const unknown = await post(SHOP, '/web-api/customer-password-reset', { email: unknownEmail });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body.message).toBe(
      'Wenn es zu dieser E-Mail-Adresse ein Konto gibt, haben wir Ihnen einen Link zum Zurücksetzen geschickt.',
    );
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), QUEUED);
    const [mail] = await mailsTo(email);
    expect(mail?.subject).toBe('Ihr neues Passwort');
    expect(mail?.body).toMatch(
      /^Hallo,\n\nüber diesen Link können Sie ein neues Passwort festlegen:\nhttps:\/\/kartenliebe\.de\/kundenkonto\/neues-passwort\/\?token=[A-Za-z0-9_-]{43}\n/,
    );
    expect(mail?.body).toContain('Der Link gilt 30 Minuten und nur einmal.');
    expect(await mailsTo(unknownEmail)).toHaveLength(0);
    // A second request within minutes sends no second mail.
    await post(SHOP, '/web-api/customer-password-reset', { email });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('writes the mail in the visitor’s language, linking the page of that language on its domain', async () => {
    const email = newEmail();
    await signUp(email);
    const answer = await post('https://kartenliebe.ch', '/web-api/customer-password-reset', { email }, { 'x-locale': 'fr-CH' });
    expect(answer.body.message).toBe('Si un compte existe pour cette adresse e-mail, nous lui avons envoyé un lien de réinitialisation.');
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), QUEUED);
    const [mail] = await mailsTo(email);
    expect(mail?.locale).toBe('fr-CH');
    expect(mail?.subject).toBe('Votre nouveau mot de passe');
    expect(mail?.body).toContain('https://kartenliebe.ch/fr/espace-client/nouveau-mot-de-passe/?token=');
  });

  it('sets a new password once with the mail’s token: the old password and every session end', async () => {
    const email = newEmail();
    const session = await signUp(email);
    await post(SHOP, '/web-api/customer-password-reset', { email });
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), QUEUED);
    const token = tokenOf((await mailsTo(email))[0]?.body ?? '');
    const short = await post(SHOP, '/web-api/customer-password-new', { token, password: 'kurz' });
    expect(short.status).toBe(400);
    expect(short.body.error?.field).toBe('password');
    const changed = await post(SHOP, '/web-api/customer-password-new', { token, password: 'zweites Passwort' });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Ihr Passwort ist geändert. Bitte melden Sie sich mit dem neuen Passwort an.');
    expect((await post(SHOP, '/web-api/customer-login', { email, password: 'erstes Passwort' })).status).toBe(400);
    expect((await post(SHOP, '/web-api/customer-login', { email, password: 'zweites Passwort' })).status).toBe(200);
    const data = await fetchShop(`${SHOP}/web-api/customer-data`, { headers: { cookie: session } });
    expect(((await data.json()) as Json).isLoggedIn).toBe(false);
    // Used once, the token sets nothing again.
    const again = await post(SHOP, '/web-api/customer-password-new', { token, password: 'drittes Passwort' });
    expect(again.status).toBe(400);
    expect(again.body.error?.field).toBe('token');
    expect(again.body.message).toBe('Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.');
    expect((await post(SHOP, '/web-api/customer-login', { email, password: 'zweites Passwort' })).status).toBe(200);
  });

  it('refuses an expired token, an unknown one and a malformed one alike', async () => {
    const email = newEmail();
    await signUp(email);
    await post(SHOP, '/web-api/customer-password-reset', { email });
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), QUEUED);
    const token = tokenOf((await mailsTo(email))[0]?.body ?? '');
    await env.DB.prepare('UPDATE password_reset_tokens SET expires_at = 0 WHERE customer_id = (SELECT id FROM customers WHERE email = ?1)')
      .bind(email)
      .run();
    for (const tried of [token, 'A'.repeat(43), 'kein-token']) {
      const answer = await post(SHOP, '/web-api/customer-password-new', { token: tried, password: 'neues Passwort' });
      expect(answer.status, tried).toBe(400);
      expect(answer.body.error?.field).toBe('token');
    }
    expect((await post(SHOP, '/web-api/customer-login', { email, password: 'erstes Passwort' })).status).toBe(200);
  });
});
