import type { Channel } from '../../../shared/channel/channels';
import type { Story } from '../../../shared/content/story';
import type { Locale } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import type { ContentConfig } from '../../platform/config/content-config';
import { stringBytes } from '../../platform/memory/isolate-cache';
import { keepStory, keptStory } from './kept-stories';
import { type PreparedLookup, prepareStory, STORY_SCHEMA_VERSION } from './prepared-story';
import { type ShareOptions, sharedReads } from './shared-read';
import { ContentSourceError, type StoryLookup } from './source';

/**
 * The KV story cache (DESIGN data flow; docs/operations.md "Content operations"). An entry is fresh, then
 * stale for a while, then expired; the windows are vars. Fresh: served. Stale: served, refreshed
 * in the background. Expired or missing: read from the source, stored, served. The source
 * failing: any cached copy wins, whatever its age. "Not found" is kept briefly; errors never.
 * A story is parsed when it is written and trusted when read back (prepared-story.ts). Requests
 * of an isolate reading one key from the source at once share one read (decision 063).
 */

/** How a cached read went; sent as `x-content-cache` so operators can see it. */
export type CacheOutcome = 'hit' | 'stale' | 'miss' | 'stale-on-error';

type CachedLookup = PreparedLookup & { cache: CacheOutcome };

/** What KV holds: `schema` is the STORY_SCHEMA_VERSION the story was parsed with, if it was. */
type CachedValue = { kind: 'found'; story: Story; schema?: number } | { kind: 'not-found' };

export interface CacheMetadata {
  /** When the entry was read from the source (ms since the epoch). */
  fetchedAt: number;
  /** Id of the story held, so the publish webhook can find every key of a story. */
  storyId?: number;
}

interface StoryKey {
  sourceId: string;
  channel: Channel;
  locale: Locale;
  version: 'published';
  /** Slug inside the channel and language folder, e.g. `fotokalender`. */
  slug: string;
}

const KEY_PREFIX = 'story';

/** @example storyCacheKey({ sourceId: 'demo', channel: 'wallart', locale: 'fr-CH', version: 'published', slug: 'deco-murale' }) // 'story:demo:wallart:fr-CH:published:deco-murale' */
export function storyCacheKey({ sourceId, channel, locale, version, slug }: StoryKey): string {
  return `${KEY_PREFIX}:${sourceId}:${channel}:${locale}:${version}:${slug}`;
}

/** The prefix of every key of one source (and optionally one channel), for listing and purging. */
export function storyKeyPrefix(sourceId: string, channel?: Channel): string {
  return channel ? `${KEY_PREFIX}:${sourceId}:${channel}:` : `${KEY_PREFIX}:${sourceId}:`;
}

interface StoryCacheDeps {
  kv: KVNamespace;
  settings: ContentConfig['cache'];
  waitUntil: (promise: Promise<unknown>) => void;
  /** The longest one call to the source takes (STORYBLOK_TIMEOUT_MS): it bounds waiting for another's read. */
  sourceTimeoutMs: number;
  now?: () => number;
}

/**
 * Reads from the source running in this isolate, by key: a key asked for again while it is read
 * waits for that read, and a stale key is refreshed once however many ask. At most 256 keys; a
 * read is forgotten when it settles or a little after its source timeout, even if its request was
 * cancelled.
 */
const storyReads = sharedReads<PreparedLookup>(256);
/** What a read may take beyond the source timeout: the rate limit's queue and the KV write. */
const READ_GRACE_MS = 1_000;

export async function cachedStory(deps: StoryCacheDeps, key: string, load: () => Promise<StoryLookup>): Promise<CachedLookup> {
  const now = deps.now ?? Date.now;
  const kept = keptStory(deps.kv, key, now());
  if (kept) return { ...kept, cache: 'hit' };
  const cached = await readEntry(deps.kv, key);
  if (cached && !cached.outdated) {
    const age = (now() - cached.metadata.fetchedAt) / 1000;
    // A not-found entry lives exactly as long as its KV expiry; it is fresh while it exists.
    const notFound = cached.value.kind === 'not-found';
    if (notFound || age < deps.settings.freshSeconds) {
      const freshFor = notFound ? deps.settings.notFoundSeconds : deps.settings.freshSeconds;
      const freshUntil = cached.metadata.fetchedAt + freshFor * 1000;
      return { ...keepStory(deps.kv, key, { lookup: cached.lookup, freshUntil, bytes: cached.bytes }, now()), cache: 'hit' };
    }
    if (age < deps.settings.freshSeconds + deps.settings.staleSeconds) {
      deps.waitUntil(refreshOnce(deps, key, load));
      return { ...cached.lookup, cache: 'stale' };
    }
  }
  try {
    const fresh = await storyReads.read(key, () => readAndKeep(deps, key, load), sharing(deps));
    return { ...fresh, cache: 'miss' };
  } catch (error) {
    if (cached && error instanceof ContentSourceError) {
      log.warn('content-stale-on-error', { key, status: error.status }, error);
      return { ...cached.lookup, cache: 'stale-on-error' };
    }
    throw error;
  }
}

/** Writes what the source answered, prepared; called by the webhook to re-warm a purged key as well. */
export async function writeEntry(
  deps: Pick<StoryCacheDeps, 'kv' | 'settings' | 'now'>,
  key: string,
  lookup: PreparedLookup,
): Promise<void> {
  const metadata: CacheMetadata = { fetchedAt: (deps.now ?? Date.now)() };
  try {
    if (lookup.kind === 'found') {
      metadata.storyId = lookup.story.id;
      const value: CachedValue = { kind: 'found', story: lookup.story, ...(lookup.prepared ? { schema: STORY_SCHEMA_VERSION } : {}) };
      await deps.kv.put(key, JSON.stringify(value), { metadata });
    } else {
      await deps.kv.put(key, JSON.stringify({ kind: 'not-found' } satisfies CachedValue), {
        metadata,
        expirationTtl: deps.settings.notFoundSeconds,
      });
    }
  } catch (error) {
    // KV refuses more than one write per second to a key; the page is served all the same.
    log.warn('content-cache-write-failed', { key }, error);
  }
}

async function readEntry(
  kv: KVNamespace,
  key: string,
): Promise<{ value: CachedValue; lookup: PreparedLookup; metadata: CacheMetadata; outdated: boolean; bytes: number } | null> {
  try {
    // As text, parsed here: its length is what a kept story holds (./kept-stories.ts).
    const { value: text, metadata } = await kv.getWithMetadata<CacheMetadata>(key, 'text');
    if (!text || !metadata || typeof metadata.fetchedAt !== 'number') return null;
    const value = JSON.parse(text) as CachedValue | null;
    const bytes = stringBytes(text);
    if (!value) return null;
    if (value.kind === 'not-found') return { value, lookup: value, metadata, outdated: false, bytes };
    if (value.kind !== 'found') return null;
    // Trusted when parsed by this code's schemas. A story parsed by other schemas is read from the
    // source again (parsing it twice need not give what parsing the source's once does); one kept
    // unparsed is parsed by its reader.
    const prepared = value.schema === STORY_SCHEMA_VERSION;
    const outdated = value.schema !== undefined && !prepared;
    return { value, lookup: { kind: 'found', story: value.story, prepared }, metadata, outdated, bytes };
  } catch (error) {
    // An unreadable entry is as good as none; the source answers instead.
    log.warn('content-cache-read-failed', { key }, error);
    return null;
  }
}

function refreshOnce(deps: StoryCacheDeps, key: string, load: () => Promise<StoryLookup>): Promise<void> {
  // Another request's read of the key is already under way (and kept alive by that request).
  if (storyReads.running(key, (deps.now ?? Date.now)())) return Promise.resolve();
  return storyReads
    .read(key, () => readAndKeep(deps, key, load), sharing(deps))
    .then(
      () => undefined,
      (error: unknown) => {
        log.warn('content-refresh-failed', { key }, error);
      },
    );
}

/** Reads the story from the source, prepares it and keeps it in KV. */
async function readAndKeep(deps: StoryCacheDeps, key: string, load: () => Promise<StoryLookup>): Promise<PreparedLookup> {
  const fresh = prepareStory(await load());
  await writeEntry(deps, key, fresh);
  return fresh;
}

function sharing(deps: StoryCacheDeps): ShareOptions {
  return { waitMs: deps.sourceTimeoutMs + READ_GRACE_MS, keepAlive: deps.waitUntil, ...(deps.now ? { now: deps.now } : {}) };
}
