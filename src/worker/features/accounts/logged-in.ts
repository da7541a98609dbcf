import type { Context } from 'hono';
import type { AppEnv } from '../../platform/app-env';
import { NO_STORE } from '../../platform/http/form-answers';
import { newSessionToken, SESSION_DAYS, sessionTokenHash, sessionTokenOf, writeSessionCookie } from '../../platform/session/session-cookie';
import { moveCardAccessoryOrdersStatement } from '../catalogue/public';
import { mergeVisitorWishlist } from '../wishlist/public';
import { clientNetwork } from './client-network';
import { customerOfSession } from './customer';
import { rotateSession } from './queries/accounts';
import { rememberLoginNetwork } from './queries/login-attempts';

/**
 * Logs the customer in on a new session, the old one ended (rotated, decision 048), and answers
 * the customer (spec §4: a login sets logged-in with the returned payload). Every way in ends
 * here: a password login, a signup, Google sign-in (decision 051).
 */
export async function loggedIn(c: Context<AppEnv>, customerId: number) {
  const token = newSessionToken();
  const tokenHash = await sessionTokenHash(token);
  const previous = sessionTokenOf(c);
  const previousHash = previous ? await sessionTokenHash(previous) : null;
  const now = Date.now();
  // A card's accessory choice (decision 087) moves with the basket.
  const carried = previousHash ? [moveCardAccessoryOrdersStatement(c.env.DB, previousHash, tokenHash)] : [];
  await rotateSession(c.env.DB, { tokenHash, previousHash, customerId, expiresAt: now + SESSION_DAYS * 86_400_000, now }, carried);
  writeSessionCookie(c, token);
  // A visitor's wishlist becomes the customer's (decision 054).
  await mergeVisitorWishlist(c, customerId);
  const customer = await customerOfSession(c, tokenHash);
  // The network is the owner's from now on: it keeps its login attempts while strangers try the address (decision 065).
  if (customer.emailHash) await rememberLoginNetwork(c.env.DB, customer.emailHash, clientNetwork(c.req.header('cf-connecting-ip')), now);
  return c.json(customer, 200, NO_STORE);
}
