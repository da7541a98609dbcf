import {
  attemptsStatement,
  attemptWindowOf,
  countAttemptStatement,
  countFirstAttemptStatement,
  forgetAttempts,
} from '../../../platform/db/attempt-windows';
import { idempotent } from '../../../platform/db/database';

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
  /** Networks that tried this address in their window, this one included. */
  networks: number;
  /** Whether the customer logged in from this network within `knownForMs`. */
  knownNetwork: boolean;
}

const addressKey = (emailHash: string) => `login:${emailHash}:`;

/**
 * Counts an attempt at `emailHash` from `network`, and the network among those that tried the
 * address when it is the network's first attempt, in one batch (one round trip, one transaction).
 */
export async function countLoginAttempt(
  db: D1Database,
  attempt: { emailHash: string; network: string; now: number; windowMs: number; knownForMs: number },
): Promise<AttemptCounts> {
  const { emailHash, network, now, windowMs } = attempt;
  const own = `${addressKey(emailHash)}${network}`;
  const networks = `${addressKey(emailHash)}*`;
  const [ownResult, , networksResult, known] = await db.batch([
    countAttemptStatement(db, own, now, windowMs),
    countFirstAttemptStatement(db, networks, own, now, windowMs),
    attemptsStatement(db, networks, now, windowMs),
    db
      .prepare('SELECT 1 AS known FROM login_networks WHERE email_hash = ?1 AND network = ?2 AND last_login > ?3')
      .bind(emailHash, network, now - attempt.knownForMs),
  ]);
  const ownWindow = attemptWindowOf(ownResult, now, windowMs);
  return {
    network: ownWindow.attempts,
    networkUntil: ownWindow.until,
    networks: attemptWindowOf(networksResult, now, windowMs, 0).attempts,
    knownNetwork: (known?.results?.length ?? 0) > 0,
  };
}

/** A password was right: the network's count starts again. */
export async function passwordAccepted(db: D1Database, emailHash: string, network: string): Promise<void> {
  await idempotent(db.prepare('DELETE FROM attempt_windows WHERE key = ?1').bind(`${addressKey(emailHash)}${network}`)).run();
}

/** The customer got in from `network`, whichever way: it is one of the owner's networks now. */
export async function rememberLoginNetwork(db: D1Database, emailHash: string, network: string, now: number): Promise<void> {
  await idempotent(
    db
      .prepare(
        `INSERT INTO login_networks (email_hash, network, last_login) VALUES (?1, ?2, ?3)
         ON CONFLICT (email_hash, network) DO UPDATE SET last_login = max(last_login, excluded.last_login)`,
      )
      .bind(emailHash, network, now),
  ).run();
}

/** Networks the customer has not logged in from since `before` are theirs no longer. */
export async function forgetOldLoginNetworks(db: D1Database, before: number): Promise<void> {
  await idempotent(db.prepare('DELETE FROM login_networks WHERE last_login < ?1').bind(before)).run();
}

/** The owner proved their mailbox (a password reset): every count of the address starts again. */
export function clearLoginAttempts(db: D1Database, emailHash: string): Promise<void> {
  return forgetAttempts(db, addressKey(emailHash));
}
