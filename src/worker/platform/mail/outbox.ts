import type { Channel } from '../../../shared/channel/channels';
import { idempotent } from '../db/database';

/**
 * The mail outbox (migrations/0008_accounts.sql, 0009_mail_delivery.sql; decisions 049, 053): a
 * mail is a row written in the same D1 batch as what it tells about (a reset token, a
 * subscription), so neither exists without the other. Delivery claims the rows not yet sent and
 * marks each sent or failed; `npm run mail:outbox` shows them locally.
 */
type MailKind =
  | 'password-reset'
  | 'newsletter-confirm'
  | 'welcome'
  // An account's own changes (migrations/0013_account_self_service.sql; decision 083).
  | 'email-change'
  | 'email-changed'
  | 'password-changed'
  | 'account-deleted';

export interface Mail {
  kind: MailKind;
  /** The shop the mail is written for: its sender (MAIL_FROM). */
  channel: Channel;
  recipient: string;
  locale: string;
  subject: string;
  body: string;
}

/** A mail a delivery run holds: the attempt it is on counts already. */
export interface ClaimedMail extends Mail {
  id: number;
  createdAt: number;
  attempts: number;
}

/**
 * The statement that queues `mail`, for a batch with what it tells about. With `onlyIf` (SQL over
 * the parameters ?7 onwards, given as `params`), the mail is queued only when that holds as the
 * batch runs: a welcome mail only for the confirmation that really happened.
 */
export function queueMail(db: D1Database, mail: Mail, now: number, onlyIf = 'true', ...params: unknown[]): D1PreparedStatement {
  return db
    .prepare(
      `INSERT INTO mail_outbox (kind, channel, recipient, locale, subject, body, created_at)
       SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?${params.length + 7} WHERE ${onlyIf}`,
    )
    .bind(mail.kind, mail.channel, mail.recipient, mail.locale, mail.subject, mail.body, ...params, now);
}

/**
 * Whether a mail of `kind` went to `recipient` since `since` (ms), from `channel`'s shop when
 * given: a link is not sent again and again.
 */
export async function mailedSince(db: D1Database, recipient: string, kind: MailKind, since: number, channel?: Channel): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT 1 AS sent FROM mail_outbox
        WHERE recipient = ?1 AND kind = ?2 AND created_at > ?3 AND (?4 IS NULL OR channel = ?4) LIMIT 1`,
    )
    .bind(recipient, kind, since, channel ?? null)
    .first<{ sent: number }>();
  return row !== null;
}

/**
 * Claims up to `limit` unsent mails that no other run holds and that have had fewer than
 * `maxAttempts` attempts, for `claimMs`, counting this attempt. One statement: two runs at the
 * same time never claim the same mail.
 */
export async function claimMails(
  db: D1Database,
  now: number,
  { limit, claimMs, maxAttempts }: { limit: number; claimMs: number; maxAttempts: number },
): Promise<ClaimedMail[]> {
  const { results } = await db
    .prepare(
      `UPDATE mail_outbox SET attempts = attempts + 1, claimed_until = ?2
        WHERE id IN (SELECT id FROM mail_outbox
                      WHERE sent_at IS NULL AND attempts < ?3 AND (claimed_until IS NULL OR claimed_until <= ?1)
                      ORDER BY id LIMIT ?4)
        RETURNING id, kind, channel, recipient, locale, subject, body, created_at AS createdAt, attempts`,
    )
    .bind(now, now + claimMs, maxAttempts, limit)
    .all<ClaimedMail>();
  return results;
}

/** A claimed mail went out: it is never claimed again. */
export async function markSent(db: D1Database, id: number, now: number): Promise<void> {
  await idempotent(
    db.prepare('UPDATE mail_outbox SET sent_at = ?2, claimed_until = NULL, last_error = NULL WHERE id = ?1').bind(id, now),
  ).run();
}

/** A claimed mail did not go out: it keeps why, and the next run may try it again. */
export async function markFailed(db: D1Database, id: number, error: string): Promise<void> {
  await idempotent(db.prepare('UPDATE mail_outbox SET last_error = ?2, claimed_until = NULL WHERE id = ?1').bind(id, error)).run();
}
