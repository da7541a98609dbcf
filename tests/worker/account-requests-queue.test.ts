import { createExecutionContext, createMessageBatch, getQueueResult } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import worker from '../../src/worker/index';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { faultyD1 } from '../support/faulty-d1';
import { fetchShopWithBindings } from './worker-fetch';

// Decision 067: a password reset (and a newsletter subscription) is queued and answered at once, the same for every address; the
// queue's consumer writes the mail, and tries again while D1 does not answer.

const SHOP = 'https://kartenliebe.de';
const KNOWN = 'reset-queue-known@example.org';

beforeAll(async () => {
  await env.DB.prepare(
    "INSERT OR REPLACE INTO customers (id, number, email, password_hash, first_name) VALUES (951, '10000951', ?1, 'x', 'Ida')",
  )
    .bind(KNOWN)
    .run();
});

/** A queue binding that keeps what is sent to it and hands it on to the real queue, or refuses it. */
function recordingQueue(refuse = false) {
  const sent: unknown[] = [];
  const queue = {
    send: async (body: unknown) => {
      if (refuse) throw new Error('Queue send failed: internal error');
      sent.push(body);
      await env.ACCOUNT_REQUESTS.send(body);
    },
    sendBatch: async () => {
      throw new Error('not used');
    },
  };
  return { sent, queue: queue as unknown as Queue };
}

const askReset = (email: string, bindings: Partial<Env>) =>
  fetchShopWithBindings(`${SHOP}/web-api/customer-password-reset`, bindings, {
    method: 'POST',
    headers: { origin: SHOP, 'content-type': 'application/json' },
    body: JSON.stringify({ email }),
  });

const resetMails = async (email: string) =>
  (await env.DB.prepare("SELECT body FROM mail_outbox WHERE recipient = ?1 AND kind = 'password-reset'").bind(email).all()).results;

const request = (email: string) => ({
  kind: 'password-reset',
  email,
  locale: 'de-DE',
  channel: 'kartenliebe',
  pageUrl: `${SHOP}/kundenkonto/neues-passwort/`,
});

describe('a password reset', () => {
  it('is answered after the same work for every address: one queued request, no D1 read before the answer', async () => {
    const answers = [];
    for (const email of [KNOWN, 'reset-queue-nobody@example.org']) {
      const db = faultyD1(env.DB, { failures: 0 });
      const queue = recordingQueue();
      const response = await askReset(email, { DB: db.db, ACCOUNT_REQUESTS: queue.queue });
      expect(response.status).toBe(200);
      expect(db.statements).toEqual([]);
      expect(queue.sent).toEqual([request(email)]);
      answers.push(await response.text());
    }
    expect(answers[0]).toBe(answers[1]);
    await vi.waitFor(async () => expect(await resetMails(KNOWN)).toHaveLength(1), { timeout: 5_000, interval: 100 });
  });

  it('is tried again later while D1 does not answer, then mailed', async () => {
    const log = expectConsoleErrors();
    const email = 'reset-queue-later@example.org';
    await env.DB.prepare("INSERT OR REPLACE INTO customers (id, number, email, password_hash) VALUES (952, '10000952', ?1, 'x')")
      .bind(email)
      .run();
    const message = { id: 'm1', timestamp: Date.now(), attempts: 1, body: request(email) };
    const down = faultyD1(env.DB, { failures: Number.POSITIVE_INFINITY });
    const first = createMessageBatch('shop-account-requests', [message]);
    const firstCtx = createExecutionContext();
    await worker.queue(first, { ...env, DB: down.db }, firstCtx);
    expect((await getQueueResult(first, firstCtx)).retryMessages).toEqual([{ msgId: 'm1' }]);
    expect(await resetMails(email)).toHaveLength(0);

    const again = createMessageBatch('shop-account-requests', [{ ...message, attempts: 2 }]);
    const againCtx = createExecutionContext();
    await worker.queue(again, env, againCtx);
    const result = await getQueueResult(again, againCtx);
    expect(result.explicitAcks).toEqual(['m1']);
    expect(await resetMails(email)).toHaveLength(1);
    expect(log.mock.calls.map((call) => JSON.parse(String(call[0])).event)).not.toContain('account-request-not-done');
  });

  it('says so in the log when it is given up on, after the queue’s last retry', async () => {
    const log = expectConsoleErrors();
    const down = faultyD1(env.DB, { failures: Number.POSITIVE_INFINITY });
    const batch = createMessageBatch('shop-account-requests', [{ id: 'm2', timestamp: Date.now(), attempts: 11, body: request(KNOWN) }]);
    const ctx = createExecutionContext();
    await worker.queue(batch, { ...env, DB: down.db }, ctx);
    await getQueueResult(batch, ctx);
    expect(log.mock.calls.map((call) => JSON.parse(String(call[0])).event)).toContain('account-request-not-done');
  });

  it('is still mailed when the queue does not take it', async () => {
    const email = 'reset-queue-fallback@example.org';
    await env.DB.prepare("INSERT OR REPLACE INTO customers (id, number, email, password_hash) VALUES (953, '10000953', ?1, 'x')")
      .bind(email)
      .run();
    const response = await askReset(email, { ACCOUNT_REQUESTS: recordingQueue(true).queue });
    expect(response.status).toBe(200);
    expect(await resetMails(email)).toHaveLength(1);
  });
});

describe('a newsletter subscription', () => {
  it('is tried again later while D1 does not answer, then mailed its link', async () => {
    const log = expectConsoleErrors();
    const email = 'subscribe-queue-later@example.org';
    const subscription = { kind: 'newsletter-subscribe', email, locale: 'de-DE', channel: 'kartenliebe', origin: SHOP };
    const message = { id: 'n1', timestamp: Date.now(), attempts: 1, body: subscription };
    const down = faultyD1(env.DB, { failures: Number.POSITIVE_INFINITY });
    const first = createMessageBatch('shop-account-requests', [message]);
    const firstCtx = createExecutionContext();
    await worker.queue(first, { ...env, DB: down.db }, firstCtx);
    expect((await getQueueResult(first, firstCtx)).retryMessages).toEqual([{ msgId: 'n1' }]);

    const again = createMessageBatch('shop-account-requests', [{ ...message, attempts: 2 }]);
    const againCtx = createExecutionContext();
    await worker.queue(again, env, againCtx);
    expect((await getQueueResult(again, againCtx)).explicitAcks).toEqual(['n1']);
    const mails = await env.DB.prepare("SELECT body FROM mail_outbox WHERE recipient = ?1 AND kind = 'newsletter-confirm'")
      .bind(email)
      .all<{ body: string }>();
    expect(mails.results).toHaveLength(1);
    expect(mails.results[0]?.body).toContain(`${SHOP}/web-api/newsletter-confirm?token=`);
    expect(log.mock.calls.map((call) => JSON.parse(String(call[0])).event)).not.toContain('account-request-not-done');
  });
});
