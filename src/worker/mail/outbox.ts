/**
 * The mail outbox (migrations/0008_accounts.sql; decision 049): a mail is a row written in the
 * same D1 batch as what it tells about (a reset token, a subscription), so neither exists without
 * the other. Delivery reads the rows not yet sent; `npm run mail:outbox` shows them locally.
 */
type MailKind = 'password-reset' | 'newsletter-confirm' | 'welcome';

export interface Mail {
  kind: MailKind;
  recipient: string;
  locale: string;
  subject: string;
  body: string;
}

/** The statement that queues `mail`, for a batch with what it tells about. */
export function queueMail(db: D1Database, mail: Mail, now: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO mail_outbox (kind, recipient, locale, subject, body, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
    .bind(mail.kind, mail.recipient, mail.locale, mail.subject, mail.body, now);
}

/** Whether a mail of `kind` went to `recipient` since `since` (ms): a reset link is not sent again and again. */
export async function mailedSince(db: D1Database, recipient: string, kind: MailKind, since: number): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS sent FROM mail_outbox WHERE recipient = ?1 AND kind = ?2 AND created_at > ?3 LIMIT 1')
    .bind(recipient, kind, since)
    .first<{ sent: number }>();
  return row !== null;
}
