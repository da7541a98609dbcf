import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type FlagDefinition, type FlagDocument, readFlagDocument } from '../../src/shared/flags/definitions';
import { CONTROL, evaluateFlag } from '../../src/shared/flags/evaluate';
import { flagBucket, murmur3Hash32 } from '../../src/shared/flags/murmur3';

// Issue 15: feature-flag bucketing compatible with Split's SDK (spec §4, §9): Split's own murmur3
// vectors (tests/fixtures/split-murmur3, Apache-2.0), the share of 10,000 keys per treatment, and
// the evaluation rules of Split's engine.

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/split-murmur3');

function vectors(file: string): { seed: number; key: string; hash: number; bucket: number }[] {
  return readFileSync(path.join(FIXTURES, file), 'utf8')
    .trim()
    .split('\n')
    .map((line) => {
      // Keys hold no comma; the seed comes first, hash and bucket last.
      const [seed = '', key = '', hash = '', bucket = ''] = line.split(',');
      return { seed: Number(seed), key, hash: Number(hash), bucket: Number(bucket) };
    });
}

describe('murmur3 bucketing', () => {
  for (const file of ['murmur3-sample-v3.csv', 'murmur3-sample-v4.csv', 'murmur3-sample-data-v2.head1000.csv']) {
    it(`reproduces every line of Split's ${file}`, () => {
      const lines = vectors(file);
      expect(lines.length).toBeGreaterThanOrEqual(1000);
      const wrong = lines.filter(({ seed, key, hash, bucket }) => murmur3Hash32(key, seed) !== hash || flagBucket(key, seed) !== bucket);
      expect(wrong.slice(0, 5)).toEqual([]);
    });
  }

  it('hashes the UTF-8 bytes of a key, not its UTF-16 units', () => {
    // The same text in two normal forms is two keys; an umlaut is two bytes.
    expect(murmur3Hash32('Müller', 42)).not.toBe(murmur3Hash32('Mu\u0308ller', 42));
    expect(murmur3Hash32('Müller', 42)).toBe(murmur3Hash32('Müller', 42));
  });
});

/** What an evaluation reads besides the flag: here, nothing. */
const ALONE: FlagDocument = { till: 0, flags: new Map(), segments: new Map(), ruleBasedSegments: new Map() };

/** The document read from `json`, or the test fails with its problem. */
function documentOf(json: unknown): FlagDocument {
  const read = readFlagDocument(json);
  if ('problem' in read) throw new Error(read.problem);
  return read.document;
}

/** A flag as Split exports it: one rollout condition over every key. */
function flag(partitions: [string, number][], { status, ...overrides }: Partial<FlagDefinition> = {}): FlagDefinition {
  const [definition] = documentOf({
    since: 1,
    till: 2,
    splits: [
      {
        name: 'VOLL-965',
        trafficTypeName: 'user',
        killed: false,
        defaultTreatment: 'off',
        trafficAllocation: 100,
        trafficAllocationSeed: -1364119282,
        seed: 1190129711,
        changeNumber: 1764000000000,
        algo: 2,
        conditions: [
          {
            conditionType: 'ROLLOUT',
            matcherGroup: { combiner: 'AND', matchers: [{ matcherType: 'ALL_KEYS', negate: false }] },
            partitions: partitions.map(([treatment, size]) => ({ treatment, size })),
            label: 'default rule',
          },
        ],
        ...overrides,
      },
    ],
  }).flags.values();
  // An archived flag never reaches the document's flags: the test archives it after reading.
  return { ...(definition as FlagDefinition), ...(status ? { status } : {}) };
}

/** 10,000 visitor keys as the shop makes them (random, URL-safe), from a fixed sequence so the test is repeatable. */
const KEYS = Array.from({ length: 10_000 }, (_, i) => `v${(i * 2654435761) % 4294967296}-${i.toString(36)}`);

function shares(definition: FlagDefinition): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const key of KEYS) {
    const { treatment } = evaluateFlag(definition, key, ALONE);
    counts[treatment] = (counts[treatment] ?? 0) + 1;
  }
  return Object.fromEntries(Object.entries(counts).map(([treatment, count]) => [treatment, (count / KEYS.length) * 100]));
}

describe('flag evaluation', () => {
  it('splits 10,000 keys within two points of the configured partitions', () => {
    const even = shares(
      flag([
        ['on', 50],
        ['off', 50],
      ]),
    );
    expect(Math.abs((even.on ?? 0) - 50)).toBeLessThanOrEqual(2);
    expect(Math.abs((even.off ?? 0) - 50)).toBeLessThanOrEqual(2);
    const three = shares(
      flag([
        ['a', 20],
        ['b', 30],
        ['c', 50],
      ]),
    );
    expect(Math.abs((three.a ?? 0) - 20)).toBeLessThanOrEqual(2);
    expect(Math.abs((three.b ?? 0) - 30)).toBeLessThanOrEqual(2);
    expect(Math.abs((three.c ?? 0) - 50)).toBeLessThanOrEqual(2);
  });

  it('keeps the traffic allocation with its own seed: the rest get the default treatment, "not in split"', () => {
    const allocated = flag([['on', 100]], { trafficAllocation: 30 });
    const result = shares(allocated);
    expect(Math.abs((result.on ?? 0) - 30)).toBeLessThanOrEqual(2);
    expect(Math.abs((result.off ?? 0) - 70)).toBeLessThanOrEqual(2);
    const out = KEYS.find((key) => evaluateFlag(allocated, key, ALONE).treatment === 'off') ?? '';
    expect(evaluateFlag(allocated, out, ALONE)).toEqual({ treatment: 'off', label: 'not in split' });
    expect(flagBucket(out, allocated.trafficAllocationSeed)).toBeGreaterThan(30);
  });

  it('gives the same key the same treatment every time, and picks by the bucket of the flag’s seed', () => {
    const definition = flag([
      ['on', 50],
      ['off', 50],
    ]);
    for (const key of KEYS.slice(0, 200)) {
      const first = evaluateFlag(definition, key, ALONE);
      expect(evaluateFlag(definition, key, ALONE)).toEqual(first);
      expect(first.treatment).toBe(flagBucket(key, definition.seed) <= 50 ? 'on' : 'off');
    }
  });

  it('answers the default treatment for a killed flag and control for an archived one', () => {
    expect(evaluateFlag(flag([['on', 100]], { killed: true }), 'k', ALONE)).toEqual({ treatment: 'off', label: 'killed' });
    expect(evaluateFlag(flag([['on', 100]], { status: 'ARCHIVED' }), 'k', ALONE)).toEqual({ treatment: CONTROL, label: 'archived' });
  });

  it('takes a whitelisted key before the traffic allocation, and honours negate', () => {
    const definition = flag([['on', 100]], { trafficAllocation: 0 });
    definition.conditions.unshift({
      conditionType: 'WHITELIST',
      matcherGroup: {
        combiner: 'AND',
        matchers: [{ matcherType: 'WHITELIST', negate: false, whitelistMatcherData: { whitelist: ['editor-key'] } }],
      },
      partitions: [{ treatment: 'on', size: 100 }],
      label: 'whitelisted',
    });
    expect(evaluateFlag(definition, 'editor-key', ALONE)).toEqual({ treatment: 'on', label: 'whitelisted' });
    expect(evaluateFlag(definition, 'someone-else', ALONE)).toEqual({ treatment: 'off', label: 'not in split' });
    const negated = flag([['on', 100]]);
    negated.conditions[0]?.matcherGroup.matchers.splice(0, 1, {
      matcherType: 'WHITELIST',
      negate: true,
      whitelistMatcherData: { whitelist: ['k'] },
    });
    expect(evaluateFlag(negated, 'k', ALONE)).toEqual({ treatment: 'off', label: 'default rule' });
    expect(evaluateFlag(negated, 'other', ALONE).treatment).toBe('on');
  });

  it('answers control for a matcher it does not evaluate, and buckets by murmur3 whatever `algo` says, as SDK 11 does', () => {
    const large = flag([['on', 100]]);
    large.conditions[0]?.matcherGroup.matchers.splice(0, 1, { matcherType: 'IN_LARGE_SEGMENT', negate: false });
    expect(evaluateFlag(large, 'k', ALONE)).toEqual({ treatment: CONTROL, label: 'targeting rule type unsupported by sdk' });
    expect(evaluateFlag(flag([['on', 100]], { algo: 1 }), 'k', ALONE).treatment).toBe('on');
  });

  it('answers the default treatment when no condition takes the visitor, and control for a flag without conditions', () => {
    const whitelisted = flag([['on', 100]]);
    whitelisted.conditions[0]?.matcherGroup.matchers.splice(0, 1, {
      matcherType: 'WHITELIST',
      negate: false,
      whitelistMatcherData: { whitelist: ['a'] },
    });
    expect(evaluateFlag(whitelisted, 'k', ALONE)).toEqual({ treatment: 'off', label: 'default rule' });
    expect(evaluateFlag(flag([['on', 100]], { conditions: [] }), 'k', ALONE)).toEqual({
      treatment: CONTROL,
      label: 'targeting rule type unsupported by sdk',
    });
  });
});

describe('flag definitions', () => {
  it('refuses partitions that do not add up to 100, naming where', () => {
    const result = readFlagDocument({
      since: 1,
      till: 2,
      splits: [
        {
          name: 'x',
          trafficTypeName: 'user',
          killed: false,
          defaultTreatment: 'off',
          seed: 1,
          changeNumber: 1,
          conditions: [
            {
              matcherGroup: { matchers: [{ matcherType: 'ALL_KEYS' }] },
              partitions: [
                { treatment: 'on', size: 50 },
                { treatment: 'off', size: 40 },
              ],
            },
          ],
        },
      ],
    });
    expect(result).toEqual({ problem: 'splits.0.conditions.0.partitions: partitions must add up to 100' });
  });

  it('reads a Split export with fields it does not use, and lowercases the traffic type', () => {
    const exported = { configurations: { on: '{"color":"red"}' }, sets: ['wall-art'], impressionsDisabled: false };
    const parsed = flag([['on', 100]], { trafficTypeName: 'User', ...exported } as Partial<FlagDefinition>);
    expect(parsed.trafficTypeName).toBe('user');
    expect(evaluateFlag(parsed, 'k', ALONE).treatment).toBe('on');
  });
});
