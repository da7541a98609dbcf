import { describe, expect, it } from 'vitest';
import { checkPassword, hashPassword, PASSWORD_ITERATIONS } from '../../src/worker/features/accounts/password';

// Issue 14 "Security" (decision 047): PBKDF2-SHA256 in workerd, a salt per hash, the count kept
// with each hash. Run in workerd, whose Web Crypto refuses more than 100,000 iterations.

describe('password hashes', () => {
  it('checks a password against its hash, with the most iterations workerd computes', async () => {
    const stored = await hashPassword('Sommer 2026 am Meer');
    expect(stored).toMatch(/^pbkdf2-sha256\$100000\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(PASSWORD_ITERATIONS).toBe(100_000);
    expect(await checkPassword('Sommer 2026 am Meer', stored)).toEqual({ matches: true, outdated: false });
    expect(await checkPassword('sommer 2026 am meer', stored)).toEqual({ matches: false, outdated: false });
    expect(await checkPassword('', stored)).toEqual({ matches: false, outdated: false });
  });

  it('salts every hash anew, so the same password never gives the same hash', async () => {
    const one = await hashPassword('gleiches Passwort');
    const other = await hashPassword('gleiches Passwort');
    expect(one).not.toBe(other);
    expect((await checkPassword('gleiches Passwort', other)).matches).toBe(true);
  });

  it('still accepts a hash of a lower count, and says it should be made anew', async () => {
    const old = await hashPassword('ein altes Passwort', 10_000);
    expect(old.startsWith('pbkdf2-sha256$10000$')).toBe(true);
    expect(await checkPassword('ein altes Passwort', old)).toEqual({ matches: true, outdated: true });
    expect(await checkPassword('ein anderes Passwort', old)).toEqual({ matches: false, outdated: false });
  });

  it('matches nothing for no hash, a damaged one, or one asking for more work than workerd allows', async () => {
    const stored = await hashPassword('passwort');
    for (const damaged of [
      null,
      '',
      'passwort',
      stored.replace('pbkdf2-sha256', 'md5'),
      stored.slice(0, -1),
      stored.replace('$100000$', '$100001$'),
      stored.replace('$100000$', '$0$'),
    ]) {
      expect(await checkPassword('passwort', damaged), String(damaged)).toEqual({ matches: false, outdated: false });
    }
  });
});
