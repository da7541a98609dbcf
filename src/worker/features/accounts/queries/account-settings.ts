import { idempotent } from '../../../platform/db/database';

/**
 * What a logged-in customer changes of their own account in D1 (decision 083): their name, their
 * password, their address through a mailed link, and the account as a whole, exported or deleted.
 * Every change that touches more than one row is one batch: all of it happens, or none.
 */

/** The customer of a live session, as their settings need them. */
export interface AccountOwner {
  id: number;
  number: string;
  email: string;
  first_name: string;
  last_name: string;
  type: number;
  is_whitelabel: number;
  created_at: string;
  password_hash: string | null;
  google_subject: string | null;
  /** The address a change waits to be confirmed for. */
  pending_email: string | null;
}

export function findAccountOwner(db: D1Database, tokenHash: string, now: number): Promise<AccountOwner | null> {
  return db
    .prepare(
      `SELECT c.id, c.number, c.email, c.first_name, c.last_name, c.type, c.is_whitelabel, c.created_at, c.password_hash,
              c.google_subject,
              (SELECT new_email FROM email_change_tokens e
                WHERE e.customer_id = c.id AND e.used_at IS NULL AND e.expires_at > ?2
                ORDER BY e.expires_at DESC LIMIT 1) AS pending_email
         FROM sessions s JOIN customers c ON c.id = s.customer_id
        WHERE s.token_hash = ?1 AND s.expires_at > ?2`,
    )
    .bind(tokenHash, now)
    .first<AccountOwner>();
}

export async function renameCustomer(db: D1Database, customerId: number, firstName: string, lastName: string): Promise<void> {
  await idempotent(
    db.prepare('UPDATE customers SET first_name = ?2, last_name = ?3 WHERE id = ?1').bind(customerId, firstName, lastName),
  ).run();
}

/**
 * The new password, with every other session of the customer and every reset link of theirs
 * ended: whoever knew the old password or held a link is out. The session it was changed in stays.
 */
export function changePasswordStatements(
  db: D1Database,
  change: { customerId: number; passwordHash: string; keptSession: string },
): D1PreparedStatement[] {
  return [
    db.prepare('UPDATE customers SET password_hash = ?2 WHERE id = ?1').bind(change.customerId, change.passwordHash),
    db.prepare('DELETE FROM sessions WHERE customer_id = ?1 AND token_hash <> ?2').bind(change.customerId, change.keptSession),
    db.prepare('DELETE FROM password_reset_tokens WHERE customer_id = ?1').bind(change.customerId),
  ];
}

/** Whether an account has this address. */
export async function addressTaken(db: D1Database, email: string): Promise<boolean> {
  return (await db.prepare('SELECT 1 AS taken FROM customers WHERE email = ?1').bind(email).first<{ taken: number }>()) !== null;
}

/** A change of address asked for: only the newest link works, so the older ones end with it. */
export function emailChangeStatements(
  db: D1Database,
  change: { customerId: number; tokenHash: string; newEmail: string; expiresAt: number },
): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM email_change_tokens WHERE customer_id = ?1').bind(change.customerId),
    db
      .prepare('INSERT INTO email_change_tokens (token_hash, customer_id, new_email, expires_at) VALUES (?1, ?2, ?3, ?4)')
      .bind(change.tokenHash, change.customerId, change.newEmail, change.expiresAt),
  ];
}

/** A link's change of address, while it is unused and unexpired. */
interface PendingEmailChange {
  customer_id: number;
  old_email: string;
  new_email: string;
}

export function findEmailChange(db: D1Database, tokenHash: string, now: number): Promise<PendingEmailChange | null> {
  return db
    .prepare(
      `SELECT e.customer_id, c.email AS old_email, e.new_email FROM email_change_tokens e JOIN customers c ON c.id = e.customer_id
        WHERE e.token_hash = ?1 AND e.used_at IS NULL AND e.expires_at > ?2`,
    )
    .bind(tokenHash, now)
    .first<PendingEmailChange>();
}

/**
 * The statements that follow a change's link: the token is used up and the address changes, unless
 * an account took the new address meanwhile. Each holds only if this very token was still unused,
 * so two clicks change it once. `CHANGED` (for the notice to the old address) holds afterwards.
 */
export function confirmEmailChangeStatements(db: D1Database, tokenHash: string, change: PendingEmailChange, now: number) {
  const usedNow = 'EXISTS (SELECT 1 FROM email_change_tokens WHERE token_hash = ?3 AND used_at = ?4)';
  return [
    db
      .prepare('UPDATE email_change_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2')
      .bind(tokenHash, now),
    db
      .prepare(
        `UPDATE customers SET email = ?2
          WHERE id = ?1 AND ${usedNow} AND NOT EXISTS (SELECT 1 FROM customers WHERE email = ?2)`,
      )
      .bind(change.customer_id, change.new_email, tokenHash, now),
  ];
}

/**
 * The condition (for `queueMail`, over its parameters ?7 customer, ?8 new address, ?9 token hash,
 * ?10 time) that this very link changed the address: two clicks tell the old address once.
 */
export const CHANGED_BY_THIS_LINK = `EXISTS (SELECT 1 FROM customers WHERE id = ?7 AND email = ?8)
  AND EXISTS (SELECT 1 FROM email_change_tokens WHERE token_hash = ?9 AND used_at = ?10)`;

/** Whether the customer's address is now `email`. */
export async function hasAddress(db: D1Database, customerId: number, email: string): Promise<boolean> {
  const row = await db
    .prepare('SELECT 1 AS has FROM customers WHERE id = ?1 AND email = ?2')
    .bind(customerId, email)
    .first<{ has: number }>();
  return row !== null;
}

/** The customer's sessions, as their data export lists them. */
export async function sessionsOf(db: D1Database, customerId: number) {
  const { results } = await db
    .prepare(
      `SELECT token_hash, created_at AS createdAt, expires_at AS expiresAt, cart_articles_amount AS cartArticlesAmount,
              is_whitelabel_order AS isWhitelabelOrder, voucher_code AS voucherCode
         FROM sessions WHERE customer_id = ?1 ORDER BY created_at`,
    )
    .bind(customerId)
    .all<{
      token_hash: string;
      createdAt: string;
      expiresAt: number;
      cartArticlesAmount: number;
      isWhitelabelOrder: number;
      voucherCode: string | null;
    }>();
  return results;
}

/** The mails the shop wrote to an address, without their bodies (a body may hold a link's token). */
export async function mailsTo(db: D1Database, email: string) {
  const { results } = await db
    .prepare('SELECT kind, subject, created_at AS createdAt, sent_at AS sentAt FROM mail_outbox WHERE recipient = ?1 ORDER BY id')
    .bind(email)
    .all<{ kind: string; subject: string; createdAt: number; sentAt: number | null }>();
  return results;
}

/**
 * The statements that delete what the accounts keep of a customer (decision 083): their mails,
 * the owner's networks and login counts of their address, reset and address-change links, every
 * session, and the customer. The wishlist and the newsletter add their own to the same batch.
 */
export function forgetCustomerStatements(db: D1Database, owner: { id: number; email: string; emailHash: string }): D1PreparedStatement[] {
  return [
    db.prepare('DELETE FROM mail_outbox WHERE recipient = ?1').bind(owner.email),
    db.prepare('DELETE FROM login_networks WHERE email_hash = ?1').bind(owner.emailHash),
    db.prepare("DELETE FROM attempt_windows WHERE key >= ?1 AND key < ?1 || '~'").bind(`login:${owner.emailHash}:`),
    db.prepare('DELETE FROM email_change_tokens WHERE customer_id = ?1').bind(owner.id),
    db.prepare('DELETE FROM password_reset_tokens WHERE customer_id = ?1').bind(owner.id),
    db.prepare('DELETE FROM sessions WHERE customer_id = ?1').bind(owner.id),
    db.prepare('DELETE FROM customers WHERE id = ?1').bind(owner.id),
  ];
}
