import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { STORY_SCHEMA_VERSION } from '../../src/worker/features/content/prepared-story';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { apiCalls, cachedKeys, edited, forgetApiCalls, pageStory, scriptFailures, seedSpace, storyblokVars } from './storyblok';
import { fetchShopWithVars } from './worker-fetch';

// The KV story cache against the Storyblok stand-in (issue "Content": fresh, stale, missing,
// source failing; not-found kept briefly, errors never).
const SPACE = '2001';
// These tests are about the story cache behind the full-page cache, so the page cache is off.
const vars = storyblokVars(SPACE, { PAGE_CACHE_SECONDS: '0' });
const page = (path: string, extra = {}) => fetchShopWithVars(`https://kartenliebe.de${path}`, { ...vars, ...extra });
const storyCalls = async (fullSlug: string) => (await apiCalls(SPACE)).filter((call) => call.path === `/v2/cdn/stories/${fullSlug}`).length;

describe('story cache in KV (DESIGN data flow)', () => {
  it('reads a missing story from the source once, then serves it from KV', async () => {
    const story = pageStory('kartenliebe/de/cache-hit', 'Fotokalender 2027');
    await seedSpace(SPACE, { published: [story] });
    const first = await page('/cache-hit/');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-content-cache')).toBe('miss');
    expect(await first.text()).toContain('Fotokalender 2027');

    const second = await page('/cache-hit/');
    expect(second.headers.get('x-content-cache')).toBe('hit');
    expect(await second.text()).toContain('Fotokalender 2027');
    expect(await storyCalls('kartenliebe/de/cache-hit')).toBe(1);
    expect(await cachedKeys(SPACE)).toContain(`story:sb${SPACE}:kartenliebe:de-DE:published:cache-hit`);
  });

  it('serves a stale story at once and refreshes it in the background', async () => {
    const story = pageStory('kartenliebe/de/cache-stale', 'Alte Fassung');
    await seedSpace(SPACE, { published: [story] });
    const staleNow = { CONTENT_FRESH_SECONDS: '0', CONTENT_STALE_SECONDS: '3600' };
    expect(await (await page('/cache-stale/', staleNow)).text()).toContain('Alte Fassung');

    await seedSpace(SPACE, { published: [edited(story, 'Neue Fassung')] });
    const stale = await page('/cache-stale/', staleNow);
    expect(stale.headers.get('x-content-cache')).toBe('stale');
    expect(await stale.text()).toContain('Alte Fassung');

    // The refresh ran in waitUntil (fetchShopWithVars waits for it); the next visitor sees it.
    const refreshed = await page('/cache-stale/', staleNow);
    expect(await refreshed.text()).toContain('Neue Fassung');
  });

  it('re-reads a story whose stale window has passed', async () => {
    const story = pageStory('kartenliebe/de/cache-expired', 'Erste Fassung');
    await seedSpace(SPACE, { published: [story] });
    const expired = { CONTENT_FRESH_SECONDS: '0', CONTENT_STALE_SECONDS: '0' };
    await page('/cache-expired/', expired);
    await seedSpace(SPACE, { published: [edited(story, 'Zweite Fassung')] });
    const response = await page('/cache-expired/', expired);
    expect(response.headers.get('x-content-cache')).toBe('miss');
    expect(await response.text()).toContain('Zweite Fassung');
  });

  it('keeps serving the cached page, whatever its age, while the source answers 5xx', async () => {
    const story = pageStory('kartenliebe/de/cache-down', 'Immer noch da');
    await seedSpace(SPACE, { published: [story] });
    await page('/cache-down/');
    await scriptFailures(SPACE, { status: 503, times: 5 });
    const response = await page('/cache-down/', { CONTENT_FRESH_SECONDS: '0', CONTENT_STALE_SECONDS: '0' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-cache')).toBe('stale-on-error');
    expect(await response.text()).toContain('Immer noch da');
    await forgetApiCalls(SPACE);
  });

  it('keeps serving the cached page when the source is too slow', async () => {
    const story = pageStory('kartenliebe/de/cache-slow', 'Geduldig');
    await seedSpace(SPACE, { published: [story] });
    await page('/cache-slow/');
    await scriptFailures(SPACE, { status: 200, times: 1, delayMs: 1500 });
    const response = await page('/cache-slow/', { CONTENT_FRESH_SECONDS: '0', CONTENT_STALE_SECONDS: '0', STORYBLOK_TIMEOUT_MS: '200' });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-content-cache')).toBe('stale-on-error');
    await forgetApiCalls(SPACE);
  });

  it('answers 503, caching nothing, when the source fails and nothing is cached', async () => {
    const log = expectConsoleErrors();
    await seedSpace(SPACE, { published: [pageStory('kartenliebe/de/cache-never', 'Gleich wieder da')] });
    await scriptFailures(SPACE, { status: 500, times: 1 });
    const failed = await page('/cache-never/');
    expect(failed.status).toBe(503);
    expect(failed.headers.get('retry-after')).toBe('30');
    expect(log.mock.calls.map(String).join('\n')).toContain('Internal Server Error');

    const next = await page('/cache-never/');
    expect(next.status).toBe(200);
    expect(next.headers.get('x-content-cache')).toBe('miss');
    expect(await next.text()).toContain('Gleich wieder da');
  });

  it('remembers a missing story briefly, with a KV expiry', async () => {
    await seedSpace(SPACE, { published: [] });
    const first = await page('/cache-missing/');
    expect(first.status).toBe(404);
    expect(await first.text()).toContain('data-error-code="storyblok-page-not-found"');
    const second = await page('/cache-missing/');
    expect(second.status).toBe(404);
    expect(second.headers.get('x-content-cache')).toBe('hit');
    expect(await storyCalls('kartenliebe/de/cache-missing')).toBe(1);

    const key = `story:sb${SPACE}:kartenliebe:de-DE:published:cache-missing`;
    const listed = await env.CONTENT.list({ prefix: key });
    expect(listed.keys[0]?.expiration).toBeGreaterThan(Date.now() / 1000);
    expect(listed.keys[0]?.expiration).toBeLessThanOrEqual(Date.now() / 1000 + 61);
  });

  it('keeps one entry per locale, so fr-CH and fr-FR are cached apart', async () => {
    await seedSpace(SPACE, { published: [pageStory('wallart/fr/cache-locale', 'Déco murale')] });
    expect((await fetchShopWithVars('https://wallart.ch/fr/cache-locale', vars)).status).toBe(200);
    expect((await fetchShopWithVars('https://wallart.fr/cache-locale', vars)).status).toBe(200);
    const keys = await cachedKeys(SPACE);
    expect(keys).toContain(`story:sb${SPACE}:wallart:fr-CH:published:cache-locale`);
    expect(keys).toContain(`story:sb${SPACE}:wallart:fr-FR:published:cache-locale`);
  });

  it('keeps a story parsed, its invalid blocks left out, and serves it from KV without parsing it again', async () => {
    const story = pageStory('kartenliebe/de/cache-parsed', 'Geprüft');
    story.content.body = [
      ...(story.content.body as object[]),
      // A headline must have a text (src/shared/ui/blocks/schemas/headline.ts).
      { _uid: 'bad-headline', component: 'Headline', text: '', subline: 'Kaputt' },
    ];
    await seedSpace(SPACE, { published: [story] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const events = () => warn.mock.calls.map((call) => JSON.parse(String(call[0])).event as string);
    try {
      const first = await page('/cache-parsed/');
      expect(first.headers.get('x-content-cache')).toBe('miss');
      expect(await first.text()).not.toContain('Kaputt');
      expect(events().filter((event) => event === 'block-invalid')).toHaveLength(1);

      const kept = await env.CONTENT.get<{ schema?: number; story: { content: { body: { _uid: string }[] } } }>(
        `story:sb${SPACE}:kartenliebe:de-DE:published:cache-parsed`,
        'json',
      );
      expect(kept?.schema).toBe(STORY_SCHEMA_VERSION);
      expect(kept?.story.content.body.map((block) => block._uid)).not.toContain('bad-headline');

      const second = await page('/cache-parsed/');
      expect(second.headers.get('x-content-cache')).toBe('hit');
      expect(await second.text()).toContain('Geprüft');
      // Parsed when it was kept: the second view finds nothing to report.
      expect(events().filter((event) => event === 'block-invalid')).toHaveLength(1);
    } finally {
      warn.mockRestore();
    }
  });

  it('reads a story again from the source when it was kept by other schemas', async () => {
    const story = pageStory('kartenliebe/de/cache-schema', 'Aus der Quelle');
    await seedSpace(SPACE, { published: [story] });
    await page('/cache-schema/');
    const key = `story:sb${SPACE}:kartenliebe:de-DE:published:cache-schema`;
    const kept = await env.CONTENT.getWithMetadata<{ story: { content: { body: { text?: string }[] } } }>(key, 'json');
    const older = structuredClone(kept.value);
    if (older?.story.content.body[0]) older.story.content.body[0].text = 'Von anderen Schemas';
    await env.CONTENT.put(key, JSON.stringify({ ...older, schema: STORY_SCHEMA_VERSION + 1 }), { metadata: kept.metadata });

    const response = await page('/cache-schema/');
    expect(response.headers.get('x-content-cache')).toBe('miss');
    expect(await response.text()).toContain('Aus der Quelle');
    expect(await storyCalls('kartenliebe/de/cache-schema')).toBe(2);
  });
});
