import { env } from 'cloudflare:workers';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import { signSubscription } from '../../src/worker/features/newsletter/confirm-link';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

/** A subscription's mail is written by the account-requests queue's consumer (decision 067): its batch waits up to a second. */
const QUEUED = { timeout: 5_000, interval: 100 };
/** Longer than a batch waits, so a mail that would come has come. */
const QUEUE_BATCH_WAIT_MS = 1_500;

// Newsletter double opt-in (spec §7 newsletter-subscribe and -confirm, §8 newsletter-no-recaptcha-token
// and newsletter-recaptcha-error; issue 14; decision 052) on the worker with its real D1, against
// the reCAPTCHA siteverify stand-in (tests/worker/bot-check-server.ts) and the Resend stand-in.

/** The tokens the siteverify stand-in takes as a person's and as a likely bot's (score 0.1). */
const HUMAN = 'token-of-a-person';
const LIKELY_BOT = 'token-of-a-likely-bot';

type Json = { message?: string; error?: { field: string; problem: string }; errors?: Record<string, string> };

let count = 0;
const newEmail = () => `newsletter-${Date.now()}-${count++}@example.org`;
let clients = 0;
/** A client address of its own (RFC 5737), so the stand-in's record of it is this test's. */
const newClient = () => `203.0.113.${100 + (clients++ % 100)}`;

const DE = 'https://kartenliebe.de';
const CH = 'https://kartenliebe.ch';

function subscribeRequest(host: string, body: unknown, headers: Record<string, string> = {}): [string, RequestInit] {
  return [
    `${host}/web-api/newsletter-subscribe`,
    { method: 'POST', headers: { origin: host, 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) },
  ];
}

async function subscribe(host: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetchShop(...subscribeRequest(host, body, headers));
  return { status: response.status, cache: response.headers.get('cache-control'), body: (await response.json()) as Json };
}

async function mailsTo(email: string, kind: 'newsletter-confirm' | 'welcome' = 'newsletter-confirm') {
  const { results } = await env.DB.prepare(
    'SELECT subject, body, locale, channel FROM mail_outbox WHERE recipient = ?1 AND kind = ?2 ORDER BY id',
  )
    .bind(email, kind)
    .all<{ subject: string; body: string; locale: string; channel: string }>();
  return results;
}

async function subscriptionOf(email: string) {
  return env.DB.prepare('SELECT channel, locale, confirmed_at FROM newsletter_subscriptions WHERE email = ?1')
    .bind(email)
    .first<{ channel: string; locale: string; confirmed_at: number | null }>();
}

const linkIn = (body: string) => /https:\/\/\S+\/web-api\/newsletter-confirm\?token=\S+/.exec(body)?.[0] ?? '';

/** Subscribes and waits for the confirmation mail; its link. */
async function subscribed(host: string, email: string, headers: Record<string, string> = {}): Promise<string> {
  expect((await subscribe(host, { email, token: HUMAN }, headers)).status).toBe(200);
  await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), QUEUED);
  return linkIn((await mailsTo(email))[0]?.body ?? '');
}

let warnings: MockInstance<typeof console.warn>;
beforeEach(() => {
  warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => warnings.mockRestore());

const logged = (spy: MockInstance<(...args: unknown[]) => void>, event: string) =>
  spy.mock.calls.map((call) => String(call[0])).filter((line) => line.includes(`"event":"${event}"`));

describe('newsletter subscription', () => {
  it('refuses a subscription without a bot-check token, naming token and logging it', async () => {
    for (const body of [{ email: newEmail() }, { email: newEmail(), token: '' }, { email: newEmail(), token: '  ' }]) {
      const answer = await subscribe(DE, body);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        error: { field: 'token', problem: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.' },
        message: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.',
        errors: { token: 'Bitte bestätigen Sie, dass Sie kein Roboter sind.' },
      });
      expect(await subscriptionOf(body.email)).toBeNull();
    }
    expect(logged(warnings, 'newsletter-no-recaptcha-token')).toHaveLength(3);
    const wrongEmail = await subscribe(CH, { email: 'keine-adresse', token: HUMAN }, { 'x-locale': 'fr-CH' });
    expect([wrongEmail.status, wrongEmail.body.error?.field, wrongEmail.body.message]).toEqual([
      400,
      'email',
      'Veuillez saisir une adresse e-mail valide.',
    ]);
  });

  it('sends the secret, the token and the client’s address as reCAPTCHA’s form, and refuses a token siteverify refuses', async () => {
    const errors = expectConsoleErrors();
    const client = newClient();
    const email = newEmail();
    for (const token of ['forged-token', LIKELY_BOT]) {
      const answer = await subscribe(CH, { email, token }, { 'x-locale': 'fr-CH', 'cf-connecting-ip': client });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toEqual({ field: 'token', problem: 'La vérification de sécurité n’a pas abouti. Veuillez réessayer.' });
    }
    const received = (await (await fetch(`${env.BOT_CHECK_TEST_ORIGIN}/_control/received?remoteip=${client}`)).json()) as unknown[];
    expect(received).toEqual([
      { secret: 'test-bot-check-secret', response: 'forged-token', remoteip: client },
      { secret: 'test-bot-check-secret', response: LIKELY_BOT, remoteip: client },
    ]);
    const lines = logged(errors, 'newsletter-recaptcha-error');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toContain('"reason":"refused","errorCodes":["invalid-input-response"]');
    expect(lines[1]).toContain('"errorCodes":["score-too-low"],"score":0.1');
    expect(lines.join('\n')).not.toContain(email);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await subscriptionOf(email)).toBeNull();
    expect(await mailsTo(email)).toHaveLength(0);
  });

  it('answers 503 in the visitor’s language when the bot check cannot be reached or has no secret', async () => {
    const errors = expectConsoleErrors();
    const cases = [
      { vars: { BOT_CHECK_VERIFY_URL: 'http://127.0.0.1:9/recaptcha/api/siteverify' }, reason: 'unavailable' },
      { vars: { BOT_CHECK_SECRET: '' }, reason: 'not-configured' },
      { vars: { BOT_CHECK_SECRET: 'a-wrong-secret' }, reason: 'unavailable' },
    ];
    for (const { vars, reason } of cases) {
      const email = newEmail();
      const [url, init] = subscribeRequest(DE, { email, token: HUMAN });
      const response = await fetchShopWithVars(url, vars, init);
      expect(response.status, reason).toBe(503);
      expect(((await response.json()) as Json).message).toBe(
        'Die Anmeldung zum Newsletter ist gerade nicht möglich. Bitte versuchen Sie es später noch einmal.',
      );
      expect(logged(errors, 'newsletter-recaptcha-error').at(-1)).toContain(`"reason":"${reason}"`);
      expect(await subscriptionOf(email)).toBeNull();
    }
  });

  it('keeps the address unconfirmed and mails a link on this host in the visitor’s language', async () => {
    const email = newEmail();
    const answer = await subscribe(CH, { email: ` ${email.toUpperCase()} `, token: HUMAN }, { 'x-locale': 'fr-CH' });
    expect(answer).toEqual({
      status: 200,
      cache: 'private, no-store',
      body: {
        message:
          'Merci\u202f! Si cette adresse e-mail n’est pas encore inscrite, nous lui avons envoyé un lien pour confirmer l’inscription.',
      },
    });
    await vi.waitFor(async () => expect(await mailsTo(email)).toHaveLength(1), QUEUED);
    expect(await subscriptionOf(email)).toEqual({ channel: 'kartenliebe', locale: 'fr-CH', confirmed_at: null });
    const [mail] = await mailsTo(email);
    expect(mail?.locale).toBe('fr-CH');
    expect(mail?.channel).toBe('kartenliebe');
    expect(mail?.subject).toBe('Veuillez confirmer votre inscription à la newsletter Kartenliebe');
    expect(mail?.body).toMatch(
      /^Bonjour,\n\nveuillez confirmer avec ce lien que vous souhaitez recevoir la newsletter Kartenliebe\u202f:\nhttps:\/\/kartenliebe\.ch\/web-api\/newsletter-confirm\?token=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{43}\n/,
    );
    expect(mail?.body).toContain('Le lien est valable 7 jours.');
    // Delivered through the mail API right after.
    await vi.waitFor(async () => {
      const arrivals = (await (
        await fetch(`${env.MAIL_API_TEST_ORIGIN}/_control/received?to=${encodeURIComponent(email)}`)
      ).json()) as unknown[];
      expect(arrivals).toHaveLength(1);
    }, QUEUED);
  });

  it('answers a new, an unconfirmed and a confirmed address alike, and mails none twice within minutes', async () => {
    const unconfirmed = newEmail();
    await subscribed(DE, unconfirmed);
    const confirmed = newEmail();
    await fetchShop(await subscribed(DE, confirmed));
    await vi.waitFor(async () => expect((await subscriptionOf(confirmed))?.confirmed_at).toEqual(expect.any(Number)));
    const fresh = newEmail();
    const answers = await Promise.all([fresh, unconfirmed, confirmed].map((email) => subscribe(DE, { email, token: HUMAN })));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(answers[0]?.status).toBe(200);
    await vi.waitFor(async () => expect(await mailsTo(fresh)).toHaveLength(1), QUEUED);
    await new Promise((resolve) => setTimeout(resolve, QUEUE_BATCH_WAIT_MS));
    expect(await mailsTo(unconfirmed)).toHaveLength(1);
    expect(await mailsTo(confirmed)).toHaveLength(1);
    // Five minutes on, an unconfirmed address gets a new link; a confirmed one still none.
    await env.DB.prepare('UPDATE mail_outbox SET created_at = created_at - 301000 WHERE recipient IN (?1, ?2)')
      .bind(unconfirmed, confirmed)
      .run();
    await subscribe(DE, { email: unconfirmed, token: HUMAN });
    await subscribe(DE, { email: confirmed, token: HUMAN });
    await vi.waitFor(async () => expect(await mailsTo(unconfirmed)).toHaveLength(2), QUEUED);
    await new Promise((resolve) => setTimeout(resolve, QUEUE_BATCH_WAIT_MS));
    expect(await mailsTo(confirmed)).toHaveLength(1);
    expect((await subscriptionOf(confirmed))?.confirmed_at).toEqual(expect.any(Number));
  }, 15_000);

  it('hands the public site key to the browser, and no secret', async () => {
    const response = await fetchShopWithVars(`${DE}/web-api/shop-frontends-initial-data`, { BOT_CHECK_SITE_KEY: '6Lc-public-key' });
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ botCheckSiteKey: '6Lc-public-key' });
    expect(text).not.toContain('test-bot-check-secret');
  });
});

describe('newsletter confirmation', () => {
  it('confirms with the mail’s link, welcomes once and goes to the newsletter page of the language', async () => {
    const email = newEmail();
    const link = await subscribed(CH, email, { 'x-locale': 'fr-CH' });
    const first = await fetchShop(link);
    expect(first.status).toBe(303);
    expect(first.headers.get('location')).toBe('https://kartenliebe.ch/fr/newsletter/?newsletter=confirmed');
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    expect((await subscriptionOf(email))?.confirmed_at).toEqual(expect.any(Number));
    const confirmedAt = (await subscriptionOf(email))?.confirmed_at;
    const again = await fetchShop(link);
    expect(again.headers.get('location')).toBe('https://kartenliebe.ch/fr/newsletter/?newsletter=confirmed');
    expect((await subscriptionOf(email))?.confirmed_at).toBe(confirmedAt);
    const welcome = await mailsTo(email, 'welcome');
    expect(welcome).toHaveLength(1);
    expect(welcome[0]?.subject).toBe('Bienvenue dans la newsletter Kartenliebe');
    expect(welcome[0]?.body).toContain('Vers la boutique\u202f: https://kartenliebe.ch/fr/\n');
  });

  it('leads to the newsletter page without a slash where the channel writes none', async () => {
    const email = newEmail();
    const link = await subscribed('https://wallart.lu', email, { 'x-locale': 'fr-LU' });
    expect(link.startsWith('https://wallart.lu/web-api/newsletter-confirm?token=')).toBe(true);
    expect((await fetchShop(link)).headers.get('location')).toBe('https://wallart.lu/fr/newsletter?newsletter=confirmed');
  });

  it('refuses a tampered, forged, expired or foreign link and confirms nothing', async () => {
    const email = newEmail();
    const link = await subscribed(DE, email);
    const token = new URL(link).searchParams.get('token') ?? '';
    const [payload = '', signature = ''] = token.split('.');
    const other = newEmail();
    await subscribed(DE, other);
    const otherPayload = btoa(atob(payload.replace(/-/g, '+').replace(/_/g, '/')).replace(email, other))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    const expired = await signSubscription(env, { channel: 'kartenliebe', email, locale: 'de-DE' }, Date.now() - 1);
    const wallart = await signSubscription(env, { channel: 'wallart', email, locale: 'de-DE' }, Date.now() + 60_000);
    const tried = [
      `${otherPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}${signature.endsWith('AA') ? 'BB' : 'AA'}`,
      `${payload}.`,
      payload,
      expired,
      wallart,
      '',
    ];
    for (const attempt of tried) {
      const response = await fetchShop(`${DE}/web-api/newsletter-confirm?token=${encodeURIComponent(attempt)}`);
      expect([response.status, response.headers.get('location')], attempt).toEqual([
        303,
        'https://kartenliebe.de/newsletter/?newsletter=link-invalid',
      ]);
    }
    expect((await subscriptionOf(email))?.confirmed_at).toBeNull();
    expect((await subscriptionOf(other))?.confirmed_at).toBeNull();
    // The link of one shop does not confirm on another's host either.
    const elsewhere = await fetchShop(link.replace('https://kartenliebe.de', 'https://wallart.de'));
    expect(elsewhere.headers.get('location')).toBe('https://wallart.de/newsletter?newsletter=link-invalid');
    expect((await subscriptionOf(email))?.confirmed_at).toBeNull();
    expect(await mailsTo(email, 'welcome')).toHaveLength(0);
  });

  it('says an expired link is no good in the language of its mail, where the domain serves it', async () => {
    const email = newEmail();
    const expired = await signSubscription(env, { channel: 'kartenliebe', email, locale: 'fr-CH' }, Date.now() - 1);
    const french = await fetchShop(`https://kartenliebe.ch/web-api/newsletter-confirm?token=${expired}`);
    expect(french.headers.get('location')).toBe('https://kartenliebe.ch/fr/newsletter/?newsletter=link-invalid');
    // A language this domain does not serve is not followed: the domain's own is used.
    const dutch = await signSubscription(env, { channel: 'kartenliebe', email, locale: 'nl-NL' }, Date.now() - 1);
    const swiss = await fetchShop(`https://kartenliebe.ch/web-api/newsletter-confirm?token=${dutch}`);
    expect(swiss.headers.get('location')).toBe('https://kartenliebe.ch/newsletter/?newsletter=link-invalid');
  });

  it('never leads anywhere but this site’s newsletter page', async () => {
    const email = newEmail();
    const link = await subscribed(DE, email);
    for (const query of [
      '?token=x&redirect=https://evil.example/',
      '?next=//evil.example',
      `?${new URL(link).search.slice(1)}&url=https://evil.example`,
    ]) {
      const response = await fetchShop(`${DE}/web-api/newsletter-confirm${query}`, { headers: { 'x-forwarded-host': 'evil.example' } });
      expect(response.status).toBe(303);
      expect(new URL(response.headers.get('location') ?? '').origin).toBe('https://kartenliebe.de');
    }
    const local = await fetchShop(`http://kartenliebe.ch.localhost:8787/web-api/newsletter-confirm?token=x`);
    expect(local.headers.get('location')).toBe('http://kartenliebe.ch.localhost:8787/newsletter/?newsletter=link-invalid');
  });
});
