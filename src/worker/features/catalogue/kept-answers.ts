import type { CatalogueAnswer, CatalogueNeed } from '../../../shared/catalogue/catalogue-needs';
import { deepFrozen } from '../../platform/memory/deep-frozen';
import { cachePerEnvironment, stringBytes } from '../../platform/memory/isolate-cache';
import { ISOLATE_CACHES } from '../../platform/memory/isolate-caches';
import { lastKnownGeneration } from '../content/public';
import { type CatalogueWhere, readNeed } from './read-need';

/**
 * Catalogue answers kept by the isolate (decision 102): what a need read from D1 and made of it
 * (a calculator's priced formats, a list of designs), answered again for a minute to every page and
 * call of the same market that asks the same, instead of reading D1 and pricing every format again
 * for each rendering. A minute is what the price calls' own `max-age=60` already lets every browser
 * keep, and what their prepared answers keep (decision 099): a price changed in D1 shows on pages
 * and calls within the same minute. A new content generation (a publish, or one started by hand
 * after a price change, docs/operations.md) asks for new answers at once. A failed read is never
 * kept. An answer is shared by the pages that show it, so it is frozen: a page that changes one
 * makes its own copy (page-catalogue.ts `reshapeCriticalReads`).
 */
interface Kept {
  answer: unknown;
}

const keptBytes = (kept: Kept, key: string): number => stringBytes(key) + stringBytes(JSON.stringify(kept.answer) ?? '');

/** By environment (one per deployment, in practice), then by generation, market and need. */
const keptOf = cachePerEnvironment<string, Kept>({ ...ISOLATE_CACHES.catalogueAnswers, sizeOf: keptBytes });

/**
 * A need as a key: two asks of the same need are one answer here, one learnt read
 * (./learned-reads.ts) and one read per page (./page-catalogue.ts), so all three key it the same way.
 */
export const needKeyOf = (need: CatalogueNeed): string => JSON.stringify(need);

/** The answer to `need` in the market `where`: kept, or read from the environment's D1 and kept. */
export async function catalogueAnswer<N extends CatalogueNeed>(
  env: Env,
  where: CatalogueWhere,
  need: N,
): Promise<CatalogueAnswer[N['type']]> {
  const kept = keptOf(env);
  const key = [lastKnownGeneration(), where.channel, where.locale, needKeyOf(need)].join('\n');
  const known = kept.get(key);
  if (known) return known.answer as CatalogueAnswer[N['type']];
  const answer = deepFrozen(await readNeed(env.DB, where, need));
  kept.set(key, { answer });
  return answer;
}
