import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShopWithVars } from './worker-fetch';

// Issue 15, feature flags at the edge, second slice (decision 057): the definitions in the FLAGS
// namespace (the demo ones without), the visitor key cookie, and spec §7 /web-api/feature-flags,
// on the worker with its real KV.

const SHOP = 'https://kartenliebe.de';
const FLAGS_PATH = '/web-api/feature-flags';

type Answer = { treatments: Record<string, string> };

async function flagsOf(cookie = '', userAgent?: string) {
  const headers: Record<string, string> = {};
  // No cookie is a first visit: an empty header, else the request is a returning visitor's (worker-fetch.ts).
  headers.cookie = cookie;
  if (userAgent) headers['user-agent'] = userAgent;
  // The vars as deployed; waits for the request's work after the answer (the last good copy).
  const response = await fetchShopWithVars(`${SHOP}${FLAGS_PATH}`, {}, { headers });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Answer };
}

/** A document as ops put it: one flag, `killed` or not, `on` for `share` of the keys. */
function document(till: number, flag: { killed?: boolean; share?: number; partitionsOff?: number } = {}) {
  const share = flag.share ?? 100;
  return JSON.stringify({
    since: 1,
    till,
    splits: [
      {
        name: 'VOLL-965',
        trafficTypeName: 'user',
        killed: flag.killed ?? false,
        status: 'ACTIVE',
        defaultTreatment: 'off',
        trafficAllocation: 100,
        trafficAllocationSeed: 7,
        seed: 11,
        changeNumber: till,
        algo: 2,
        conditions: [
          {
            conditionType: 'ROLLOUT',
            matcherGroup: { combiner: 'AND', matchers: [{ matcherType: 'ALL_KEYS', negate: false }] },
            partitions: [
              { treatment: 'on', size: share },
              { treatment: 'off', size: flag.partitionsOff ?? 100 - share },
            ],
            label: 'default rule',
          },
        ],
        // What a Split export also carries.
        configurations: {},
        sets: [],
      },
    ],
  });
}

beforeEach(async () => {
  await env.FLAGS.delete('definitions');
  await env.FLAGS.delete('definitions:last-good');
});

describe('the visitor key', () => {
  it('is made for a visitor without one, in a cookie the page can read, and keeps the treatments', async () => {
    const first = await flagsOf();
    expect(first.status).toBe(200);
    const cookie = first.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^splitIoUserKey=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/);
    expect(cookie).not.toMatch(/HttpOnly/);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const key = cookie.split(';')[0] ?? '';
    const again = await flagsOf(key);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.body).toEqual(first.body);
  });

  it('is made anew when the cookie holds no key (spec §5: 1 to 250 characters)', async () => {
    for (const sent of ['splitIoUserKey=', `splitIoUserKey=${'k'.repeat(251)}`, 'splitIoUserKey=%3Cscript%3E']) {
      const answer = await flagsOf(sent);
      expect(answer.headers.get('set-cookie'), sent).toMatch(/^splitIoUserKey=[0-9a-f-]{36};/);
    }
  });

  it('gives crawlers no flags and no key (spec §4)', async () => {
    const answer = await flagsOf('', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    expect(answer.body).toEqual({ treatments: {} });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});

describe('the demo definitions', () => {
  it('split each experiment between on and off, and keep the error details off', async () => {
    const counts: Record<string, number> = {};
    for (let i = 0; i < 200; i++) {
      const { body } = await flagsOf(`splitIoUserKey=visitor-${i}`);
      expect(Object.keys(body.treatments)).toContain('VOLL-1785');
      expect(body.treatments['shop-error-details']).toBe('off');
      const treatment = body.treatments['VOLL-965'] ?? '';
      counts[treatment] = (counts[treatment] ?? 0) + 1;
    }
    expect(Object.keys(counts).sort()).toEqual(['off', 'on']);
    expect(counts.on).toBeGreaterThan(60);
    expect(counts.off).toBeGreaterThan(60);
  });
});

describe('definitions put by ops', () => {
  it('are in force at once, with their change kept as the last good one', async () => {
    await env.FLAGS.put('definitions', document(100, { killed: true, share: 100 }));
    const { body } = await flagsOf('splitIoUserKey=ops-visitor');
    // Killed: the default treatment for everyone; the demo flags are gone with the demo document.
    expect(body).toEqual({ treatments: { 'VOLL-965': 'off' } });
    expect(await env.FLAGS.get('definitions:last-good')).toBe(document(100, { killed: true, share: 100 }));
  });

  it('are refused when invalid, logged, and the last good ones stay in force', async () => {
    await env.FLAGS.put('definitions', document(200, { share: 100 }));
    expect((await flagsOf('splitIoUserKey=ops-visitor')).body.treatments['VOLL-965']).toBe('on');
    const log = expectConsoleErrors();
    for (const broken of ['{"splits": [', document(300, { share: 50, partitionsOff: 40 })]) {
      await env.FLAGS.put('definitions', broken);
      const { body } = await flagsOf('splitIoUserKey=ops-visitor');
      expect(body).toEqual({ treatments: { 'VOLL-965': 'on' } });
    }
    const refused = log.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('flag-definitions-refused'));
    expect(refused).toHaveLength(2);
    expect(refused[1]).toContain('splits.0.conditions.0.partitions');
    expect(await env.FLAGS.get('definitions:last-good')).toBe(document(200, { share: 100 }));
  });

  it('report a flag that answers control as an error', async () => {
    const segment = JSON.parse(document(400)) as { splits: { conditions: { matcherGroup: { matchers: { matcherType: string }[] } }[] }[] };
    const matcher = segment.splits[0]?.conditions[0]?.matcherGroup.matchers[0];
    if (matcher) matcher.matcherType = 'IN_SEGMENT';
    await env.FLAGS.put('definitions', JSON.stringify(segment));
    const log = expectConsoleErrors();
    const { body } = await flagsOf('splitIoUserKey=ops-visitor');
    expect(body.treatments['VOLL-965']).toBe('control');
    expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(/"event":"flag-control".*"flag":"VOLL-965"/);
  });
});
