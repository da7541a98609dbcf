import type { AttemptCounts } from '../db/login-attempts';

/**
 * How many password logins an address takes, and from where (decision 065). Spec §5 leaves the
 * limits to the shop. The rule protects customers from two strangers: one who guesses their
 * password, and one who wants to keep them out of their account.
 * - A network (a /24 or /64, ./client-network.ts) gets 5 attempts per address in 15 minutes; more
 *   are refused unchecked until its window ends. Another network, the owner's, is not affected.
 * - An address tried more than 20 times in 15 minutes is under attack from many networks: a
 *   network the customer has not logged in from within 90 days then gets 1 attempt per window
 *   instead of 5 (slowed, not blocked); the owner's own networks keep all 5.
 * - A password reset (a link by mail) starts every count of the address again.
 */
export const LOGIN_THROTTLE = {
  attemptsPerNetwork: 5,
  attemptsPerNetworkUnderAttack: 1,
  underAttackAfter: 20,
  windowMs: 15 * 60_000,
  knownNetworkMs: 90 * 86_400_000,
} as const;

/** Whether an address counts as under attack from many networks. */
export const underAttack = (counts: AttemptCounts): boolean => counts.everyNetwork > LOGIN_THROTTLE.underAttackAfter;

/** Whether the attempt just counted may have its password checked. */
export function mayCheckPassword(counts: AttemptCounts): boolean {
  const slowed = underAttack(counts) && !counts.knownNetwork;
  return counts.network <= (slowed ? LOGIN_THROTTLE.attemptsPerNetworkUnderAttack : LOGIN_THROTTLE.attemptsPerNetwork);
}
