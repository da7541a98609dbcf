import type { Context } from 'hono';
import type { z } from 'zod';
import { log } from '../../../shared/log/log';
import type { AppEnv } from '../app-env';
import { DatabaseUnavailable } from '../db/database';
import type { MailScope } from '../mail/delivery';

/**
 * The account-requests queue (wrangler.toml `ACCOUNT_REQUESTS`; decision 067): the work an account
 * call does after its answer, so the answer takes the same time whatever the address, and a D1
 * outage delays that work instead of losing it. Each feature that sends such work declares its
 * kind (a password reset's mail, a newsletter subscription's) with `accountRequestKind`; the worker's
 * entry (src/worker/index.ts) hands the consumer every kind.
 */
interface AccountRequestKind<Request extends { kind: string }> {
  /** The work of a message of this kind, or null when the message is not one. */
  workOf(body: unknown): ((scope: MailScope) => Promise<void>) | null;
  /** Typed for the feature's own calls; the queue only ever sees `workOf`. */
  readonly request?: Request;
}

/** A kind of account request: the shape of its message and its work. */
export function accountRequestKind<Request extends { kind: string }>(
  schema: z.ZodType<Request>,
  work: (scope: MailScope, request: Request) => Promise<void>,
): AccountRequestKind<Request> {
  return {
    workOf(body) {
      const parsed = schema.safeParse(body);
      return parsed.success ? (scope) => work(scope, parsed.data) : null;
    },
  };
}

/** wrangler.toml `max_retries` of the queue: the delivery after the last retry is the last one. */
const MAX_RETRIES = 10;

/**
 * Puts `request` on the queue. If the queue does not take it, the work is done after the answer
 * instead and reported if it fails: nothing is lost to a queue hiccup either.
 */
export async function queueAccountRequest<Request extends { kind: string }>(
  c: Context<AppEnv>,
  kind: AccountRequestKind<Request>,
  request: Request,
): Promise<void> {
  try {
    await c.env.ACCOUNT_REQUESTS.send(request);
  } catch (error) {
    log.warn('account-request-not-queued', { kind: request.kind }, error);
    const work = kind.workOf(request);
    if (!work) throw new Error(`an account request of kind ${request.kind} that its own schema refuses`);
    c.executionCtx.waitUntil(work(c).catch((failure: unknown) => log.error('account-request-not-done', { kind: request.kind }, failure)));
  }
}

/**
 * The queue's consumer: each request's work, by the first of `kinds` that takes it. A request whose
 * work fails is tried again later (the queue's `retry_delay`, 30 s for D1 to come back), up to the
 * queue's `max_retries`; then it moves to the dead-letter queue and the log says so, where support
 * finds it.
 */
export async function handleAccountRequests(
  batch: MessageBatch<unknown>,
  env: Env,
  ctx: ExecutionContext,
  kinds: readonly AccountRequestKind<{ kind: string }>[],
): Promise<void> {
  for (const message of batch.messages) {
    const work = kinds.map((kind) => kind.workOf(message.body)).find((found) => found !== null);
    const kind = (message.body as { kind?: unknown } | null)?.kind;
    if (!work) {
      // Not one of ours: retrying cannot help it.
      log.error('account-request-invalid', { queue: batch.queue, messageId: message.id });
      message.ack();
      continue;
    }
    try {
      await work({ env, executionCtx: ctx });
      message.ack();
    } catch (error) {
      const fields = {
        kind: String(kind),
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
