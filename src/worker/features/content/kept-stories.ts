import { deepFrozen } from '../../platform/memory/deep-frozen';
import { cachePerEnvironment, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { trustedGeneration } from './content-generation';
import type { PreparedLookup } from './prepared-story';

/**
 * Stories kept by the isolate (decision 104): what the KV story cache answered fresh, answered
 * again from memory until its entry would turn stale, for a minute at most. Every page of a story
 * (its flag variants, its queries, the navigation on every page of a locale) is then rendered from
 * one read of KV instead of one each: no storage round trip before the page can be written, and
 * no parse of the story's JSON. Keyed by the content generation the isolate trusts, as the page
 * cache's keys are (decision 019): a publish purges the stories it changed and starts a new
 * generation, so a page is never kept under a new generation with a story of the old. Without a
 * trusted generation (an isolate's first request, or one after five quiet seconds) the story is
 * read from KV. Shared by the requests that show it, so it is frozen.
 */
interface Kept {
  lookup: PreparedLookup;
  /** When its KV entry turns stale (ms since the epoch): from then on KV is asked, and a refresh starts. */
  freshUntil: number;
  /** The bytes of the entry's JSON, as KV held it. */
  bytes: number;
}

const keptBytes = (kept: Kept, key: string): number => kept.bytes + stringBytes(key);

/** One per KV namespace (one per deployment, in practice; a test's own is apart). */
const keptOf = cachePerEnvironment<string, Kept, KVNamespace>({ ...ISOLATE_CACHES.stories, sizeOf: keptBytes });

const keyOf = (generation: string, key: string) => `${generation}\n${key}`;

/** The story kept under the story cache's `key` in the trusted generation, while fresh; undefined otherwise. */
export function keptStory(kv: KVNamespace, key: string, now: number): PreparedLookup | undefined {
  const generation = trustedGeneration(now);
  if (generation === null) return undefined;
  const kept = keptOf(kv).get(keyOf(generation, key), now);
  return kept && now < kept.freshUntil ? kept.lookup : undefined;
}

/**
 * Keeps what KV answered fresh for `key` until `freshUntil`, under the trusted generation (not
 * at all without one), and returns it frozen: the request that read it shows the same object the
 * next ones will.
 */
export function keepStory(kv: KVNamespace, key: string, read: Kept, now: number): PreparedLookup {
  const lookup = deepFrozen(read.lookup);
  const generation = trustedGeneration(now);
  if (generation !== null && now < read.freshUntil) keptOf(kv).set(keyOf(generation, key), { ...read, lookup }, now);
  return lookup;
}
