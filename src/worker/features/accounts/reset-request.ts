import { z } from 'zod';
import { translatorFor } from '../../platform/http/form-answers';
import { type MailScope, queueAndDeliver } from '../../platform/mail/delivery';
import { mailedSince, queueMail } from '../../platform/mail/outbox';
import { accountRequestKind } from '../../platform/queue/account-requests';
import { REQUESTED_BY, ShopUrl } from '../../platform/queue/request-fields';
import { newSessionToken, sessionTokenHash } from '../../platform/session/session-cookie';
import { findLoginAccount, resetTokenStatement } from './queries/accounts';

/**
 * A password reset asked for (spec §7 /web-api/customer-password-reset; decisions 049, 067), as it
 * waits in the account-requests queue: everything its mail needs, so the work can be done after
 * the answer, by the queue's consumer, and again when D1 did not answer.
 */
export const ResetRequest = z.object({
  kind: z.literal('password-reset'),
  ...REQUESTED_BY,
  /** The new-password page of the visitor's language on the shop's host; the token is added. */
  pageUrl: ShopUrl,
});
export type ResetRequest = z.infer<typeof ResetRequest>;

/** How long a reset link works. */
const TOKEN_LIFETIME_MS = 30 * 60_000;
/** At most one reset mail per address in this time: nobody's inbox fills up with them. */
const RESEND_AFTER_MS = 5 * 60_000;

/**
 * For an address with an account, a single-use token good for 30 minutes and the mail with its
 * link, written to the outbox in one batch and delivered after (decision 053). Nothing for an
 * address without one, or one mailed a link within five minutes.
 */
async function sendResetMail(scope: MailScope, request: ResetRequest): Promise<void> {
  const { env } = scope;
  const now = Date.now();
  const account = await findLoginAccount(env.DB, request.email);
  if (!account || (await mailedSince(env.DB, request.email, 'password-reset', now - RESEND_AFTER_MS))) return;
  const token = newSessionToken();
  const t = translatorFor(request.locale);
  await queueAndDeliver(scope, [
    resetTokenStatement(env.DB, await sessionTokenHash(token), account.id, now + TOKEN_LIFETIME_MS),
    queueMail(
      env.DB,
      {
        kind: 'password-reset',
        channel: request.channel,
        recipient: request.email,
        locale: request.locale,
        subject: t('mail.passwordReset.subject'),
        body: t('mail.passwordReset.body', { link: `${request.pageUrl}?token=${token}`, minutes: TOKEN_LIFETIME_MS / 60_000 }),
      },
      now,
    ),
  ]);
}

/** Password resets as the account-requests queue takes them (decision 067). */
export const resetRequests = accountRequestKind(ResetRequest, sendResetMail);
