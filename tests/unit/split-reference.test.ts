import { describe, expect, it } from 'vitest';
import { type ReferenceDocument, referenceTreatment, referenceTreatments } from '../support/split-reference';

// The harness that asks Split's own evaluator (tests/support/split-reference.ts) is itself checked on
// hand-made flags whose answers need no hashing: a condition given 100% to one treatment answers it
// for every bucket. Only the 50/50 flag depends on murmur3, and is checked by its proportions.

/** A matcher on the key itself: Split's `keySelector: null` (evaluator/matchersTransform/index.ts). */
const onKey = (matcherType: string, data: Record<string, unknown> = {}) => ({ matcherType, negate: false, keySelector: null, ...data });

const condition = (matchers: unknown[], partitions: [string, number][], conditionType = 'ROLLOUT') => ({
  conditionType,
  matcherGroup: { combiner: 'AND', matchers },
  partitions: partitions.map(([treatment, size]) => ({ treatment, size })),
  label: 'rule',
});

const flag = (name: string, conditions: unknown[], extra: Record<string, unknown> = {}) => ({
  name,
  trafficTypeName: 'user',
  killed: false,
  status: 'ACTIVE',
  defaultTreatment: 'off',
  trafficAllocation: 100,
  trafficAllocationSeed: -1_364_119_282,
  seed: 1_840_434_813,
  changeNumber: 1_764_000_000_000,
  algo: 2,
  conditions,
  ...extra,
});

const ALL_ON = condition([onKey('ALL_KEYS')], [['on', 100]]);

const document: ReferenceDocument = {
  flags: [
    flag('killed', [ALL_ON], { killed: true, defaultTreatment: 'dark' }),
    flag('archived', [ALL_ON], { status: 'ARCHIVED' }),
    flag('whitelist', [
      condition(
        [onKey('WHITELIST', { whitelistMatcherData: { whitelist: ['42', 'vip@kartenliebe.example'] } })],
        [['on', 100]],
        'WHITELIST',
      ),
      condition([onKey('ALL_KEYS')], [['off', 100]]),
    ]),
    // The other form of "the key itself" Split serves: a selector with no attribute.
    flag('starts', [
      condition(
        [
          {
            ...onKey('STARTS_WITH', { whitelistMatcherData: { whitelist: ['b2b-'] } }),
            keySelector: { trafficType: 'user', attribute: null },
          },
        ],
        [['trade', 100]],
      ),
    ]),
    flag('segment', [condition([onKey('IN_SEGMENT', { userDefinedSegmentMatcherData: { segmentName: 'beta' } })], [['beta', 100]])]),
    flag('parent', [condition([onKey('WHITELIST', { whitelistMatcherData: { whitelist: ['anna'] } })], [['on', 100]], 'WHITELIST')]),
    flag('child', [
      condition([onKey('IN_SPLIT_TREATMENT', { dependencyMatcherData: { split: 'parent', treatments: ['on'] } })], [['yes', 100]]),
    ]),
    flag('rule-based', [
      condition([onKey('IN_RULE_BASED_SEGMENT', { userDefinedSegmentMatcherData: { segmentName: 'wholesale' } })], [['trade', 100]]),
    ]),
    flag('even', [
      condition(
        [onKey('ALL_KEYS')],
        [
          ['on', 50],
          ['off', 50],
        ],
      ),
    ]),
  ],
  segments: { beta: ['anna', 'bert'] },
  ruleBasedSegments: [
    {
      name: 'wholesale',
      status: 'ACTIVE',
      trafficTypeName: 'user',
      changeNumber: 5,
      conditions: [
        { matcherGroup: { combiner: 'AND', matchers: [onKey('ENDS_WITH', { whitelistMatcherData: { whitelist: ['@trade.example'] } })] } },
      ],
      excluded: { keys: ['blocked@trade.example'], segments: [{ type: 'standard', name: 'beta' }] },
    },
  ],
};

describe('Split’s own evaluator, as the harness asks it', () => {
  it('answers a killed flag’s default treatment, and control for an archived one', async () => {
    expect(await referenceTreatment(document, 'anna', 'killed')).toBe('dark');
    expect(await referenceTreatment(document, 'anna', 'archived')).toBe('control');
  });

  it('answers a whitelisted key by its whitelist and falls through to the next condition for others', async () => {
    expect(await referenceTreatment(document, '42', 'whitelist')).toBe('on');
    expect(await referenceTreatment(document, 'vip@kartenliebe.example', 'whitelist')).toBe('on');
    expect(await referenceTreatment(document, '43', 'whitelist')).toBe('off');
  });

  it('matches the start of the key', async () => {
    expect(await referenceTreatment(document, 'b2b-7', 'starts')).toBe('trade');
    expect(await referenceTreatment(document, 'x-b2b-7', 'starts')).toBe('off');
  });

  it('matches the keys of a standard segment', async () => {
    expect(await referenceTreatment(document, 'bert', 'segment')).toBe('beta');
    expect(await referenceTreatment(document, 'carla', 'segment')).toBe('off');
  });

  it('evaluates a dependency on another flag’s treatment', async () => {
    expect(await referenceTreatment(document, 'anna', 'child')).toBe('yes');
    expect(await referenceTreatment(document, 'bert', 'child')).toBe('off');
  });

  it('matches a rule-based segment, except its excluded keys and segments', async () => {
    expect(await referenceTreatment(document, 'shop@trade.example', 'rule-based')).toBe('trade');
    expect(await referenceTreatment(document, 'blocked@trade.example', 'rule-based')).toBe('off');
    expect(await referenceTreatment(document, 'bert', 'rule-based')).toBe('off');
    expect(await referenceTreatment(document, 'shop@retail.example', 'rule-based')).toBe('off');
  });

  it('answers control for a flag that does not exist', async () => {
    expect(await referenceTreatment(document, 'anna', 'no-such-flag')).toBe('control');
  });

  it('takes keys as Split’s client does: trimmed, then 1 to 250 UTF-16 units, else control', async () => {
    expect(await referenceTreatment(document, ' 42 ', 'whitelist')).toBe('on');
    expect(await referenceTreatment(document, ` ${'k'.repeat(250)} `, 'whitelist')).toBe('off');
    expect(await referenceTreatment(document, 'k'.repeat(251), 'whitelist')).toBe('control');
    expect(await referenceTreatment(document, '', 'whitelist')).toBe('control');
    expect(await referenceTreatment(document, '   ', 'killed')).toBe('control');
  });

  it('splits a 50/50 flag between both treatments over 1000 keys', async () => {
    const keys = Array.from({ length: 1000 }, (_, index) => `visitor-${index}`);
    const treatments = await referenceTreatments(document, keys, ['even']);
    const on = keys.filter((key) => treatments[key]?.even === 'on').length;
    const off = keys.filter((key) => treatments[key]?.even === 'off').length;
    expect(on + off).toBe(1000);
    expect(on).toBeGreaterThanOrEqual(400);
    expect(on).toBeLessThanOrEqual(600);
    expect(off).toBeGreaterThanOrEqual(400);
    expect(off).toBeLessThanOrEqual(600);
  });

  it('answers the same for many keys × flags at once as one by one', async () => {
    const keys = ['anna', 'bert', '42', 'b2b-1', 'shop@trade.example', ''];
    const names = ['killed', 'whitelist', 'starts', 'segment', 'child', 'rule-based', 'even', 'no-such-flag'];
    const all = await referenceTreatments(document, keys, names);
    for (const key of keys) {
      for (const name of names) expect(all[key]?.[name], `${name} ${key}`).toBe(await referenceTreatment(document, key, name));
    }
  });
});
