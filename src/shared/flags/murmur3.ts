/**
 * Split's bucketing hash (spec §4 feature flags, §9 "bucket = hash modulo 100, plus 1"; issue 15):
 * MurmurHash3 x86 32-bit of the key's UTF-8 bytes with the flag's seed, as Split's SDKs compute it,
 * so a visitor lands in the same bucket here as in Split's own evaluation. Split's published test
 * vectors hold it to that (tests/unit/flag-bucketing.test.ts).
 */

const C1 = 0xcc9e2d51;
const C2 = 0x1b873593;
const encoder = new TextEncoder();

/**
 * The UTF-8 bytes of the key hashed last: one decision hashes the same visitor key for every flag
 * and its traffic allocation, so it is encoded once per decision, not once per hash. Never
 * written to, so sharing them is safe.
 */
let lastKey: string | undefined;
let lastBytes: Uint8Array = new Uint8Array(0);
function utf8(key: string): Uint8Array {
  if (key !== lastKey) {
    lastBytes = encoder.encode(key);
    lastKey = key;
  }
  return lastBytes;
}

/** One 32-bit block scrambled as MurmurHash3 does before mixing it in. */
function scramble(block: number): number {
  const k = Math.imul(block, C1);
  return Math.imul((k << 15) | (k >>> 17), C2);
}

/**
 * The unsigned 32-bit MurmurHash3 (x86) of `key` with `seed` (a negative seed counts as its 32-bit
 * two's complement, as Split's seeds are signed).
 * @example murmur3Hash32('aUfEsdPN1twuEjff9Sl', 467569525) // 2488980051
 */
export function murmur3Hash32(key: string, seed: number): number {
  const bytes = utf8(key);
  const blocks = bytes.length >> 2;
  let hash = seed | 0;
  for (let i = 0; i < blocks; i++) {
    const at = i * 4;
    const block = (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8) | ((bytes[at + 2] ?? 0) << 16) | ((bytes[at + 3] ?? 0) << 24);
    hash ^= scramble(block);
    hash = (hash << 13) | (hash >>> 19);
    hash = (Math.imul(hash, 5) + 0xe6546b64) | 0;
  }
  // The last one to three bytes, little-endian, as a block of their own.
  const tail = blocks * 4;
  let rest = 0;
  for (let i = bytes.length - 1; i >= tail; i--) rest = (rest << 8) | (bytes[i] ?? 0);
  if (bytes.length > tail) hash ^= scramble(rest);
  hash ^= bytes.length;
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/**
 * The visitor's bucket of a flag, 1 to 100 (spec §9).
 * @example flagBucket('aUfEsdPN1twuEjff9Sl', 467569525) // 52
 */
export function flagBucket(key: string, seed: number): number {
  return (murmur3Hash32(key, seed) % 100) + 1;
}
