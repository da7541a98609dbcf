import { type FlagDocument, readFlagDocument } from '../../../shared/flags/definitions';
import { log } from '../../../shared/log/log';
import { IsolateCache, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { DEMO_FLAG_DEFINITIONS } from './demo-definitions';

/**
 * The feature-flag definitions (issue 15; decision 057): one JSON document in the FLAGS namespace
 * under `definitions`, in a shape of Split's `splitChanges` (flag spec 1.1 or 1.3, or an export of
 * the flags alone; src/shared/flags/definitions.ts), put there by ops (`wrangler
 * kv key put --binding FLAGS definitions --path flags.json`). A document that is not valid is
 * refused and logged, and the last good one stays in force (kept under `definitions:last-good`);
 * with neither, the demo definitions the shop ships with.
 */

const DOCUMENT_KEY = 'definitions';
const LAST_GOOD_KEY = 'definitions:last-good';
/** How long a data centre may keep a read of the document: ops see a change within a minute. */
const READ_TTL_SECONDS = 60;
/**
 * How long an isolate uses the definitions it read before it reads them again, as it trusts the
 * content generation (page-cache/content-generation.ts): a page from the cache waits for no read.
 */
const TRUST_MS = 10_000;

export type Definitions = FlagDocument;

/**
 * The documents parsed in this isolate, by their text: requests read the same few texts again and
 * again. Each text is held twice, as the key and parsed (decision 064 bounds both).
 */
const parsedTexts = new IsolateCache<string, Definitions>({
  ...ISOLATE_CACHES.flagDefinitions,
  sizeOf: (_, text) => 2 * stringBytes(text),
});

function parse(text: string): Definitions | { problem: string } {
  const known = parsedTexts.get(text);
  if (known) return known;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: 'not JSON' };
  }
  const read = readFlagDocument(json);
  if ('problem' in read) return read;
  const definitions = read.document;
  parsedTexts.set(text, definitions);
  return definitions;
}

/** The demo definitions, parsed when first needed: an isolate that has definitions of its own never parses them. */
let demoDefinitions: Definitions | undefined;
function demo(): Definitions {
  if (!demoDefinitions) {
    const parsed = parse(JSON.stringify(DEMO_FLAG_DEFINITIONS));
    if ('problem' in parsed) throw new Error(`the demo flag definitions are invalid: ${parsed.problem}`);
    demoDefinitions = parsed;
  }
  return demoDefinitions;
}

/** The definitions each isolate read last, by environment (one per deployment, in practice), and when. */
const readByEnv = new WeakMap<Env, { definitions: Definitions; readAt: number }>();

/** The definitions this isolate read less than TRUST_MS ago, or null: then they must be read (`flagDefinitions`). */
export function trustedFlagDefinitions(env: Env, now = Date.now()): Definitions | null {
  const read = readByEnv.get(env);
  return read && now - read.readAt < TRUST_MS ? read.definitions : null;
}

/**
 * The definitions in force, from this isolate's last read while it is trusted. `keep` runs a write
 * after the answer (the request's waitUntil): a valid document newer than the last good one
 * becomes the last good one.
 */
export async function flagDefinitions(env: Env, keep: (write: Promise<unknown>) => void, now = Date.now()): Promise<Definitions> {
  const trusted = trustedFlagDefinitions(env, now);
  if (trusted) return trusted;
  let definitions: Definitions;
  try {
    definitions = await readDefinitions(env.FLAGS, keep);
  } catch (error) {
    // KV out of reach: the definitions read before, else the demo ones; tried again on the next request.
    log.warn('flag-definitions-read-failed', {}, error);
    return readByEnv.get(env)?.definitions ?? demo();
  }
  readByEnv.set(env, { definitions, readAt: now });
  return definitions;
}

async function readDefinitions(kv: KVNamespace, keep: (write: Promise<unknown>) => void): Promise<Definitions> {
  const [text, lastGoodText] = await Promise.all([
    kv.get(DOCUMENT_KEY, { cacheTtl: READ_TTL_SECONDS }),
    kv.get(LAST_GOOD_KEY, { cacheTtl: READ_TTL_SECONDS }),
  ]);
  const lastGood = lastGoodText === null ? null : parse(lastGoodText);
  const usableLastGood = lastGood && !('problem' in lastGood) ? lastGood : null;
  if (text === null) return usableLastGood ?? demo();
  const current = parse(text);
  if ('problem' in current) {
    log.error('flag-definitions-refused', { problem: current.problem, kept: usableLastGood ? 'last good' : 'demo' });
    return usableLastGood ?? demo();
  }
  if (current.till !== usableLastGood?.till) keep(kv.put(LAST_GOOD_KEY, text));
  return current;
}
