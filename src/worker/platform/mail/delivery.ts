import { z } from 'zod';
import type { Channel } from '../../../shared/channel/channels';
import { log } from '../../../shared/log/log';
import { mailConfig } from '../config/mail-config';
import { type ClaimedMail, claimMails, markFailed, markSent } from './outbox';

/**
 * Mail delivery (issue 14; decision 053): sends the outbox's unsent mails through a mail API
 * speaking Resend's protocol (`POST /emails`, a Bearer key, JSON `{from, to, subject, text}`,
 * answered `{id}`). A run claims its mails first, so the run after a request and the cron's never
 * send one twice; a failure keeps its error and the attempt, and a later run tries again until
 * MAX_ATTEMPTS. Without `MAIL_API_URL` nothing is sent: the mails stay in the outbox, which
 * `npm run mail:outbox` shows.
 */

/** A mail API call slower than this counts as failed; the mail is tried again by a later run. */
const SEND_TIMEOUT_MS = 10_000;
/** How long a run holds its mails: longer than sending a whole batch can take. */
const CLAIM_MS = 5 * 60_000;
/** Mails one run sends at most; the cron comes back for the rest. */
const BATCH_SIZE = 20;
/** After this many attempts a mail is given up on, and the log says so. */
const MAX_ATTEMPTS = 5;
/** What is kept of an error (`last_error`). */
const ERROR_LENGTH = 500;

/** The mail API as one run calls it. */
interface MailApi {
  url: string;
  token: string;
  from: Record<Channel, string>;
}

/** Resend's answer to a sent mail. */
const SentAnswer = z.object({ id: z.string().min(1) });
/** Resend's error body (`{statusCode, name, message}`), as far as it explains the failure. */
const ErrorAnswer = z.object({ name: z.string().optional(), message: z.string().optional() });

/** Sends what the outbox holds unsent, one batch. */
export async function deliverMail(env: Env): Promise<void> {
  const { apiUrl, apiToken, from } = mailConfig(env);
  if (!apiUrl) return;
  if (!apiToken) {
    log.error('mail-delivery-error', { reason: 'MAIL_API_URL is set but the secret MAIL_API_TOKEN is not' });
    return;
  }
  const mails = await claimMails(env.DB, Date.now(), { limit: BATCH_SIZE, claimMs: CLAIM_MS, maxAttempts: MAX_ATTEMPTS });
  await Promise.all(
    mails.map(async (mail) => {
      const failure = await send({ url: apiUrl, token: apiToken, from }, mail);
      if (failure === null) return markSent(env.DB, mail.id, Date.now());
      await markFailed(env.DB, mail.id, failure.slice(0, ERROR_LENGTH));
      // The address stays out of the log; the mail's id finds it in the outbox.
      const fields = { mailId: mail.id, kind: mail.kind, attempts: mail.attempts, reason: failure.split(':')[0] };
      if (mail.attempts >= MAX_ATTEMPTS) log.error('mail-delivery-gave-up', fields);
      else log.warn('mail-delivery-failed', fields);
    }),
  );
}

/** Where a mail is written from: a request's context, or a queue consumer's env and context. */
export interface MailScope {
  env: Env;
  executionCtx: Pick<ExecutionContext, 'waitUntil'>;
}

/**
 * Writes `statements` (a mail and what it tells about) in one batch, then sends the outbox after
 * the answer: the one way the account calls queue their mails.
 */
export async function queueAndDeliver(scope: MailScope, statements: D1PreparedStatement[]): Promise<void> {
  await scope.env.DB.batch(statements);
  scope.executionCtx.waitUntil(deliverMail(scope.env).catch((error: unknown) => log.error('mail-delivery-error', {}, error)));
}

/** One mail to the API: null when it was accepted, else why not (`HTTP 422: validation_error …`). */
async function send(api: MailApi, mail: ClaimedMail): Promise<string | null> {
  try {
    const response = await fetch(api.url, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${api.token}`,
        'content-type': 'application/json',
        // A retry of a mail the API took but whose answer got lost is not sent again (Resend keeps keys 24 hours).
        'idempotency-key': `mail-outbox/${mail.id}-${mail.createdAt}`,
      },
      body: JSON.stringify({ from: api.from[mail.channel], to: [mail.recipient], subject: mail.subject, text: mail.body }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const answer: unknown = await response.json().catch(() => null);
    if (response.ok && SentAnswer.safeParse(answer).success) return null;
    const problem = ErrorAnswer.safeParse(answer);
    const detail = problem.success ? [problem.data.name, problem.data.message].filter(Boolean).join(' ') : '';
    return `HTTP ${response.status}: ${detail || 'no mail id in the answer'}`;
  } catch (error) {
    return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  }
}
