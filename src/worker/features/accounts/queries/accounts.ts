import { idempotent } from '../../../platform/db/database';
import { sha256Hex } from '../../../platform/request/digest';

/**
 * Customer accounts in D1 (migrations/0002_customers.sql, 0008_accounts.sql; decision 047):
 * finding and creating a customer by email, their password hash, the throttle of failed logins,
 * and sessions that change hands at login.
 */

/** A customer as a login reads them. */
interface LoginAccount {
  id: number;
  password_hash: string | null;
}

export function findLoginAccount(db: D1Database, email: string): Promise<LoginAccount | null> {
  return db.prepare('SELECT id, password_hash FROM customers WHERE email = ?1').bind(email).first<LoginAccount>();
}

/**
 * A new customer, with a password or a Google subject, or null when the email (or the subject)
 * already has an account. Customer numbers count up from 10000001 (spec §3 Customer number),
 * taken in the same statement.
 */
export async function createCustomer(
  db: D1Database,
  customer: { email: string; passwordHash: string | null; googleSubject?: string; firstName: string; lastName: string },
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO customers (number, email, password_hash, first_name, last_name, google_subject)
       SELECT printf('%d', 10000000 + coalesce(max(id), 0) + 1), ?1, ?2, ?3, ?4, ?5 FROM customers WHERE true
       ON CONFLICT (email) DO NOTHING
       ON CONFLICT (google_subject) WHERE google_subject IS NOT NULL DO NOTHING
       RETURNING id`,
    )
    .bind(customer.email, customer.passwordHash, customer.firstName, customer.lastName, customer.googleSubject ?? null)
    .first<{ id: number }>();
  return row?.id ?? null;
}

/** The customer who signed in with this Google account before (its ID token's `sub`), or null. */
export async function findGoogleCustomer(db: D1Database, googleSubject: string): Promise<number | null> {
  const row = await db.prepare('SELECT id FROM customers WHERE google_subject = ?1').bind(googleSubject).first<{ id: number }>();
  return row?.id ?? null;
}

/**
 * Links a Google account to the customer with its address; false when that customer is linked to
 * another Google account already (which stays).
 */
export async function linkGoogleSubject(db: D1Database, customerId: number, googleSubject: string): Promise<boolean> {
  // Run twice, the second finds the same subject and answers the same.
  const row = await idempotent(
    db
      .prepare('UPDATE customers SET google_subject = ?2 WHERE id = ?1 AND coalesce(google_subject, ?2) = ?2 RETURNING id')
      .bind(customerId, googleSubject),
  ).first<{ id: number }>();
  return row !== null;
}

export async function replacePasswordHash(db: D1Database, customerId: number, passwordHash: string): Promise<void> {
  await idempotent(db.prepare('UPDATE customers SET password_hash = ?2 WHERE id = ?1').bind(customerId, passwordHash)).run();
}

/** What the login counts key an address by: the SHA-256 of the address as the accounts keep it (trimmed, lower case). */
export const loginThrottleKey = (email: string): Promise<string> => sha256Hex(email);

/**
 * A new session for `customerId` in place of the request's old one (rotated at login, decision
 * 047): the basket and a redeemed voucher move over, and the old token stops working. `carried`
 * are other features' statements that move what hangs on the old session, run in between.
 */
export async function rotateSession(
  db: D1Database,
  session: { tokenHash: string; previousHash: string | null; customerId: number | null; expiresAt: number; now: number },
  carried: readonly D1PreparedStatement[] = [],
): Promise<void> {
  const previous = session.previousHash ?? '';
  await db.batch([
    db
      .prepare(
        `INSERT INTO sessions (token_hash, customer_id, cart_articles_amount, is_whitelabel_order, voucher_code, expires_at)
         SELECT ?1, ?2,
                coalesce((SELECT cart_articles_amount FROM sessions WHERE token_hash = ?3 AND expires_at > ?5), 0),
                coalesce((SELECT is_whitelabel_order FROM sessions WHERE token_hash = ?3 AND expires_at > ?5), 0),
                (SELECT voucher_code FROM sessions WHERE token_hash = ?3 AND expires_at > ?5),
                ?4`,
      )
      .bind(session.tokenHash, session.customerId, previous, session.expiresAt, session.now),
    ...carried,
    db.prepare('DELETE FROM sessions WHERE token_hash = ?1').bind(previous),
  ]);
}

export async function endSession(db: D1Database, tokenHash: string): Promise<void> {
  await idempotent(db.prepare('DELETE FROM sessions WHERE token_hash = ?1').bind(tokenHash)).run();
}

/** The statement that keeps a reset token's hash for a customer until `expiresAt`. */
export function resetTokenStatement(db: D1Database, tokenHash: string, customerId: number, expiresAt: number): D1PreparedStatement {
  return db
    .prepare('INSERT INTO password_reset_tokens (token_hash, customer_id, expires_at) VALUES (?1, ?2, ?3)')
    .bind(tokenHash, customerId, expiresAt);
}

/**
 * Sets a new password with a reset token: the token is used up, the customer's other reset tokens
 * and every session of theirs end, all in one batch. Null when the token is unknown, used or
 * expired; then nothing changes. Two uses of one token in the same millisecond both count: both
 * came from the holder of the link.
 */
export async function resetPassword(
  db: D1Database,
  tokenHash: string,
  passwordHash: string,
  now: number,
): Promise<{ id: number; email: string } | null> {
  const token = await db
    .prepare(
      `SELECT t.customer_id, c.email FROM password_reset_tokens t JOIN customers c ON c.id = t.customer_id
        WHERE t.token_hash = ?1 AND t.used_at IS NULL AND t.expires_at > ?2`,
    )
    .bind(tokenHash, now)
    .first<{ customer_id: number; email: string }>();
  if (!token) return null;
  const [used] = await db.batch([
    db
      .prepare(
        'UPDATE password_reset_tokens SET used_at = ?2 WHERE token_hash = ?1 AND used_at IS NULL AND expires_at > ?2 RETURNING customer_id',
      )
      .bind(tokenHash, now),
    // Each statement below holds only if this very token was still unused (another request may race).
    db
      .prepare(
        `UPDATE customers SET password_hash = ?2
          WHERE id = ?1 AND EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ?3 AND used_at = ?4)`,
      )
      .bind(token.customer_id, passwordHash, tokenHash, now),
    db
      .prepare(
        `DELETE FROM password_reset_tokens WHERE customer_id = ?1 AND token_hash <> ?2
            AND EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ?2 AND used_at = ?3)`,
      )
      .bind(token.customer_id, tokenHash, now),
    db
      .prepare(
        `DELETE FROM sessions WHERE customer_id = ?1
            AND EXISTS (SELECT 1 FROM password_reset_tokens WHERE token_hash = ?2 AND used_at = ?3)`,
      )
      .bind(token.customer_id, tokenHash, now),
  ]);
  return (used?.results?.length ?? 0) > 0 ? { id: token.customer_id, email: token.email } : null;
}
