import { attemptWindowOf, countAttemptStatement, forgetAttempts } from './attempt-windows';
import { idempotent } from './database';

/**
 * Login attempts (decision 065): counted per address and network and per address across
 * networks (./attempt-windows.ts), before the password is checked.
 */

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

const addressKey = (emailHash: string) => `login:${emailHash}:`;

/** Counts an attempt at `emailHash` from `network`, in one batch (one round trip, one transaction). */
export async function countLoginAttempt(
  db: D1Database,
  attempt: { emailHash: string; network: string; now: number; windowMs: number; knownForMs: number },
): Promise<AttemptCounts> {
  const { emailHash, network, now, windowMs } = attempt;
  const [own, every, known] = await db.batch([
    countAttemptStatement(db, `${addressKey(emailHash)}${network}`, now, windowMs),
    countAttemptStatement(db, `${addressKey(emailHash)}*`, now, windowMs),
    db
      .prepare('SELECT 1 AS known FROM login_networks WHERE email_hash = ?1 AND network = ?2 AND last_login > ?3')
      .bind(emailHash, network, now - attempt.knownForMs),
  ]);
  const ownWindow = attemptWindowOf(own, now, windowMs);
  return {
    network: ownWindow.attempts,
    networkUntil: ownWindow.until,
    everyNetwork: attemptWindowOf(every, now, windowMs).attempts,
    knownNetwork: (known?.results?.length ?? 0) > 0,
  };
}

/** A login succeeded: the network's count starts again and the network is the owner's. */
export async function loginSucceeded(db: D1Database, emailHash: string, network: string, now: number): Promise<void> {
  await db.batch([
    idempotent(db.prepare('DELETE FROM attempt_windows WHERE key = ?1').bind(`${addressKey(emailHash)}${network}`)),
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
export function clearLoginAttempts(db: D1Database, emailHash: string): Promise<void> {
  return forgetAttempts(db, addressKey(emailHash));
}
