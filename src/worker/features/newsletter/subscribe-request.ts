import { z } from 'zod';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { NEWSLETTER_PATHS } from '../../../shared/newsletter-paths';
import { translatorFor } from '../../platform/http/form-answers';
import { type MailScope, queueAndDeliver } from '../../platform/mail/delivery';
import { mailedSince, queueMail } from '../../platform/mail/outbox';
import { accountRequestKind } from '../../platform/queue/account-requests';
import { REQUESTED_BY, ShopUrl } from '../../platform/queue/request-fields';
import { LINK_LIFETIME_MS, signSubscription } from './confirm-link';
import { subscribeStatement, subscriptionState } from './queries/newsletter';

/**
 * A newsletter subscription that passed the bot check (spec §7 /web-api/newsletter-subscribe;
 * decisions 052, 067), as it waits in the account-requests queue: its work is done after the
 * answer, by the queue's consumer, and again when D1 did not answer.
 */
const SubscribeRequest = z.object({
  kind: z.literal('newsletter-subscribe'),
  ...REQUESTED_BY,
  /** The shop's origin the confirmation link points to. */
  origin: ShopUrl,
});
type SubscribeRequest = z.infer<typeof SubscribeRequest>;

/** At most one confirmation mail per address and channel in this time: nobody's inbox fills up with them. */
const RESEND_AFTER_MS = 5 * 60_000;

/**
 * The unconfirmed subscription and its mail with a signed link, in one batch, delivered after
 * (decision 053). Nothing for an address already confirmed, or mailed a link within five minutes.
 */
async function sendConfirmMail(scope: MailScope, request: SubscribeRequest): Promise<void> {
  const { env } = scope;
  const { channel, email, locale } = request;
  const now = Date.now();
  if ((await subscriptionState(env.DB, channel, email)) === 'confirmed') return;
  if (await mailedSince(env.DB, email, 'newsletter-confirm', now - RESEND_AFTER_MS, channel)) return;
  const signed = await signSubscription(env, { channel, email, locale }, now + LINK_LIFETIME_MS);
  const link = `${request.origin}${NEWSLETTER_PATHS.confirm}?token=${signed}`;
  const brand = CHANNEL_INFO[channel].brandName;
  const t = translatorFor(locale);
  await queueAndDeliver(scope, [
    subscribeStatement(env.DB, { channel, email, locale }, now),
    queueMail(
      env.DB,
      {
        kind: 'newsletter-confirm',
        channel,
        recipient: email,
        locale,
        subject: t('mail.newsletterConfirm.subject', { brand }),
        body: t('mail.newsletterConfirm.body', { brand, link, days: LINK_LIFETIME_MS / 86_400_000 }),
      },
      now,
    ),
  ]);
}

/** Newsletter subscriptions as the account-requests queue takes them (decision 067). */
export const subscribeRequests = accountRequestKind(SubscribeRequest, sendConfirmMail);
