import type { FlagDefinition, FlagDocument, FlagMatcher, RuleBasedSegment } from './definitions';
import { flagBucket } from './murmur3';

/**
 * A visitor's treatment of one flag, as Split's JavaScript SDK 11 decides it (issue 15; issue 32;
 * spec §4 treatments on, off, control; decision 092), read from @splitsoftware/splitio-commons'
 * evaluator (evaluator/Engine.ts, parser/index.ts, condition/index.ts, matchers/, value/sanitize.ts)
 * and checked against it on generated documents and keys (tests/unit/split-agreement.test.ts):
 * - archived answers `control`; killed answers the default treatment; a prerequisite (flag spec
 *   1.3) not met answers the default treatment;
 * - a flag whose conditions hold a matcher this shop does not evaluate, or that has no condition,
 *   answers `control` whatever the key ("targeting rule type unsupported by sdk");
 * - otherwise the first condition whose matchers all take the key picks the treatment by the key's
 *   bucket of the flag's seed, except that a rollout condition first checks the traffic allocation
 *   with its own seed (out of it: the default treatment, "not in split"); no condition taking the
 *   key answers the default treatment.
 * The matchers read only the key and the definitions: ALL_KEYS, WHITELIST, IN_SEGMENT, STARTS_WITH,
 * ENDS_WITH, CONTAINS_STRING, MATCHES_STRING, EQUAL_TO (which never takes the key, as in Split), IN_SPLIT_TREATMENT
 * and IN_RULE_BASED_SEGMENT. One that reads an attribute has none to read: it does not take the key.
 */

/** spec §4: the treatment of a flag that could not be evaluated. */
export const CONTROL = 'control';

interface FlagEvaluation {
  treatment: string;
  /** Split's label for why (impressions carry it). */
  label: string;
}

/** What a flag's evaluation may read besides its own definition: the other flags and the segments. */
type Context = Pick<FlagDocument, 'flags' | 'segments' | 'ruleBasedSegments'>;

const UNSUPPORTED = 'targeting rule type unsupported by sdk';

/** How deep dependencies and prerequisites may go: a cycle in a document ends here, as `control`. */
const MAX_DEPTH = 10;

/** The matchers whose value Split reads from the key as a string (each of the others reads its own). */
const KNOWN_MATCHERS = new Set([
  'ALL_KEYS',
  'WHITELIST',
  'IN_SEGMENT',
  'STARTS_WITH',
  'ENDS_WITH',
  'CONTAINS_STRING',
  'MATCHES_STRING',
  'EQUAL_TO',
  'IN_SPLIT_TREATMENT',
  'IN_RULE_BASED_SEGMENT',
]);

export function evaluateFlag(flag: FlagDefinition, key: string, context: Context, depth = 0): FlagEvaluation {
  if (depth > MAX_DEPTH) return { treatment: CONTROL, label: 'exception' };
  if (flag.status === 'ARCHIVED') return { treatment: CONTROL, label: 'archived' };
  if (flag.killed) return { treatment: flag.defaultTreatment, label: 'killed' };
  for (const prerequisite of flag.prerequisites ?? []) {
    if (!prerequisite.ts.includes(treatmentOf(prerequisite.n, key, context, depth))) {
      return { treatment: flag.defaultTreatment, label: 'prerequisites not met' };
    }
  }
  // Split's parser drops every condition when one holds a matcher it cannot build.
  const supported = flag.conditions.every((condition) =>
    condition.matcherGroup.matchers.every((matcher) => KNOWN_MATCHERS.has(matcher.matcherType)),
  );
  if (!supported || flag.conditions.length === 0) return { treatment: CONTROL, label: UNSUPPORTED };
  for (const condition of flag.conditions) {
    // Whitelisting goes before the traffic allocation, as in Split's engine.
    if (
      condition.conditionType === 'ROLLOUT' &&
      flag.trafficAllocation < 100 &&
      flagBucket(key, flag.trafficAllocationSeed) > flag.trafficAllocation
    ) {
      return { treatment: flag.defaultTreatment, label: 'not in split' };
    }
    if (takesKey(condition.matcherGroup.matchers, key, context, depth)) {
      return { treatment: treatmentFor(condition.partitions, flagBucket(key, flag.seed)), label: condition.label };
    }
  }
  return { treatment: flag.defaultTreatment, label: 'default rule' };
}

/** Another flag's treatment for the key, as a dependency or a prerequisite reads it: `control` for one the document does not have. */
function treatmentOf(name: string, key: string, context: Context, depth: number): string {
  const flag = context.flags.get(name);
  return flag ? evaluateFlag(flag, key, context, depth + 1).treatment : CONTROL;
}

/** Whether every matcher takes the key (Split's AND combiner): each matcher's result, negated where it says so. */
function takesKey(matchers: readonly FlagMatcher[], key: string, context: Context, depth: number): boolean {
  return matchers.every((matcher) => matches(matcher, key, context, depth) !== matcher.negate);
}

function matches(matcher: FlagMatcher, key: string, context: Context, depth: number): boolean {
  // A matcher on an attribute: the shop evaluates without attributes, so it has no value and does not match.
  if (matcher.keySelector?.attribute) return false;
  const listed = matcher.whitelistMatcherData?.whitelist ?? [];
  switch (matcher.matcherType) {
    case 'ALL_KEYS':
      return true;
    case 'WHITELIST':
      return listed.includes(key);
    case 'STARTS_WITH':
      return listed.some((start) => key.startsWith(start));
    case 'ENDS_WITH':
      return listed.some((end) => key.endsWith(end));
    case 'CONTAINS_STRING':
      return listed.some((part) => key.includes(part));
    case 'MATCHES_STRING':
      return matchesPattern(matcher.stringMatcherData, key);
    case 'EQUAL_TO':
      // Never the key in Split's SDK: without an attribute its matcher is handed the key object
      // `{matchingKey, bucketingKey}`, which its `toNumber` reads as NaN (value/sanitize.ts,
      // utils/lang/index.ts). The shop answers the same, so a visitor is where Split puts them.
      return false;
    case 'IN_SEGMENT':
      return context.segments.get(matcher.userDefinedSegmentMatcherData?.segmentName ?? '')?.has(key) ?? false;
    case 'IN_SPLIT_TREATMENT': {
      const dependency = matcher.dependencyMatcherData;
      return dependency ? dependency.treatments.includes(treatmentOf(dependency.split, key, context, depth)) : false;
    }
    case 'IN_RULE_BASED_SEGMENT':
      return inRuleBasedSegment(matcher.userDefinedSegmentMatcherData?.segmentName ?? '', key, context, depth);
    default:
      return false;
  }
}

/** MATCHES_STRING: the pattern as a JavaScript regular expression; one that does not compile matches nothing, as in Split. */
function matchesPattern(pattern: string | null | undefined, key: string): boolean {
  if (typeof pattern !== 'string') return false;
  try {
    return new RegExp(pattern).test(key);
  } catch {
    return false;
  }
}

/** IN_RULE_BASED_SEGMENT: not excluded (by key or by a segment), and some condition's matchers all take the key. */
function inRuleBasedSegment(name: string, key: string, context: Context, depth: number): boolean {
  if (depth > MAX_DEPTH) return false;
  const segment: RuleBasedSegment | undefined = context.ruleBasedSegments.get(name);
  if (!segment) return false;
  if (segment.excluded?.keys?.includes(key)) return false;
  for (const excluded of segment.excluded?.segments ?? []) {
    if (excluded.type === 'standard' && context.segments.get(excluded.name)?.has(key)) return false;
    if (excluded.type === 'rule-based' && inRuleBasedSegment(excluded.name, key, context, depth + 1)) return false;
  }
  return segment.conditions.some((condition) => takesKey(condition.matcherGroup.matchers, key, context, depth + 1));
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
