import { idempotent } from '../../../platform/db/database';

/** A voucher as stored in D1 (migrations/0004_vouchers.sql). */
interface VoucherRow {
  code: string;
  kind: 'percent' | 'amount';
  value: number;
  currency: string | null;
}

/** The voucher with this code if it is active and valid at `nowMs`. */
export async function findValidVoucher(db: D1Database, code: string, nowMs: number): Promise<VoucherRow | null> {
  return db
    .prepare('SELECT code, kind, value, currency FROM vouchers WHERE code = ?1 AND active = 1 AND valid_from <= ?2 AND valid_until > ?2')
    .bind(code, nowMs)
    .first<VoucherRow>();
}

/** Keeps the voucher on the session (created for a visitor without one). */
export async function attachVoucher(db: D1Database, tokenHash: string, code: string, expiresAt: number): Promise<void> {
  await idempotent(
    db
      .prepare(
        `INSERT INTO sessions (token_hash, voucher_code, expires_at) VALUES (?1, ?2, ?3)
         ON CONFLICT (token_hash) DO UPDATE SET voucher_code = excluded.voucher_code`,
      )
      .bind(tokenHash, code, expiresAt),
  ).run();
}
