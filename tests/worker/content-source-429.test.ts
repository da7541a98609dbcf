import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { apiCalls, forgetApiCalls, pageStory, scriptFailures, seedSpace, storyblokVars } from './storyblok';
import { fetchShopWithVars, type ShopVars } from './worker-fetch';

// A content source answering 429 is asked less (issue 27, decision 063): reads of one story share
// one call, a 429 pauses the source for the isolate, a page never cached gives up within the
// source timeout, and spec §8's retries still hold for one call. Each test has a space of its own,
// so one test's pause never holds back another's calls.
const page = (vars: ShopVars, path: string) => fetchShopWithVars(`https://kartenliebe.de${path}`, vars);
// Only the story cache is under test: the page cache is off.
const varsOf = (space: string, extra: ShopVars = {}) => storyblokVars(space, { PAGE_CACHE_SECONDS: '0', ...extra });
const storyCalls = async (space: string, fullSlug: string) =>
  (await apiCalls(space)).filter((call) => call.path === `/v2/cdn/stories/${fullSlug}`).length;
/** Calls the stand-in saw, by story. */
const callsByStory = async (space: string) => {
  const calls = new Map<string, number>();
  for (const call of await apiCalls(space)) calls.set(call.path, (calls.get(call.path) ?? 0) + 1);
  return calls;
};
/**
 * Makes the story of `slug` expired in KV, so the next view reads it, and only it, from the
 * source (the navigation and the other stories the page reads stay fresh).
 */
async function expire(space: string, slug: string): Promise<void> {
  const key = `story:sb${space}:kartenliebe:de-DE:published:${slug}`;
  const kept = await env.CONTENT.getWithMetadata<{ fetchedAt: number }>(key, 'text');
  if (kept.value === null || !kept.metadata) throw new Error(`${key} is not cached`);
  await env.CONTENT.put(key, kept.value, { metadata: { ...kept.metadata, fetchedAt: 0 } });
}
/** A content page reads its own story, the navigation, the global config and the error story. */
const STORIES_PER_PAGE = 4;
const pauseLogs = (warn: { mock: { calls: unknown[][] } }) =>
  warn.mock.calls.filter((call) => String(call[0]).includes('"event":"content-source-paused"')).length;

describe('a content source answering 429', () => {
  it('is asked once by concurrent requests for one story never cached', async () => {
    const space = '2101';
    const vars = varsOf(space);
    await seedSpace(space, { published: [pageStory('kartenliebe/de/zusammen', 'Einmal gefragt')] });
    // A slow answer, so that all eight requests ask while the first read is under way.
    await scriptFailures(space, { status: 200, times: 1, delayMs: 300 });
    const responses = await Promise.all(Array.from({ length: 8 }, () => page(vars, '/zusammen/')));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    for (const html of await Promise.all(responses.map((response) => response.text()))) expect(html).toContain('Einmal gefragt');
    expect(await storyCalls(space, 'kartenliebe/de/zusammen')).toBe(1);
  });

  it('is called a few times, not eleven per request, by concurrent requests for a page never cached', async () => {
    const log = expectConsoleErrors();
    const space = '2102';
    const vars = varsOf(space);
    await seedSpace(space, { published: [pageStory('kartenliebe/de/gedraenge', 'Gedränge')] });
    await scriptFailures(space, { status: 429, times: 100 });
    const started = Date.now();
    const responses = await Promise.all(Array.from({ length: 8 }, () => page(vars, '/gedraenge/')));
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(503));
    // Eight requests share one read of each story the page needs; the first to meet a 429 is
    // retried within the 1 s timeout (300 ms apart: three times), the others held back by the pause.
    expect((await apiCalls(space)).length).toBeLessThanOrEqual(STORIES_PER_PAGE + 3);
    expect(Date.now() - started).toBeLessThan(2_500);
    expect(log.mock.calls.map(String).join('\n')).toContain('Too Many Requests');
    await forgetApiCalls(space);
  });

  it('makes a page never cached answer 503 within the source timeout, then pauses the source', async () => {
    const log = expectConsoleErrors();
    const space = '2103';
    const vars = varsOf(space);
    await seedSpace(space, { published: [pageStory('kartenliebe/de/nie-da', 'Nie da')] });
    await scriptFailures(space, { status: 429, times: 100 });
    const started = Date.now();
    const failed = await page(vars, '/nie-da/');
    const took = Date.now() - started;
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    // STORYBLOK_TIMEOUT_MS is 1000: retries 300 ms apart fit three times, not ten.
    expect(took).toBeLessThan(1_500);
    // STORIES_PER_PAGE asked once each; the first to meet a 429 retried, the others held back.
    const calls = await callsByStory(space);
    expect([...calls.values()].reduce((sum, n) => sum + n, 0)).toBeLessThanOrEqual(STORIES_PER_PAGE + 3);
    expect(Math.max(...calls.values())).toBeGreaterThanOrEqual(2);
    expect(Math.max(...calls.values())).toBeLessThanOrEqual(4);

    // The call gave up: the source is left alone for a while, and the next visitors get their
    // 503 at once, the source not asked.
    const before = (await apiCalls(space)).length;
    const again = Date.now();
    for (let n = 0; n < 3; n += 1) expect((await page(vars, '/nie-da/')).status).toBe(503);
    expect(Date.now() - again).toBeLessThan(500);
    expect((await apiCalls(space)).length).toBe(before);
    expect(log.mock.calls.map(String).join('\n')).toContain('"status":429');
    await forgetApiCalls(space);
  });

  it('honours Retry-After: cached pages are served stale, others fail at once, the source asked by none until then', async () => {
    expectConsoleErrors();
    const space = '2104';
    const vars = varsOf(space);
    await seedSpace(space, { published: [pageStory('kartenliebe/de/gemerkt', 'Gemerkt'), pageStory('kartenliebe/de/neu', 'Neu')] });
    expect((await page(vars, '/gemerkt/')).status).toBe(200);
    await expire(space, 'gemerkt');
    await forgetApiCalls(space);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      await scriptFailures(space, { status: 429, times: 1, retryAfter: '1' });
      const first = await page(vars, '/gemerkt/');
      expect(first.status).toBe(200);
      expect(first.headers.get('x-content-cache')).toBe('stale-on-error');
      // Retry-After: 1 leaves no retry within the 1 s timeout: the call gave up after one.
      expect((await apiCalls(space)).length).toBe(1);

      for (let n = 0; n < 3; n += 1) {
        const stale = await page(vars, '/gemerkt/');
        expect(stale.status).toBe(200);
        expect(stale.headers.get('x-content-cache')).toBe('stale-on-error');
        expect(await stale.text()).toContain('Gemerkt');
        expect((await page(vars, '/neu/')).status).toBe(503);
      }
      expect((await apiCalls(space)).length).toBe(1);
      expect(pauseLogs(warn)).toBe(1);

      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const after = await page(vars, '/neu/');
      expect(after.status).toBe(200);
      expect(after.headers.get('x-content-cache')).toBe('miss');
    } finally {
      warn.mockRestore();
    }
  });

  it('honours a Retry-After given as an HTTP date', async () => {
    const space = '2105';
    const vars = varsOf(space, { STORYBLOK_TIMEOUT_MS: '5000' });
    await seedSpace(space, { published: [pageStory('kartenliebe/de/datum', 'Mit Datum')] });
    // Whole seconds, as an HTTP date has them: at least a second and a bit from now.
    const retryAt = new Date(Math.ceil(Date.now() / 1000) * 1000 + 2_000);
    await scriptFailures(space, { status: 429, times: 1, retryAfter: retryAt.toUTCString() });
    const response = await page(vars, '/datum/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Mit Datum');
    // The story that met the 429 was asked again once, when the source said, not 300 ms later.
    const calls = await callsByStory(space);
    expect([...calls.values()].sort()).toEqual([...Array(STORIES_PER_PAGE - 1).fill(1), 2]);
    expect(Date.now()).toBeGreaterThanOrEqual(retryAt.getTime() - 50);
  });

  it('keeps the spec §8 rule for one call: 429 retried up to ten times 300 ms apart when the timeout leaves room', async () => {
    const space = '2106';
    const vars = varsOf(space, { STORYBLOK_TIMEOUT_MS: '5000' });
    await seedSpace(space, { published: [pageStory('kartenliebe/de/geduld', 'Viel los')] });
    expect((await page(vars, '/geduld/')).status).toBe(200);
    await expire(space, 'geduld');
    await forgetApiCalls(space);

    await scriptFailures(space, { status: 429, times: 10 });
    const started = Date.now();
    const retried = await page(vars, '/geduld/');
    expect(retried.headers.get('x-content-cache')).toBe('miss');
    expect(await apiCalls(space)).toHaveLength(11);
    expect(await storyCalls(space, 'kartenliebe/de/geduld')).toBe(11);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10 * 300);

    await expire(space, 'geduld');
    await forgetApiCalls(space);
    await scriptFailures(space, { status: 429, times: 12 });
    const exhausted = await page(vars, '/geduld/');
    expect(exhausted.status).toBe(200);
    expect(exhausted.headers.get('x-content-cache')).toBe('stale-on-error');
    expect(await storyCalls(space, 'kartenliebe/de/geduld')).toBe(11);
    await forgetApiCalls(space);
  }, 15_000);
});
