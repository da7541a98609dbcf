import { z } from 'zod';
import { ENVELOPE_CHOICES, type EnvelopeChoice } from '../../../../shared/catalogue/card-prices';
import type { Channel } from '../../../../shared/channel/channels';
import { idempotent } from '../../../platform/db/database';

/**
 * The card accessory choices kept on sessions (migrations/0014_card_accessory_orders.sql; decision
 * 087): one row per session, channel and card theme, read only while its session lives.
 */

export interface KeptCardAccessoryOrder {
  envelope: EnvelopeChoice;
  /** Accessory SKUs as they were kept. */
  accessories: string[];
  savedAt: number;
}

const KeptRow = z.object({
  envelope: z.enum(ENVELOPE_CHOICES),
  // A JSON array by the table's CHECK.
  accessories: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(z.array(z.string())),
  saved_at: z.number(),
});

/** The choice kept for a theme on the live session with this token hash, or null. */
export async function findCardAccessoryOrder(
  db: D1Database,
  where: { tokenHash: string; channel: Channel; themeId: string },
  nowMs: number,
): Promise<KeptCardAccessoryOrder | null> {
  const row = await db
    .prepare(
      `SELECT o.envelope, o.accessories, o.saved_at
         FROM card_accessory_orders o JOIN sessions s ON s.token_hash = o.token_hash AND s.expires_at > ?4
        WHERE o.token_hash = ?1 AND o.channel = ?2 AND o.theme_id = ?3`,
    )
    .bind(where.tokenHash, where.channel, where.themeId, nowMs)
    .first();
  if (!row) return null;
  const kept = KeptRow.parse(row);
  return { envelope: kept.envelope, accessories: kept.accessories, savedAt: kept.saved_at };
}

/**
 * Keeps a theme's choice on a session, in one transaction: with `newSessionExpiresAt`, the
 * visitor's new session is written first, so a choice never lands without its session nor a
 * session without the choice it was made for. Both statements end the same when run twice.
 */
export async function keepCardAccessoryOrder(
  db: D1Database,
  order: { tokenHash: string; channel: Channel; themeId: string } & KeptCardAccessoryOrder,
  newSessionExpiresAt: number | null,
): Promise<void> {
  const session =
    newSessionExpiresAt === null
      ? []
      : [
          idempotent(
            db
              .prepare('INSERT INTO sessions (token_hash, expires_at) VALUES (?1, ?2) ON CONFLICT (token_hash) DO NOTHING')
              .bind(order.tokenHash, newSessionExpiresAt),
          ),
        ];
  await db.batch([
    ...session,
    idempotent(
      db
        .prepare(
          `INSERT INTO card_accessory_orders (token_hash, channel, theme_id, envelope, accessories, saved_at)
           VALUES (?1, ?2, ?3, ?4, ?5, ?6)
           ON CONFLICT (token_hash, channel, theme_id)
           DO UPDATE SET envelope = excluded.envelope, accessories = excluded.accessories, saved_at = excluded.saved_at`,
        )
        .bind(order.tokenHash, order.channel, order.themeId, order.envelope, JSON.stringify(order.accessories), order.savedAt),
    ),
  ]);
}

/**
 * The statement that moves the accessory choices of one session to another, for a login's new
 * session (decision 047 rotates it): the choice stays with the visitor, as the basket does.
 */
export function moveCardAccessoryOrdersStatement(db: D1Database, fromTokenHash: string, toTokenHash: string): D1PreparedStatement {
  return db.prepare('UPDATE card_accessory_orders SET token_hash = ?2 WHERE token_hash = ?1').bind(fromTokenHash, toTokenHash);
}
