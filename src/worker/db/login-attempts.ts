import { idempotent } from './database';

/**
 * Login attempts in D1 (migrations/0011_login_attempts.sql; decision 063): counted per address and
 * network and per address across networks, before the password is checked.
 */

/** The network row that stands for an address across every network. */
const EVERY_NETWORK = '*';

/** What counting one attempt found. */
export interface AttemptCounts {
  /** Attempts from this network in its window, this one included. */
  network: number;
  /** When the network's window ends (ms since the epoch). */
  networkUntil: number;
  /** Attempts at this address from every network in their window. */
  everyNetwork: number;
  /** Whether the customer logged in from this network within `knownForMs`. */
  knownNetwork: boolean;
}

// One statement per row: it starts a new window when the last has passed, else counts in it, and
// returns the count, so two attempts at the same moment get two different counts.
const COUNT = `INSERT INTO login_attempts (email_hash, network, window_start, attempts) VALUES (?1, ?2, ?3, 1)
  ON CONFLICT (email_hash, network) DO UPDATE SET
    attempts = CASE WHEN window_start <= ?3 - ?4 THEN 1 ELSE attempts + 1 END,
    window_start = CASE WHEN window_start <= ?3 - ?4 THEN ?3 ELSE window_start END
  RETURNING attempts, window_start`;

/** Counts an attempt at `emailHash` from `network`, in one batch (one round trip, one transaction). */
export async function countLoginAttempt(
  db: D1Database,
  attempt: { emailHash: string; network: string; now: number; windowMs: number; knownForMs: number },
): Promise<AttemptCounts> {
  const { emailHash, network, now, windowMs } = attempt;
  const [own, every, known] = await db.batch([
    db.prepare(COUNT).bind(emailHash, network, now, windowMs),
    db.prepare(COUNT).bind(emailHash, EVERY_NETWORK, now, windowMs),
    db
      .prepare('SELECT 1 AS known FROM login_networks WHERE email_hash = ?1 AND network = ?2 AND last_login > ?3')
      .bind(emailHash, network, now - attempt.knownForMs),
  ]);
  const row = (result: D1Result | undefined) =>
    (result?.results?.[0] ?? { attempts: 1, window_start: now }) as { attempts: number; window_start: number };
  return {
    network: row(own).attempts,
    networkUntil: row(own).window_start + windowMs,
    everyNetwork: row(every).attempts,
    knownNetwork: (known?.results?.length ?? 0) > 0,
  };
}

/** A login succeeded: the network's count starts again and the network is the owner's. */
export async function loginSucceeded(db: D1Database, emailHash: string, network: string, now: number): Promise<void> {
  await db.batch([
    idempotent(db.prepare('DELETE FROM login_attempts WHERE email_hash = ?1 AND network = ?2').bind(emailHash, network)),
    idempotent(
      db
        .prepare(
          `INSERT INTO login_networks (email_hash, network, last_login) VALUES (?1, ?2, ?3)
           ON CONFLICT (email_hash, network) DO UPDATE SET last_login = max(last_login, excluded.last_login)`,
        )
        .bind(emailHash, network, now),
    ),
  ]);
}

/** The owner proved their mailbox (a password reset): every count of the address starts again. */
export async function clearLoginAttempts(db: D1Database, emailHash: string): Promise<void> {
  await idempotent(db.prepare('DELETE FROM login_attempts WHERE email_hash = ?1').bind(emailHash)).run();
}
