import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { z } from 'zod';
import { ANONYMOUS, CUSTOMER_DATA_PATH, type CustomerData } from '../../shared/customer';
import type { AppEnv } from '../app-env';
import { findSession, type SessionRow } from '../db/sessions';
import { CACHE, cachePolicy } from '../http/cache-policy';
import { sha256Hex } from '../request/digest';
import { validated } from './validation';

/** The http-only cookie that carries the session token. */
export const SESSION_COOKIE = 'shop_session';
/** What a session token looks like (32 random bytes, base64url); anything else is no session. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export const customerApi = new Hono<AppEnv>();

/** spec §7: GET with credentials, a page query and a referrer header. */
const QuerySchema = z.object({ page: z.string().max(2048).optional() });

customerApi.get(CUSTOMER_DATA_PATH, validated('query', QuerySchema), async (c) => {
  const token = getCookie(c, SESSION_COOKIE);
  let customer: CustomerData = ANONYMOUS;
  if (token && TOKEN.test(token)) {
    const row = await findSession(c.env.DB, await sha256Hex(token), Date.now());
    if (row) customer = { ...customerOf(row), emailHash: row.email ? await sha256Hex(row.email.trim().toLowerCase()) : null };
  }
  return c.json(customer, 200, { ...cachePolicy(CACHE.none), vary: 'cookie' });
});

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
