import { createExecutionContext, createScheduledController, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import worker from '../../src/worker/index';
import { queueMail } from '../../src/worker/platform/mail/outbox';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShop } from './worker-fetch';

// Mail delivery (issue 14; decision 053) on the worker with its real D1, against the Resend
// stand-in (tests/worker/mail-api-server.ts): the cron's run and the run after a request.

interface Arrival {
  authorization?: string;
  idempotencyKey?: string;
  body: { from?: string; to?: string[]; subject?: string; text?: string };
  repeated: boolean;
  status: number;
}

interface OutboxRow {
  sent_at: number | null;
  attempts: number;
  last_error: string | null;
}

let count = 0;
const newEmail = () => `delivery-${Date.now()}-${count++}@example.org`;
const control = (path: string, init?: RequestInit) => fetch(`${env.MAIL_API_TEST_ORIGIN}/_control/${path}`, init);

async function arrivalsFor(email: string): Promise<Arrival[]> {
  return (await (await control(`received?to=${encodeURIComponent(email)}`)).json()) as Arrival[];
}

async function queue(email: string, channel: 'kartenliebe' | 'wallart' = 'wallart') {
  const mail = { kind: 'welcome' as const, channel, recipient: email, locale: 'en-GB', subject: 'Welcome', body: 'Hello,\n\nwelcome.' };
  await queueMail(env.DB, mail, Date.now()).run();
}

async function rowOf(email: string): Promise<OutboxRow | null> {
  return env.DB.prepare('SELECT sent_at, attempts, last_error FROM mail_outbox WHERE recipient = ?1').bind(email).first<OutboxRow>();
}

/** One run of the cron trigger, waited for to its end. */
async function cronRun(vars: Partial<Record<string, string>> = {}) {
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ cron: '*/5 * * * *' }), { ...env, ...vars }, ctx);
  await waitOnExecutionContext(ctx);
}

describe('mail delivery', () => {
  it('sends a queued mail as Resend takes it, with the key and the channel’s sender, and marks it sent', async () => {
    const email = newEmail();
    await queue(email);
    await cronRun();
    const [arrival, ...more] = await arrivalsFor(email);
    expect(more).toHaveLength(0);
    expect(arrival?.authorization).toBe('Bearer re_test_key');
    expect(arrival?.idempotencyKey).toMatch(/^mail-outbox\/\d+-\d+$/);
    expect(arrival?.body).toEqual({ from: 'Wallart <service@wallart.de>', to: [email], subject: 'Welcome', text: 'Hello,\n\nwelcome.' });
    expect(arrival?.status).toBe(200);
    const row = await rowOf(email);
    expect(row?.sent_at).toEqual(expect.any(Number));
    expect(row).toMatchObject({ attempts: 1, last_error: null });
    // A later run leaves a sent mail alone.
    await cronRun();
    expect(await arrivalsFor(email)).toHaveLength(1);
  });

  it('keeps a mail the API refused with its attempt and error, and a later run sends it', async () => {
    const email = newEmail();
    await control(`failing?to=${encodeURIComponent(email)}&status=500`, { method: 'PUT' });
    await queue(email, 'kartenliebe');
    await cronRun();
    expect(await rowOf(email)).toEqual({ sent_at: null, attempts: 1, last_error: 'HTTP 500: application_error Something went wrong.' });
    await control(`failing?to=${encodeURIComponent(email)}`, { method: 'DELETE' });
    await cronRun();
    const row = await rowOf(email);
    expect(row?.sent_at).toEqual(expect.any(Number));
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect((await arrivalsFor(email)).map((arrival) => [arrival.status, arrival.body.from])).toEqual([
      [500, 'Kartenliebe <service@kartenliebe.de>'],
      [200, 'Kartenliebe <service@kartenliebe.de>'],
    ]);
  });

  it('never sends a mail twice when two runs meet', async () => {
    const email = newEmail();
    await queue(email);
    await Promise.all([cronRun(), cronRun(), cronRun()]);
    expect(await arrivalsFor(email)).toHaveLength(1);
    expect((await rowOf(email))?.attempts).toBe(1);
  });

  it('gives up after five attempts and logs it once', async () => {
    const errors = expectConsoleErrors();
    const email = newEmail();
    await control(`failing?to=${encodeURIComponent(email)}&status=503`, { method: 'PUT' });
    await queue(email);
    for (let run = 0; run < 6; run += 1) await cronRun();
    expect(await arrivalsFor(email)).toHaveLength(5);
    expect(await rowOf(email)).toMatchObject({ sent_at: null, attempts: 5 });
    const gaveUp = errors.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('"mail-delivery-gave-up"'));
    expect(gaveUp).toHaveLength(1);
    expect(gaveUp[0]).not.toContain(email);
  });

  it('leaves the mails in the outbox without MAIL_API_URL', async () => {
    const email = newEmail();
    await queue(email);
    await cronRun({ MAIL_API_URL: '' });
    expect(await arrivalsFor(email)).toHaveLength(0);
    expect(await rowOf(email)).toEqual({ sent_at: null, attempts: 0, last_error: null });
    await cronRun();
    expect(await arrivalsFor(email)).toHaveLength(1);
  });

  it('delivers a password-reset mail right after the queue hands its request over (decision 067)', async () => {
    const email = newEmail();
    const host = 'https://kartenliebe.de';
    const post = (path: string, body: unknown) =>
      fetchShop(`${host}${path}`, {
        method: 'POST',
        headers: { origin: host, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect(
      (await post('/web-api/customer-signup', { email, password: 'erstes Passwort', firstName: 'Lea', lastName: 'Berg' })).status,
    ).toBe(200);
    expect((await post('/web-api/customer-password-reset', { email })).status).toBe(200);
    // The queue's batch waits up to a second before its consumer runs.
    await vi.waitFor(async () => expect(await arrivalsFor(email)).toHaveLength(1), { timeout: 5_000, interval: 100 });
    const [arrival] = await arrivalsFor(email);
    expect(arrival?.body.subject).toBe('Ihr neues Passwort');
    expect(arrival?.body.text).toContain('https://kartenliebe.de/kundenkonto/neues-passwort/?token=');
    await vi.waitFor(async () => expect((await rowOf(email))?.sent_at).toEqual(expect.any(Number)));
  });
});
