import { log } from '../../../shared/log/log';
import { IsolateCache, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';

/**
 * A page as the full-page cache keeps it (decision 019): the bytes of its HTML as rendered, and
 * where in them the script nonce it was rendered with stands, so each visitor's copy gets its own
 * nonce written over the old one (a nonce is 128 random bits: it occurs nowhere else in the page).
 */
export interface StoredPage {
  bytes: Uint8Array;
  nonceOffsets: number[];
  nonceLength: number;
  etag: string;
  headers: Record<string, string>;
  storedAt: number;
}

/**
 * What the store keeps under a page's plain key when the page shows feature flags (decision 058):
 * their names, by whose treatments the page itself is kept under a key of each variant. As HTTP's
 * Vary names the headers a response varies by, this names the flags.
 */
interface PageFlagsEntry {
  flags: string[];
  storedAt: number;
}

const encoder = new TextEncoder();

/** A page to keep, from its HTML and the nonce it was rendered with. */
export function storedPage(html: string, nonce: string, fields: Pick<StoredPage, 'etag' | 'headers' | 'storedAt'>): StoredPage {
  const parts = nonce ? html.split(nonce) : [html];
  const nonceLength = encoder.encode(nonce).length;
  const nonceOffsets: number[] = [];
  let offset = 0;
  for (const part of parts.slice(0, -1)) {
    offset += encoder.encode(part).length;
    nonceOffsets.push(offset);
    offset += nonceLength;
  }
  return { bytes: encoder.encode(html), nonceOffsets, nonceLength, ...fields };
}

/**
 * The page as a response's body, with `nonce` on its scripts: the nonce is written over the last
 * one in the kept bytes, and the Response made of them copies them, as the Fetch standard has it
 * ("extract a body": a copy of the bytes a BufferSource holds). So a view copies its page once, and
 * what it sent never changes with the next view's nonce (tests/worker/page-cache.test.ts). A nonce
 * is base64, ASCII, so its characters are its bytes.
 */
export function pageResponse(page: StoredPage, nonce: string, init: ResponseInit): Response {
  if (nonce.length !== page.nonceLength) throw new Error('page nonce of another length');
  const fresh = new Uint8Array(nonce.length);
  for (let at = 0; at < nonce.length; at++) fresh[at] = nonce.charCodeAt(at);
  for (const offset of page.nonceOffsets) page.bytes.set(fresh, offset);
  return new Response(page.bytes, init);
}

/** The memory tier (decision 064), bounded as ISOLATE_CACHES.pages says; no page larger than an eighth of it. */
const inMemory = new IsolateCache<string, StoredPage>({
  ...ISOLATE_CACHES.pages,
  sizeOf: (page, key) => page.bytes.length + stringBytes(key) + stringBytes(page.etag),
});

/** The page when this isolate holds it in memory and it is younger than `lifetimeMs`. */
export function pageInMemory(key: string, lifetimeMs: number, now = Date.now()): StoredPage | null {
  const held = inMemory.get(key, now);
  return held && now - held.storedAt < lifetimeMs ? held : null;
}

/** The flags of the pages this isolate looked up, by plain key; a few bytes each. */
const flagsInMemory = new IsolateCache<string, PageFlagsEntry>(ISOLATE_CACHES.pageFlags);
/** The Cache API header that makes an entry a PageFlagsEntry. */
const FLAGS_HEADER = 'x-page-flags';

/**
 * Two tiers: the isolate's memory, for the pages it serves most (no I/O at all), and the data
 * centre's Cache API behind it, shared by every isolate there. `lifetimeMs` bounds both. Under a
 * plain key there may be a page or the flags its variants are kept by.
 */
export async function lookupPage(key: string, lifetimeMs: number, now = Date.now()): Promise<StoredPage | PageFlagsEntry | null> {
  const flagged = flagsInMemory.get(key, now);
  if (flagged && now - flagged.storedAt < lifetimeMs) return flagged;
  const held = inMemory.get(key, now);
  if (held) {
    if (now - held.storedAt < lifetimeMs) return held;
    inMemory.delete(key);
  }
  const cached = await caches.default.match(key);
  if (!cached) return null;
  const flags = cached.headers.get(FLAGS_HEADER);
  if (flags !== null) {
    const entry: PageFlagsEntry = { flags: JSON.parse(flags) as string[], storedAt: Number(cached.headers.get('x-page-stored-at') ?? now) };
    flagsInMemory.set(key, entry);
    return entry;
  }
  const page: StoredPage = {
    bytes: new Uint8Array(await cached.arrayBuffer()),
    nonceOffsets: JSON.parse(cached.headers.get('x-page-nonce-offsets') ?? '[]') as number[],
    nonceLength: Number(cached.headers.get('x-page-nonce-length') ?? 0),
    etag: cached.headers.get('etag') ?? '',
    headers: JSON.parse(cached.headers.get('x-page-headers') ?? '{}') as Record<string, string>,
    storedAt: Number(cached.headers.get('x-page-stored-at') ?? now),
  };
  inMemory.set(key, page);
  return page;
}

/** Keeps a page in both tiers. */
export async function keepPage(key: string, page: StoredPage, lifetimeSeconds: number): Promise<void> {
  inMemory.set(key, page);
  try {
    const headers = new Headers({
      'cache-control': `public, max-age=${lifetimeSeconds}`,
      etag: page.etag,
      'x-page-nonce-offsets': JSON.stringify(page.nonceOffsets),
      'x-page-nonce-length': String(page.nonceLength),
      'x-page-headers': JSON.stringify(page.headers),
      'x-page-stored-at': String(page.storedAt),
    });
    await caches.default.put(key, new Response(page.bytes, { status: 200, headers }));
  } catch (error) {
    log.warn('page-cache-write-failed', {}, error);
  }
}

/** Keeps the flags a page's variants are kept by, under its plain key, in both tiers. */
export async function keepPageFlags(key: string, entry: PageFlagsEntry, lifetimeSeconds: number): Promise<void> {
  flagsInMemory.set(key, entry);
  try {
    const headers = new Headers({
      'cache-control': `public, max-age=${lifetimeSeconds}`,
      [FLAGS_HEADER]: JSON.stringify(entry.flags),
      'x-page-stored-at': String(entry.storedAt),
    });
    await caches.default.put(key, new Response(null, { status: 200, headers }));
  } catch (error) {
    log.warn('page-cache-write-failed', {}, error);
  }
}
