import { env } from 'cloudflare:workers';
import { afterEach, describe, expect, it } from 'vitest';
import { bumpGeneration, readGeneration } from '../../src/worker/features/content/content-generation';
import { keepStory, keptStory } from '../../src/worker/features/content/kept-stories';
import { renderingEnv, renderWatched, watchedStorage } from './watched-storage';

// Decision 104: a story the KV story cache answered fresh is kept by the isolate, under the
// content generation it trusts, until its entry would turn stale. The worker runs with its real KV
// and D1, each KV read noted with its key.

const storage = watchedStorage();
// Pages rendered every time (no page cache), so only the kept stories can spare a read.
const watchedEnv = renderingEnv(storage, env);

/** The story cache's keys a rendering of `url` read from KV, and its page. */
async function view(url: string): Promise<{ storyReads: string[]; html: string }> {
  const { status, html, calls } = await renderWatched(storage, watchedEnv, url, '198.51.100.202');
  expect(status).toBe(200);
  const storyReads = calls.flatMap((call) => (call.startsWith('kv-start story:') ? [call.slice('kv-start '.length)] : []));
  return { storyReads, html };
}

const headlineOf = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1];

afterEach(async () => {
  await bumpGeneration(watchedEnv.CONTENT);
});

describe('stories kept by the isolate (decision 104)', () => {
  it('renders a page again, and another page of its locale, without reading the stories it read once', async () => {
    await bumpGeneration(watchedEnv.CONTENT);
    // Read once: from the source into KV, then from KV into memory.
    await view('https://kartenliebe.de/impressum/');
    const first = await view('https://kartenliebe.de/impressum/');
    expect(first.storyReads.some((key) => key.endsWith(':impressum'))).toBe(true);
    const again = await view('https://kartenliebe.de/impressum/');
    expect(again.storyReads).toEqual([]);
    expect(headlineOf(again.html)).toBe(headlineOf(first.html));
    // Another page of the locale reads its own story, not the navigation and footer again.
    const other = await view('https://kartenliebe.de/agb/');
    expect(other.storyReads.length).toBeGreaterThan(0);
    expect(other.storyReads.every((key) => key.endsWith(':agb'))).toBe(true);
  });

  it('shows a story published anew once the publish starts a new generation', async () => {
    await bumpGeneration(watchedEnv.CONTENT);
    const reads = [...(await view('https://kartenliebe.de/impressum/')).storyReads];
    reads.push(...(await view('https://kartenliebe.de/impressum/')).storyReads);
    const key = reads.find((each) => each.endsWith(':impressum')) ?? '';
    expect(key).not.toBe('');
    expect(headlineOf((await view('https://kartenliebe.de/impressum/')).html)).toBe('Impressum');
    // The new version in KV, as a publish leaves it before it starts the new generation.
    const entry = await env.CONTENT.getWithMetadata<{ fetchedAt: number }>(key, 'text');
    const published = (entry.value ?? '').replace('"text":"Impressum"', '"text":"Impressum und Kontakt"');
    await env.CONTENT.put(key, published, { metadata: { ...entry.metadata, fetchedAt: Date.now() } });
    // Until then the pages of the old generation show the old story, as the page cache's kept ones do.
    expect(headlineOf((await view('https://kartenliebe.de/impressum/')).html)).toBe('Impressum');
    await bumpGeneration(watchedEnv.CONTENT);
    expect(headlineOf((await view('https://kartenliebe.de/impressum/')).html)).toBe('Impressum und Kontakt');
  });
});

describe('a kept story', () => {
  const kv = env.CONTENT;
  const story = () => ({
    kind: 'found' as const,
    story: { id: 1, name: 'Impressum', content: { body: [{ text: 'Impressum' }] } },
    prepared: true,
  });

  it('is answered until its KV entry would turn stale, and not after', async () => {
    const now = Date.now();
    await bumpGeneration(kv, now);
    keepStory(kv, 'story:a', { lookup: story() as never, freshUntil: now + 10_000, bytes: 100 }, now);
    expect(keptStory(kv, 'story:a', now + 4_000)).toBeDefined();
    // Past the fresh window KV is asked, which starts the refresh of a stale entry.
    await readGeneration(kv, now + 10_000);
    expect(keptStory(kv, 'story:a', now + 10_000)).toBeUndefined();
  });

  it('is neither kept nor answered without a generation the isolate trusts', async () => {
    const now = Date.now();
    await bumpGeneration(kv, now);
    const later = now + 6_000;
    keepStory(kv, 'story:b', { lookup: story() as never, freshUntil: later + 60_000, bytes: 100 }, later);
    await readGeneration(kv, later);
    expect(keptStory(kv, 'story:b', later)).toBeUndefined();
  });

  it('is frozen, for the request that read it as for the next', async () => {
    const now = Date.now();
    await bumpGeneration(kv, now);
    const lookup = keepStory(kv, 'story:c', { lookup: story() as never, freshUntil: now + 10_000, bytes: 100 }, now);
    const shown = lookup as unknown as ReturnType<typeof story>;
    expect(() => {
      shown.story.content.body[0] = { text: 'changed by one request' };
    }).toThrow(TypeError);
    expect(keptStory(kv, 'story:c', now)).toBe(lookup);
  });
});
