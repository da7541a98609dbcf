/** The session's customer and basket, as stored in D1 (migrations/0002_customers.sql). */
export interface SessionRow {
  customer_id: number | null;
  number: string | null;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  type: number | null;
  is_whitelabel: number | null;
  cart_articles_amount: number;
  is_whitelabel_order: number;
}

/** The live session with this token hash, with its customer if one is logged in; null if none. */
export async function findSession(db: D1Database, tokenHash: string, nowMs: number): Promise<SessionRow | null> {
  return db
    .prepare(
      `SELECT s.customer_id, c.number, c.email, c.first_name, c.last_name, c.type, c.is_whitelabel,
              s.cart_articles_amount, s.is_whitelabel_order
         FROM sessions s LEFT JOIN customers c ON c.id = s.customer_id
        WHERE s.token_hash = ?1 AND s.expires_at > ?2`,
    )
    .bind(tokenHash, nowMs)
    .first<SessionRow>();
}
