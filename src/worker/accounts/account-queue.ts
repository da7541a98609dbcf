import { log } from '../../shared/log/log';
import { DatabaseUnavailable } from '../db/database';
import { ResetRequest, sendResetMail } from './reset-request';

/**
 * The consumer of the account-requests queue (wrangler.toml `[[queues.consumers]]`; decision 067):
 * each request's work, after its answer. A request whose work fails is tried again later (the
 * queue's `retry_delay`, 30 s for D1 to come back), up to the queue's `max_retries`; then it moves
 * to the dead-letter queue and the log says so, where support finds it.
 */
/** wrangler.toml `max_retries` of the queue: the delivery after the last retry is the last one. */
const MAX_RETRIES = 10;

export async function handleAccountRequests(batch: MessageBatch<unknown>, env: Env, ctx: ExecutionContext): Promise<void> {
  for (const message of batch.messages) {
    const request = ResetRequest.safeParse(message.body);
    if (!request.success) {
      // Not one of ours: retrying cannot help it.
      log.error('account-request-invalid', { queue: batch.queue, messageId: message.id });
      message.ack();
      continue;
    }
    try {
      await sendResetMail({ env, executionCtx: ctx }, request.data);
      message.ack();
    } catch (error) {
      const fields = {
        kind: request.data.kind,
        messageId: message.id,
        attempts: message.attempts,
        dependency: error instanceof DatabaseUnavailable,
      };
      if (message.attempts > MAX_RETRIES) log.error('password-reset-not-sent', fields, error);
      else log.warn('password-reset-delayed', fields, error);
      message.retry();
    }
  }
}
