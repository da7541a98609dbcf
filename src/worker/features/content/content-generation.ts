import { log } from '../../../shared/log/log';

/**
 * The content generation (decision 019): a number kept in the content KV namespace and changed by
 * every publish, and part of every page's cache key. Changing it retires every cached page in
 * every data centre at once (KV carries it everywhere within its own propagation delay), without
 * listing or purging a single URL.
 */
const GENERATION_KEY = 'content-generation';

/** How long an isolate trusts the generation it read before it reads it again. */
const TRUST_MS = 5_000;

let known: { generation: string; readAt: number } | null = null;

/**
 * The generation this isolate last read, or null when it has none it trusts: the caller then
 * reads it (`readGeneration`) alongside its own lookups rather than before them.
 */
export function trustedGeneration(now = Date.now()): string | null {
  return known && now - known.readAt < TRUST_MS ? known.generation : null;
}

/** The generation this isolate read last, however long ago; `0` before its first read. */
export function lastKnownGeneration(): string {
  return known?.generation ?? '0';
}

/** The generation as KV has it; `0` until the first publish, and when KV cannot be read. */
export async function readGeneration(kv: KVNamespace, now = Date.now()): Promise<string> {
  try {
    const generation = (await kv.get(GENERATION_KEY)) ?? '0';
    known = { generation, readAt: now };
    return generation;
  } catch (error) {
    log.warn('content-generation-read-failed', {}, error);
    return lastKnownGeneration();
  }
}

/**
 * Starts a new generation: called after a publish has purged the stories it changed, so a page
 * rendered under the new generation reads the new content.
 */
export async function bumpGeneration(kv: KVNamespace, now = Date.now()): Promise<string> {
  // Time-based, so two publishes never write the same value and no read-modify-write is needed.
  const generation = now.toString(36);
  await kv.put(GENERATION_KEY, generation);
  known = { generation, readAt: now };
  return generation;
}
