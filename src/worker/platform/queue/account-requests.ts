import type { Context } from 'hono';
import { z } from 'zod';
import { log } from '../../../shared/log/log';
import { ResetRequest, sendResetMail } from '../../features/accounts/reset-request';
import { SubscribeRequest, sendConfirmMail } from '../../features/newsletter/subscribe-request';
import type { AppEnv } from '../app-env';
import { DatabaseUnavailable } from '../db/database';
import type { MailScope } from '../mail/delivery';

/**
 * The account-requests queue (wrangler.toml `ACCOUNT_REQUESTS`; decision 067): the work an account
 * call does after its answer, so the answer takes the same time whatever the address, and a D1
 * outage delays that work instead of losing it. A password reset's mail and a newsletter
 * subscription's go this way.
 */
const AccountRequest = z.discriminatedUnion('kind', [ResetRequest, SubscribeRequest]);
type AccountRequest = z.infer<typeof AccountRequest>;

/** wrangler.toml `max_retries` of the queue: the delivery after the last retry is the last one. */
const MAX_RETRIES = 10;

function work(scope: MailScope, request: AccountRequest): Promise<void> {
  return request.kind === 'password-reset' ? sendResetMail(scope, request) : sendConfirmMail(scope, request);
}

/**
 * Puts `request` on the queue. If the queue does not take it, the work is done after the answer
 * instead and reported if it fails: nothing is lost to a queue hiccup either.
 */
export async function queueAccountRequest(c: Context<AppEnv>, request: AccountRequest): Promise<void> {
  try {
    await c.env.ACCOUNT_REQUESTS.send(request);
  } catch (error) {
    log.warn('account-request-not-queued', { kind: request.kind }, error);
    c.executionCtx.waitUntil(
      work(c, request).catch((failure: unknown) => log.error('account-request-not-done', { kind: request.kind }, failure)),
    );
  }
}

/**
 * The queue's consumer: each request's work. A request whose work fails is tried again later (the
 * queue's `retry_delay`, 30 s for D1 to come back), up to the queue's `max_retries`; then it moves
 * to the dead-letter queue and the log says so, where support finds it.
 */
export async function handleAccountRequests(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
  for (const message of batch.messages) {
    const request = AccountRequest.safeParse(message.body);
    if (!request.success) {
      // Not one of ours: retrying cannot help it.
      log.error('account-request-invalid', { queue: batch.queue, messageId: message.id });
      message.ack();
      continue;
    }
    try {
      await work({ env, executionCtx: ctx }, request.data);
      message.ack();
    } catch (error) {
      const fields = {
        kind: request.data.kind,
        messageId: message.id,
        attempts: message.attempts,
        dependency: error instanceof DatabaseUnavailable,
      };
      if (message.attempts > MAX_RETRIES) log.error('account-request-not-done', fields, error);
      else log.warn('account-request-delayed', fields, error);
      message.retry();
    }
  }
}
