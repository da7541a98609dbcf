import { readFlagDocument } from '../../src/shared/flags/definitions';
import { evaluateFlag } from '../../src/shared/flags/evaluate';
import { DEMO_FLAG_DEFINITIONS } from '../../src/worker/features/flags/demo-definitions';

/**
 * A returning visitor's flag key whose treatment of every demo experiment is `off` (decision 058),
 * found by the shop's own evaluation of the demo definitions: the tests that show the original of a
 * page (its calculator's first format, its A/B blocks' off lists) are this visitor, and do not
 * depend on the bucket a random key falls in. A test of an experiment names its own key or override.
 */
export const ORIGINAL_VISITOR_KEY: string = findOriginalVisitor();

function findOriginalVisitor(): string {
  const read = readFlagDocument(DEMO_FLAG_DEFINITIONS);
  if ('problem' in read) throw new Error(`the demo flag definitions are invalid: ${read.problem}`);
  const flags = [...read.document.flags.values()];
  for (let i = 0; i < 100_000; i++) {
    const key = `returning-visitor-${i}`;
    if (flags.every((flag) => evaluateFlag(flag, key, read.document).treatment === 'off')) return key;
  }
  throw new Error('no key is in the original of every demo experiment');
}
