import { idempotent } from '../../../platform/db/database';

/**
 * How long what ended is kept before the cron forgets it (docs/capacity.md: kept, it would fill D1).
 * A session ended is read by nothing (every read asks `expires_at > now`); a one-time link is kept a
 * while longer, so one opened late still says it expired rather than that it is unknown.
 */
const KEPT_AFTER_END_MS = { session: 86_400_000, link: 30 * 86_400_000 } as const;
/** At most this many rows of each table per run (every five minutes): each statement stays short. */
const PER_RUN = 5_000;

const forget = (db: D1Database, table: string, before: number) =>
  idempotent(
    db
      .prepare(`DELETE FROM ${table} WHERE token_hash IN (SELECT token_hash FROM ${table} WHERE expires_at < ?1 LIMIT ?2)`)
      .bind(before, PER_RUN),
  );

/**
 * Sessions ended a day ago (their card accessory choices go with them, ON DELETE CASCADE) and reset
 * and address-change links ended 30 days ago.
 */
export async function forgetEndedSessions(db: D1Database, now: number): Promise<void> {
  await db.batch([
    forget(db, 'sessions', now - KEPT_AFTER_END_MS.session),
    forget(db, 'password_reset_tokens', now - KEPT_AFTER_END_MS.link),
    forget(db, 'email_change_tokens', now - KEPT_AFTER_END_MS.link),
  ]);
}
