import { base64url, equalInConstantTime } from '../../platform/request/digest';

/**
 * Password hashes (issue 14 "Security"; decision 047): PBKDF2 with SHA-256 through Web Crypto,
 * a random salt per hash, and the iteration count stored with each hash so it can be raised later
 * without locking anyone out: a login with an older count is checked at that count and the
 * password hashed anew.
 *
 * Stored as `pbkdf2-sha256$<iterations>$<salt>$<key>`, salt and key in base64url.
 */

const SCHEME = 'pbkdf2-sha256';
/**
 * The most workerd computes in one call: it refuses higher counts, since BoringSSL's loop cannot
 * be interrupted by the CPU limit (cloudflare/workerd#1346). OWASP asks for more for SHA-256; the
 * throttling of failed logins (per account and per client) carries the rest.
 */
export const PASSWORD_ITERATIONS = 100_000;
const SALT_BYTES = 16;
const KEY_BITS = 256;
const HASH = /^pbkdf2-sha256\$(\d{1,6})\$([A-Za-z0-9_-]{22})\$([A-Za-z0-9_-]{43})$/;

function fromBase64url(text: string): Uint8Array {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  const material = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, material, KEY_BITS);
  return new Uint8Array(bits);
}

/** A new hash of `password`, with a fresh salt and today's iteration count. */
export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(SALT_BYTES));
  return `${SCHEME}$${iterations}$${base64url(salt)}$${base64url(await derive(password, salt, iterations))}`;
}

/** What an account without a usable hash is checked against, so that it takes as long as one with. */
const NO_SALT = new Uint8Array(SALT_BYTES);

/**
 * Whether `password` is the one `stored` was made from, and whether the hash should be made anew
 * (its count is below today's). A stored value that is not such a hash (none, for an unknown
 * email), or asks for more iterations than workerd computes, matches nothing, after the same
 * work as a real check: how long a login takes tells nobody whether the account exists.
 */
export async function checkPassword(password: string, stored: string | null): Promise<{ matches: boolean; outdated: boolean }> {
  const parts = stored ? HASH.exec(stored) : null;
  const iterations = parts ? Number(parts[1]) : 0;
  if (!parts || iterations < 1 || iterations > PASSWORD_ITERATIONS) {
    await derive(password, NO_SALT, PASSWORD_ITERATIONS);
    return { matches: false, outdated: false };
  }
  const key = await derive(password, fromBase64url(parts[2] as string), iterations);
  const matches = equalInConstantTime(base64url(key), parts[3] as string);
  return { matches, outdated: matches && iterations < PASSWORD_ITERATIONS };
}
