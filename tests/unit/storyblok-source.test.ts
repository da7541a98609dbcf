import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentSourceError } from '../../src/worker/features/content/source';
import { StoryblokContentSource } from '../../src/worker/features/content/storyblok-source';
import { type FakeStory, startStoryblokFake } from '../support/storyblok-fake';

// The Storyblok source against the loopback stand-in of the CDN API (spec §7, §8, §9 constants).
const SPACE = '4001';
let fake: Awaited<ReturnType<typeof startStoryblokFake>>;
let origin: string;

const story = (n: number): FakeStory => ({
  id: 5000 + n,
  uuid: `00000000-0000-4000-a000-${String(5000 + n).padStart(12, '0')}`,
  name: `Seite ${n}`,
  slug: `seite-${n}`,
  full_slug: `kartenliebe/de/seite-${n}`,
  content: { _uid: `u${n}`, component: 'Page', body: [] },
});

function source(): StoryblokContentSource {
  return new StoryblokContentSource({
    region: 'eu',
    endpoint: `${origin}/v2`,
    spaceId: SPACE,
    publicToken: `tok-${SPACE}-public`,
    previewToken: `tok-${SPACE}-preview`,
    timeoutMs: 2000,
  });
}

async function control(what: string, method: string, body?: unknown): Promise<Response> {
  return fetch(`${origin}/_control/${SPACE}/${what}`, { method, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
}

beforeAll(async () => {
  fake = await startStoryblokFake();
  origin = `http://127.0.0.1:${fake.port}`;
  await control('stories', 'PUT', { published: Array.from({ length: 60 }, (_, n) => story(n)) });
});

afterAll(async () => {
  await fake.close();
});

describe('Storyblok content source', () => {
  it('reads every link, 25 per page', async () => {
    await control('requests', 'DELETE');
    const links = await source().links('kartenliebe/de/', 'published');
    expect(links).toHaveLength(60);
    const calls = (await (await control('requests', 'GET')).json()) as { path: string; query: Record<string, string> }[];
    const pages = calls.filter((call) => call.path === '/v2/cdn/links');
    expect(pages.map((call) => [call.query.page, call.query.per_page])).toEqual([
      ['1', '25'],
      ['2', '25'],
      ['3', '25'],
    ]);
  });

  it('finds stories by slug and id, and reports a missing one as not found', async () => {
    const bySlug = await source().story('kartenliebe/de/seite-7', { version: 'published' });
    expect(bySlug.kind === 'found' && bySlug.story.name).toBe('Seite 7');
    const byId = await source().storyById(5008, 'published');
    expect(byId.kind === 'found' && byId.story.full_slug).toBe('kartenliebe/de/seite-8');
    expect(await source().story('kartenliebe/de/gibt-es-nicht', { version: 'published' })).toEqual({ kind: 'not-found' });
  });

  it('rejects a status outside 200-206 with its status text (spec §8)', async () => {
    await control('fail', 'POST', { status: 502, times: 1 });
    const failure = await source()
      .story('kartenliebe/de/seite-1', { version: 'published' })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ContentSourceError);
    expect(failure).toMatchObject({ message: 'Bad Gateway', status: 502 });
  });

  it('keeps to 5 requests a second within one request', async () => {
    const shared = source();
    const started = Date.now();
    await Promise.all(Array.from({ length: 11 }, (_, n) => shared.storyById(5000 + n, 'published')));
    // 11 calls at 5 per second: the last ones wait for the third second window.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
  });

  it('needs the preview token for drafts', async () => {
    const noPreview = new StoryblokContentSource({
      region: 'eu',
      endpoint: `${origin}/v2`,
      spaceId: SPACE,
      publicToken: `tok-${SPACE}-public`,
      previewToken: undefined,
      timeoutMs: 2000,
    });
    await expect(noPreview.story('kartenliebe/de/seite-1', { version: 'draft' })).rejects.toThrow(
      'no Storyblok token for the draft version',
    );
  });
});
