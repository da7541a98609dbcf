import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { ANONYMOUS, CUSTOMER_DATA_PATH, type CustomerData } from '../../../shared/customer';
import type { AppEnv } from '../../platform/app-env';
import { DatabaseUnavailable } from '../../platform/db/database';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { validated } from '../../platform/http/validation';
import { sha256Hex } from '../../platform/request/digest';
import { sessionTokenHash, sessionTokenOf } from '../../platform/session/session-cookie';
import { findSession, type SessionRow } from '../../platform/session/sessions';
import { wishlistCount } from '../wishlist/public';

export const customerApi = new Hono<AppEnv>();

/** spec §7: GET with credentials, a page query and a referrer header. */
const QuerySchema = z.object({ page: z.string().max(2048).optional() });

customerApi.get(CUSTOMER_DATA_PATH, validated('query', QuerySchema), async (c) => {
  const token = sessionTokenOf(c);
  let customer: CustomerData;
  try {
    customer = await customerOfSession(c, token ? await sessionTokenHash(token) : null);
  } catch (error) {
    if (!(error instanceof DatabaseUnavailable)) throw error;
    // Every page asks this: with D1 down the header shows a visitor not known yet, with no failed
    // request in the browser's console, and the next page asks again (decision 062).
    customer = { ...ANONYMOUS, unknown: true };
  }
  return c.json(customer, 200, { ...cachePolicy(CACHE.none), vary: 'cookie' });
});

/**
 * The customer of a live session (spec §3 Customer), anonymous without one, with the number of
 * designs on their wishlist where the channel has one (decision 081).
 */
export async function customerOfSession(c: Context<AppEnv>, tokenHash: string | null): Promise<CustomerData> {
  const row = tokenHash ? await findSession(c.env.DB, tokenHash, Date.now()) : null;
  const customer = row ? { ...customerOf(row), emailHash: row.email ? await sha256Hex(row.email.trim().toLowerCase()) : null } : ANONYMOUS;
  const wishlist = await wishlistCount(c, row?.customer_id ?? null);
  return wishlist === null ? customer : { ...customer, wishlistCount: wishlist };
}

/** The customer of a session row; the email hash is added by the caller (it needs crypto). */
function customerOf(row: SessionRow): CustomerData {
  const order = { isWhitelabelOrder: row.is_whitelabel_order === 1, cartArticlesAmount: row.cart_articles_amount };
  if (row.customer_id === null) return { ...ANONYMOUS, order };
  const firstName = row.first_name ?? '';
  const lastName = row.last_name ?? '';
  return {
    emailHash: null,
    firstName,
    lastName,
    fullName: [firstName, lastName].filter(Boolean).join(' '),
    isLoggedIn: true,
    isWhitelabelCustomer: row.is_whitelabel === 1,
    number: row.number,
    order,
    type: row.type ?? 0,
  };
}
