import { z } from 'zod';

/**
 * Feature-flag definitions in the shape of Split's `splitChanges` payload (issue 15), so that an
 * export from Split works as it is: `{splits: [...], since, till}`, each flag ("split") with its
 * traffic type, killed switch, default treatment, traffic allocation and its seed, seed, change
 * number and conditions (matchers and partitions). Only what the evaluation reads is checked
 * strictly; the rest of Split's fields may be there and are kept out of the way.
 */

const Partition = z.object({ treatment: z.string().min(1).max(100), size: z.number().int().min(0).max(100) });

/** A matcher as Split writes it; the evaluation knows ALL_KEYS and WHITELIST, any other answers `control`. */
const Matcher = z.object({
  matcherType: z.string().min(1),
  negate: z.boolean().default(false),
  whitelistMatcherData: z.object({ whitelist: z.array(z.string()) }).nullish(),
});

const Condition = z
  .object({
    conditionType: z.enum(['ROLLOUT', 'WHITELIST']).default('ROLLOUT'),
    matcherGroup: z.object({ combiner: z.literal('AND').default('AND'), matchers: z.array(Matcher).min(1) }),
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
  // Split's algorithm 2 is murmur3; 1 is its legacy hash, which this shop does not compute.
  algo: z.union([z.literal(1), z.literal(2)]).default(2),
  conditions: z.array(Condition),
});

export const SplitChanges = z.object({
  splits: z.array(FlagDefinition),
  since: z.number().int(),
  till: z.number().int(),
});

export type FlagDefinition = z.infer<typeof FlagDefinition>;
