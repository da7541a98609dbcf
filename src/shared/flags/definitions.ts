import { z } from 'zod';

/**
 * Feature-flag definitions in the shapes Split's `splitChanges` API has served (issue 15; issue 32;
 * decision 092), so that what Split serves or exports works as it is:
 * - flag spec 1.1: `{splits: [...], since, till}`;
 * - flag spec 1.3 (what SDK 11.x fetches): `{ff: {d: [...], s, t}, rbs: {d: [...], s, t}}`, with
 *   rule-based segments;
 * - an export of only the flags: `{splits: [...]}`.
 * Beside the flags, `segments` holds the standard segments IN_SEGMENT reads, as Split's
 * `segmentChanges` serves each: `{name, added, removed}`. Each flag ("split") has its traffic type,
 * killed switch, default treatment, traffic allocation and its seed, seed, change number,
 * prerequisites and conditions (matchers and partitions). Only what the evaluation reads is checked;
 * the rest of Split's fields may be there and are kept out of the way.
 */

const Partition = z.object({ treatment: z.string().min(1).max(100), size: z.number().int().min(0).max(100) });

/**
 * A matcher as Split writes it. The evaluation (./evaluate.ts) knows the matchers that need only the
 * key and the definitions; any other makes its flag answer `control`, as Split's SDK answers a
 * matcher it does not know.
 */
const Matcher = z.object({
  matcherType: z.string().min(1),
  negate: z.boolean().default(false),
  // Null (or without an attribute): the matcher reads the key.
  keySelector: z.object({ attribute: z.string().nullish() }).nullish(),
  whitelistMatcherData: z.object({ whitelist: z.array(z.string()) }).nullish(),
  userDefinedSegmentMatcherData: z.object({ segmentName: z.string() }).nullish(),
  unaryNumericMatcherData: z.object({ dataType: z.string(), value: z.number() }).nullish(),
  dependencyMatcherData: z.object({ split: z.string(), treatments: z.array(z.string()) }).nullish(),
  stringMatcherData: z.string().nullish(),
});

const MatcherGroup = z.object({ combiner: z.literal('AND').default('AND'), matchers: z.array(Matcher).min(1) });

const Condition = z
  .object({
    conditionType: z.enum(['ROLLOUT', 'WHITELIST']).default('ROLLOUT'),
    matcherGroup: MatcherGroup,
    partitions: z.array(Partition).min(1),
    label: z.string().default(''),
  })
  // Split's engine refuses partitions that do not add up to 100.
  .refine((condition) => condition.partitions.reduce((sum, partition) => sum + partition.size, 0) === 100, {
    message: 'partitions must add up to 100',
    path: ['partitions'],
  });

const FlagDefinition = z.object({
  name: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,99}$/, 'must be a flag name of letters, digits, dot, dash or underscore'),
  trafficTypeName: z
    .string()
    .min(1)
    .transform((value) => value.toLowerCase()),
  killed: z.boolean(),
  status: z.enum(['ACTIVE', 'ARCHIVED']).default('ACTIVE'),
  defaultTreatment: z.string().min(1).max(100),
  trafficAllocation: z.number().int().min(0).max(100).default(100),
  trafficAllocationSeed: z.number().int().default(0),
  seed: z.number().int(),
  changeNumber: z.number().int(),
  // Split's SDK 11 buckets every flag with murmur3, whatever its `algo` says.
  algo: z.number().int().optional(),
  // Flag spec 1.3: flags that must give one of their treatments first (`n` the flag, `ts` the treatments).
  prerequisites: z.array(z.object({ n: z.string(), ts: z.array(z.string()) })).nullish(),
  conditions: z.array(Condition),
});

/** A rule-based segment (flag spec 1.3): keys its conditions' matchers take, less those it excludes. */
const RuleBasedSegment = z.object({
  name: z.string().min(1),
  status: z.enum(['ACTIVE', 'ARCHIVED']).default('ACTIVE'),
  conditions: z.array(z.object({ matcherGroup: MatcherGroup })).default([]),
  excluded: z
    .object({
      keys: z.array(z.string()).nullish(),
      segments: z.array(z.object({ type: z.string(), name: z.string() })).nullish(),
    })
    .nullish(),
});

/** A standard segment as Split's `segmentChanges` serves it. */
const Segment = z.object({ name: z.string().min(1), added: z.array(z.string()).default([]), removed: z.array(z.string()).default([]) });

const Segments = z.array(Segment).default([]);

/** Flag spec 1.3's shape. */
const SplitChanges13 = z.object({
  ff: z.object({ d: z.array(FlagDefinition), s: z.number().int().optional(), t: z.number().int().optional() }),
  rbs: z.object({ d: z.array(RuleBasedSegment), s: z.number().int().optional(), t: z.number().int().optional() }).optional(),
  segments: Segments,
});

/** Flag spec 1.1's shape, and an export of only the flags (without `since` and `till`). */
const SplitChanges11 = z.object({
  splits: z.array(FlagDefinition),
  since: z.number().int().optional(),
  till: z.number().int().optional(),
  segments: Segments,
});

type SplitChanges = z.infer<typeof SplitChanges13> | z.infer<typeof SplitChanges11>;

/** A definitions document, whichever shape it came in: what the evaluation reads. */
export interface FlagDocument {
  /** The change number of the document (its `till`, or else the newest flag's), which a newer one raises. */
  till: number;
  /** The active flags by name (an archived flag is gone, as Split's SDK drops it). */
  flags: ReadonlyMap<string, FlagDefinition>;
  /** Each standard segment's keys. */
  segments: ReadonlyMap<string, ReadonlySet<string>>;
  ruleBasedSegments: ReadonlyMap<string, RuleBasedSegment>;
}

/** The document read from a checked `SplitChanges`. */
function flagDocumentOf(changes: SplitChanges): FlagDocument {
  const flags = 'ff' in changes ? changes.ff.d : changes.splits;
  const ruleBased = 'ff' in changes ? (changes.rbs?.d ?? []) : [];
  const declared = 'ff' in changes ? changes.ff.t : changes.till;
  const segments = new Map<string, ReadonlySet<string>>();
  for (const segment of changes.segments) {
    const removed = new Set(segment.removed);
    segments.set(segment.name, new Set(segment.added.filter((key) => !removed.has(key))));
  }
  return {
    till: declared ?? Math.max(-1, ...flags.map((flag) => flag.changeNumber)),
    flags: new Map(flags.filter((flag) => flag.status === 'ACTIVE').map((flag) => [flag.name, flag])),
    segments,
    ruleBasedSegments: new Map(ruleBased.filter((segment) => segment.status === 'ACTIVE').map((segment) => [segment.name, segment])),
  };
}

/**
 * A definitions document read from its JSON, whichever of the shapes it has (flag spec 1.3 by its
 * `ff`), or the first problem found, named by its path.
 */
export function readFlagDocument(json: unknown): { document: FlagDocument } | { problem: string } {
  const shape = json !== null && typeof json === 'object' && 'ff' in json ? SplitChanges13 : SplitChanges11;
  const result = shape.safeParse(json);
  if (result.success) return { document: flagDocumentOf(result.data) };
  const issue = result.error.issues[0];
  return { problem: `${issue?.path.join('.') || 'document'}: ${issue?.message ?? 'invalid'}` };
}

export type RuleBasedSegment = z.infer<typeof RuleBasedSegment>;
export type FlagMatcher = z.infer<typeof Matcher>;
export type FlagDefinition = z.infer<typeof FlagDefinition>;
