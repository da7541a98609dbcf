import { describe, expect, it } from 'vitest';
import { readFlagDocument } from '../../src/shared/flags/definitions';
import { evaluateFlag } from '../../src/shared/flags/evaluate';
import { checkedFlagKey } from '../../src/shared/flags/event-rules';
import { referenceTreatments } from '../support/split-reference';

// Issue 32, Build 5 (decision 092): the shop's evaluation against Split's own (the evaluator of
// @splitsoftware/splitio-commons, tests/support/split-reference.ts) on generated documents and keys
// of every kind. Every key × flag must agree: one disagreement is a visitor in another bucket.

/** A small deterministic generator (mulberry32), so a failure can be run again as it was. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const next = random(20261128);
const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
const int32 = () => Math.floor(next() * 4294967296) - 2147483648;

const ALPHABETS = {
  ascii: 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_.:-',
  accents: 'äöüßéèêçñøåÄÖÜÉ',
  cjk: '中文用户測試日本語한국어',
  emoji: ['🎨', '🖼️', '📷', '💌', '👩🏽‍🎨'],
};

function text(length: number, characters: string | readonly string[]): string {
  const list = typeof characters === 'string' ? [...characters] : characters;
  let out = '';
  while (out.length < length) out += pick(list);
  return out;
}

/** 2,400 keys: 400 of each kind, and the edges of spec §5 (250 characters, spaces around). */
function keys(): string[] {
  const made: string[] = [];
  for (let i = 0; i < 400; i++) {
    made.push(
      text(4 + Math.floor(next() * 30), ALPHABETS.ascii),
      `${text(3 + Math.floor(next() * 10), 'abcdefghij.')}@${pick(['kartenliebe.example', 'wallart.example', 'gmail.example'])}`,
      `${pick([' ', '  ', ''])}${text(3, ALPHABETS.ascii)} ${text(5, ALPHABETS.ascii)}${pick([' ', ''])}`,
      `${text(2, ALPHABETS.ascii)}${text(1 + Math.floor(next() * 6), ALPHABETS.accents)}`,
      text(1 + Math.floor(next() * 8), ALPHABETS.cjk),
      `${text(2, ALPHABETS.ascii)}${text(1 + Math.floor(next() * 3), ALPHABETS.emoji)}`,
    );
  }
  made.push('k'.repeat(250), `${'中'.repeat(249)}x`, ' 42 ', '42', 'b2b-1', 'b2b-blocked', 'vip@kartenliebe.example');
  return made;
}

const condition = (matchers: unknown[], partitions: [string, number][], conditionType = 'ROLLOUT', label = 'rule') => ({
  conditionType,
  matcherGroup: { combiner: 'AND', matchers },
  partitions: partitions.map(([treatment, size]) => ({ treatment, size })),
  label,
});
const onKey = (matcherType: string, data: Record<string, unknown> = {}, negate = false) => ({
  matcherType,
  negate,
  keySelector: null,
  ...data,
});
const ALL = onKey('ALL_KEYS');

function flag(name: string, conditions: unknown[], extra: Record<string, unknown> = {}) {
  return {
    name,
    trafficTypeName: 'user',
    killed: false,
    status: 'ACTIVE',
    defaultTreatment: 'off',
    trafficAllocation: 100,
    trafficAllocationSeed: int32(),
    seed: int32(),
    changeNumber: 1_764_000_000_000,
    algo: 2,
    conditions,
    ...extra,
  };
}

/** One generated document: every kind of flag the issue names, with fresh seeds. */
function document() {
  const flags = [
    flag('even', [
      condition(
        [ALL],
        [
          ['on', 50],
          ['off', 50],
        ],
      ),
    ]),
    flag('three-way', [
      condition(
        [ALL],
        [
          ['a', 33],
          ['b', 33],
          ['c', 34],
        ],
      ),
    ]),
    flag(
      'allocated',
      [
        condition(
          [ALL],
          [
            ['on', 60],
            ['off', 40],
          ],
        ),
      ],
      { trafficAllocation: 1 + Math.floor(next() * 98) },
    ),
    flag('killed', [condition([ALL], [['on', 100]])], { killed: true, defaultTreatment: 'dark' }),
    flag(
      'whitelist-then-rollout',
      [
        condition(
          [onKey('WHITELIST', { whitelistMatcherData: { whitelist: ['42', 'vip@kartenliebe.example'] } })],
          [['on', 100]],
          'WHITELIST',
          'whitelisted',
        ),
        condition(
          [ALL],
          [
            ['on', 10],
            ['off', 90],
          ],
        ),
      ],
      { trafficAllocation: 50 },
    ),
    flag('one-in-a-hundred', [
      condition(
        [ALL],
        [
          ['on', 1],
          ['off', 99],
        ],
      ),
    ]),
    flag('strings', [
      condition(
        [
          onKey('ENDS_WITH', { whitelistMatcherData: { whitelist: ['.example'] } }),
          onKey('CONTAINS_STRING', { whitelistMatcherData: { whitelist: ['a', 'e'] } }),
        ],
        [['mail', 100]],
      ),
      condition(
        [onKey('STARTS_WITH', { whitelistMatcherData: { whitelist: ['中', 'ä', 'A'] } })],
        [
          ['start', 50],
          ['off', 50],
        ],
      ),
      condition([onKey('MATCHES_STRING', { stringMatcherData: '^[a-z]+ [a-z]+$' }, true)], [['odd', 100]]),
    ]),
    flag('segment', [
      condition(
        [onKey('IN_SEGMENT', { userDefinedSegmentMatcherData: { segmentName: 'beta' } })],
        [
          ['on', 70],
          ['off', 30],
        ],
      ),
    ]),
    flag('dependency', [
      condition([onKey('IN_SPLIT_TREATMENT', { dependencyMatcherData: { split: 'even', treatments: ['on'] } })], [['on', 100]]),
    ]),
    flag('numbered', [condition([onKey('EQUAL_TO', { unaryNumericMatcherData: { dataType: 'NUMBER', value: 42 } })], [['answer', 100]])]),
    flag('rule-based', [
      condition([onKey('IN_RULE_BASED_SEGMENT', { userDefinedSegmentMatcherData: { segmentName: 'wholesale' } })], [['trade', 100]]),
    ]),
    flag(
      'prerequisite',
      [
        condition(
          [ALL],
          [
            ['on', 50],
            ['off', 50],
          ],
        ),
      ],
      { prerequisites: [{ n: 'three-way', ts: ['a', 'b'] }] },
    ),
  ];
  return { flags, beta: [] as string[] };
}

describe('the shop’s evaluation and Split’s', () => {
  it('agree on every generated key of every kind for every kind of flag, in flag spec 1.3', async () => {
    const allKeys = keys();
    expect(allKeys.length).toBeGreaterThanOrEqual(2000);
    const { flags } = document();
    const beta = allKeys.filter(() => next() < 0.2);
    const ruleBased = [
      {
        name: 'wholesale',
        status: 'ACTIVE',
        trafficTypeName: 'user',
        changeNumber: 5,
        conditions: [
          {
            matcherGroup: {
              combiner: 'AND',
              matchers: [onKey('STARTS_WITH', { whitelistMatcherData: { whitelist: ['b2b-', 'a', 'b'] } })],
            },
          },
        ],
        excluded: { keys: ['b2b-blocked'], segments: [{ type: 'standard', name: 'beta' }] },
      },
    ];
    const payload = {
      ff: { d: flags, s: -1, t: 1_764_000_000_000 },
      rbs: { d: ruleBased, s: -1, t: 5 },
      segments: [{ name: 'beta', added: beta, removed: [] }],
    };
    const read = readFlagDocument(payload);
    if ('problem' in read) throw new Error(read.problem);
    const names = flags.map((each) => each.name);
    const theirs = await referenceTreatments({ flags, segments: { beta }, ruleBasedSegments: ruleBased }, allKeys, names);
    const disagreements: string[] = [];
    const seen = new Map<string, Set<string>>();
    for (const raw of allKeys) {
      const checked = checkedFlagKey(raw);
      if (!checked.ok) throw new Error(`a generated key is not a key: ${JSON.stringify(raw)}`);
      for (const name of names) {
        const definition = read.document.flags.get(name);
        const ours = definition ? evaluateFlag(definition, checked.value, read.document).treatment : 'control';
        const split = theirs[raw]?.[name];
        if (ours !== split) disagreements.push(`${name} ${JSON.stringify(raw)}: shop ${ours}, Split ${split}`);
        seen.set(name, (seen.get(name) ?? new Set()).add(ours));
      }
    }
    expect(disagreements.slice(0, 10), `${disagreements.length} disagreements`).toEqual([]);
    // The flags were exercised, not all answering one treatment.
    for (const name of [
      'even',
      'three-way',
      'allocated',
      'whitelist-then-rollout',
      'one-in-a-hundred',
      'strings',
      'segment',
      'dependency',
      'rule-based',
      'prerequisite',
    ]) {
      expect(seen.get(name)?.size, name).toBeGreaterThan(1);
    }
  });
});
