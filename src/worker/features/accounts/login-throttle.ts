import { forgetEndedAttempts } from '../../platform/db/attempt-windows';
import { type AttemptCounts, forgetOldLoginNetworks } from './queries/login-attempts';

/**
 * How many password logins an address takes, and from where (decision 065). Spec §5 leaves the
 * limits to the shop. The rule protects customers from two strangers: one who guesses their
 * password, and one who wants to keep them out of their account.
 * - A network (a /24 or /64, ./client-network.ts) gets 5 attempts per address in 15 minutes; more
 *   are refused unchecked until its window ends. Another network, the owner's, is not affected.
 * - An address tried from more than 10 networks in 15 minutes is under attack from many: a network
 *   the customer has not got in from within 90 days (by password, signup or Google) then gets 1
 *   attempt per window instead of 5 (slowed, not blocked); the owner's own networks keep all 5.
 *   One stranger on one network cannot bring that about, however often they try.
 * - A password reset (a link by mail) starts every count of the address again.
 */
export const LOGIN_THROTTLE = {
  attemptsPerNetwork: 5,
  attemptsPerNetworkUnderAttack: 1,
  underAttackNetworks: 10,
  windowMs: 15 * 60_000,
  knownNetworkMs: 90 * 86_400_000,
} as const;

/** Whether an address counts as under attack from many networks. */
export const underAttack = (counts: AttemptCounts): boolean => counts.networks > LOGIN_THROTTLE.underAttackNetworks;

/** Whether the attempt just counted may have its password checked. */
export function mayCheckPassword(counts: AttemptCounts): boolean {
  const slowed = underAttack(counts) && !counts.knownNetwork;
  return counts.network <= (slowed ? LOGIN_THROTTLE.attemptsPerNetworkUnderAttack : LOGIN_THROTTLE.attemptsPerNetwork);
}

/** Counts whose windows ended a day ago, and owners' networks not used in 90 days: the cron forgets them (decisions 065, 066). */
export async function forgetOldAttempts(db: D1Database, now: number): Promise<void> {
  await forgetEndedAttempts(db, now - 86_400_000);
  await forgetOldLoginNetworks(db, now - LOGIN_THROTTLE.knownNetworkMs);
}
