import { z } from 'zod';
import { CHANNELS, type Channel } from '../../../shared/channel/channels';
import { LOCALES, type Locale } from '../../../shared/locale/locales';
import { base64url, equalInConstantTime } from '../../platform/request/digest';

/**
 * The signed token of a newsletter confirmation link (issue 14; decision 052): channel, address,
 * locale and expiry, as base64url JSON, then `.` and their HMAC-SHA256 in base64url. Nothing is
 * kept per link: the signature is the proof that the link came from the shop's mail. The key is
 * the secret `NEWSLETTER_LINK_SECRET`, else a random one the shop makes once and keeps in D1
 * (`shop_meta`), so a local shop needs no configuration.
 */
export interface SignedSubscription {
  channel: Channel;
  email: string;
  locale: Locale;
}

/** How long a confirmation link works. */
export const LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/** The `shop_meta` row of the key made when no secret is set. */
const KEY_ROW = 'newsletter-link-key';

const Payload = z.object({
  channel: z.enum(CHANNELS),
  email: z.string().min(3).max(254),
  locale: z.enum(LOCALES),
  expires: z.number().int(),
});

const encoder = new TextEncoder();

/** The link's key: the secret, else the one kept in D1, made by whichever request needs it first. */
async function linkKey(env: Env): Promise<CryptoKey> {
  let secret = env.NEWSLETTER_LINK_SECRET;
  if (!secret) {
    const made = base64url(crypto.getRandomValues(new Uint8Array(32)));
    // One statement: two first requests at once both read the key that was kept.
    const row = await env.DB.prepare(
      'INSERT INTO shop_meta (key, value) VALUES (?1, ?2) ON CONFLICT (key) DO UPDATE SET value = value RETURNING value',
    )
      .bind(KEY_ROW, made)
      .first<{ value: string }>();
    secret = row?.value ?? made;
  }
  return crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
}

async function signatureOf(key: CryptoKey, payload: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(payload))));
}

/** The token for a confirmation link of `subscription`, good until `expires` (ms). */
export async function signSubscription(env: Env, subscription: SignedSubscription, expires: number): Promise<string> {
  const payload = base64url(encoder.encode(JSON.stringify({ ...subscription, expires })));
  return `${payload}.${await signatureOf(await linkKey(env), payload)}`;
}

/** The subscription a token was signed for, or null when it is damaged, forged or expired at `now`. */
export async function readSignedSubscription(env: Env, token: string, now: number): Promise<SignedSubscription | null> {
  const [payload = '', signature = '', ...rest] = token.split('.');
  if (rest.length > 0 || !/^[A-Za-z0-9_-]{1,2048}$/.test(payload)) return null;
  if (!equalInConstantTime(signature, await signatureOf(await linkKey(env), payload))) return null;
  const parsed = Payload.safeParse(decoded(payload));
  if (!parsed.success || parsed.data.expires <= now) return null;
  const { channel, email, locale } = parsed.data;
  return { channel, email, locale };
}

/** A token's payload as JSON, unchecked; undefined when it is not base64url JSON. */
function decoded(payload: string): unknown {
  try {
    const bytes = Uint8Array.from(atob(payload.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return undefined;
  }
}

/**
 * The locale a token names, signed or not (an expired or damaged link): only to answer in the
 * shopper's language, never to act on (decision 055). Null when it names none.
 */
export function claimedLocale(token: string): Locale | null {
  const parsed = z.object({ locale: z.enum(LOCALES) }).safeParse(decoded(token.split('.')[0] ?? ''));
  return parsed.success ? parsed.data.locale : null;
}
