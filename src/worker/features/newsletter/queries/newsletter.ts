import type { Channel } from '../../../../shared/channel/channels';

/**
 * Newsletter subscriptions in D1 (migrations/0008_accounts.sql; decision 052): one row per channel
 * and address, with the locale its mails are written in, counting once confirmed.
 */

/** Whether an address is subscribed to a channel's newsletter: not at all, unconfirmed or confirmed. */
export async function subscriptionState(db: D1Database, channel: Channel, email: string): Promise<'none' | 'unconfirmed' | 'confirmed'> {
  const row = await db
    .prepare('SELECT confirmed_at FROM newsletter_subscriptions WHERE channel = ?1 AND email = ?2')
    .bind(channel, email)
    .first<{ confirmed_at: number | null }>();
  if (!row) return 'none';
  return row.confirmed_at === null ? 'unconfirmed' : 'confirmed';
}

/** The statement that subscribes an address unconfirmed; an unconfirmed one takes the new locale, a confirmed one stays as it is. */
export function subscribeStatement(db: D1Database, subscription: { channel: Channel; email: string; locale: string }, now: number) {
  return db
    .prepare(
      `INSERT INTO newsletter_subscriptions (channel, email, locale, created_at) VALUES (?1, ?2, ?3, ?4)
       ON CONFLICT (channel, email) DO UPDATE SET locale = excluded.locale WHERE confirmed_at IS NULL`,
    )
    .bind(subscription.channel, subscription.email, subscription.locale, now);
}

/** The statement that confirms an unconfirmed subscription at `now`; a confirmed one keeps its time. */
export function confirmStatement(db: D1Database, channel: Channel, email: string, now: number): D1PreparedStatement {
  return db
    .prepare('UPDATE newsletter_subscriptions SET confirmed_at = ?3 WHERE channel = ?1 AND email = ?2 AND confirmed_at IS NULL')
    .bind(channel, email, now);
}

/**
 * The condition (for `queueMail`, over its parameters ?7 channel, ?8 address, ?9 time) that a
 * welcome mail is due: the confirmation of this very batch happened, and no welcome mail went to
 * the address from this channel before. Two clicks at once welcome once.
 */
export const WELCOME_DUE = `EXISTS (SELECT 1 FROM newsletter_subscriptions WHERE channel = ?7 AND email = ?8 AND confirmed_at = ?9)
  AND NOT EXISTS (SELECT 1 FROM mail_outbox WHERE kind = 'welcome' AND channel = ?7 AND recipient = ?8)`;

/** An address's subscriptions in every channel, as a customer's data export lists them (decision 083). */
export async function subscriptionsOfAddress(db: D1Database, email: string) {
  const { results } = await db
    .prepare(
      `SELECT channel, locale, created_at AS createdAt, confirmed_at AS confirmedAt FROM newsletter_subscriptions
        WHERE email = ?1 ORDER BY channel`,
    )
    .bind(email)
    .all<{ channel: string; locale: string; createdAt: number; confirmedAt: number | null }>();
  return results;
}

/** The statement that forgets an address's subscriptions in every channel, for an account's deletion. */
export function forgetSubscriptionsStatement(db: D1Database, email: string): D1PreparedStatement {
  return db.prepare('DELETE FROM newsletter_subscriptions WHERE email = ?1').bind(email);
}
