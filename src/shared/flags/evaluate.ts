import type { FlagDefinition } from './definitions';
import { flagBucket } from './murmur3';

/**
 * A visitor's treatment of one flag, as Split's JavaScript SDK decides it (issue 15; spec §4
 * treatments on, off, control): archived answers `control`; killed answers the default treatment;
 * otherwise the first condition whose matchers take the visitor picks the treatment by the
 * visitor's bucket of the flag's seed, except that a rollout condition first checks the traffic
 * allocation with its own seed (out of it: the default treatment, "not in split"); no condition
 * taking the visitor answers the default treatment. A matcher this shop does not evaluate, or a
 * legacy hash, answers `control`, which the caller reports as an error.
 */

/** spec §4: the treatment of a flag that could not be evaluated. */
export const CONTROL = 'control';

interface FlagEvaluation {
  treatment: string;
  /** Split's label for why (impressions carry it). */
  label: string;
}

export function evaluateFlag(flag: FlagDefinition, key: string): FlagEvaluation {
  if (flag.status === 'ARCHIVED') return { treatment: CONTROL, label: 'archived' };
  if (flag.killed) return { treatment: flag.defaultTreatment, label: 'killed' };
  if (flag.algo !== 2) return { treatment: CONTROL, label: 'exception' };
  for (const condition of flag.conditions) {
    // Whitelisting goes before the traffic allocation, as in Split's engine.
    if (
      condition.conditionType === 'ROLLOUT' &&
      flag.trafficAllocation < 100 &&
      flagBucket(key, flag.trafficAllocationSeed) > flag.trafficAllocation
    ) {
      return { treatment: flag.defaultTreatment, label: 'not in split' };
    }
    const taken = takesVisitor(condition.matcherGroup.matchers, key);
    if (taken === 'unsupported') return { treatment: CONTROL, label: 'targeting rule type unsupported by sdk' };
    if (taken) return { treatment: treatmentFor(condition.partitions, flagBucket(key, flag.seed)), label: condition.label };
  }
  return { treatment: flag.defaultTreatment, label: 'default rule' };
}

type Matchers = FlagDefinition['conditions'][number]['matcherGroup']['matchers'];

/** Whether every matcher takes the visitor's key (Split's AND combiner). */
function takesVisitor(matchers: Matchers, key: string): boolean | 'unsupported' {
  for (const matcher of matchers) {
    let matches: boolean;
    if (matcher.matcherType === 'ALL_KEYS') matches = true;
    else if (matcher.matcherType === 'WHITELIST') matches = matcher.whitelistMatcherData?.whitelist.includes(key) ?? false;
    else return 'unsupported';
    if (matches === matcher.negate) return false;
  }
  return true;
}

/** The partition a bucket (1–100) falls into: each covers the next `size` buckets. */
function treatmentFor(partitions: FlagDefinition['conditions'][number]['partitions'], bucket: number): string {
  let upTo = 0;
  for (const partition of partitions) {
    upTo += partition.size;
    if (bucket <= upTo) return partition.treatment;
  }
  // Unreachable: the definitions' partitions add up to 100 (./definitions.ts).
  return CONTROL;
}
