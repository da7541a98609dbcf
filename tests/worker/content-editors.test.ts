import { describe, expect, it } from 'vitest';
import { apiCalls, cachedKeys, edited, pageStory, seedSpace, storyblokVars } from './storyblok';
import { fetchShopWithVars } from './worker-fetch';

// Editors (spec §4, §6): drafts only behind a valid visual-editor token, straight from the
// source, never through KV, never stored by a cache, framed only by the Storyblok app.
const SPACE = '2002';
const vars = storyblokVars(SPACE);
const PREVIEW_TOKEN = `tok-${SPACE}-preview`;

async function sha1(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-1', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** The query the Storyblok app adds when it opens a page in the visual editor. */
async function editorQuery({ space = SPACE, ageSeconds = 60, token }: { space?: string; ageSeconds?: number; token?: string } = {}) {
  const timestamp = String(Math.floor(Date.now() / 1000) - ageSeconds);
  const signed = token ?? (await sha1(`${space}:${PREVIEW_TOKEN}:${timestamp}`));
  const query = new URLSearchParams({
    _storyblok: '4711',
    _storyblok_c: 'Page',
    _storyblok_version: '',
    _storyblok_lang: 'default',
    _storyblok_release: '0',
    '_storyblok_tk[space_id]': space,
    '_storyblok_tk[timestamp]': timestamp,
    '_storyblok_tk[token]': signed,
  });
  return `?${query}`;
}

const published = pageStory('kartenliebe/de/editor-page', 'Veröffentlicht');
const draft = edited(published, 'Entwurf in Arbeit');

describe('editor drafts (spec §4 content states, §6 editors)', () => {
  it('shows a checked editor the draft, without touching KV, never stored, framed by Storyblok only', async () => {
    await seedSpace(SPACE, { published: [published], draft: [draft] });
    const before = await cachedKeys(SPACE);
    const response = await fetchShopWithVars(`https://kartenliebe.de/editor-page/${await editorQuery()}`, vars);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Entwurf in Arbeit');
    expect(html).not.toContain('Veröffentlicht');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toContain('frame-ancestors https://app.storyblok.com');
    expect(response.headers.get('x-frame-options')).toBeNull();
    expect(response.headers.get('x-content-cache')).toBe('bypass');
    // The page carries what the client needs to load the bridge.
    expect(html).toContain('storyblok-v2-latest.js');
    expect(await cachedKeys(SPACE)).toEqual(before);

    const draftCalls = (await apiCalls(SPACE)).filter((call) => call.query.version === 'draft');
    expect(draftCalls.at(-1)?.query.token).toBe(PREVIEW_TOKEN);
  });

  const refused: [string, () => Promise<string>][] = [
    ['a forged token', () => editorQuery({ token: 'a'.repeat(40) })],
    ['a token older than an hour', () => editorQuery({ ageSeconds: 3601 })],
    ['a token of another space', () => editorQuery({ space: '9999' })],
    ['no token at all', async () => '?_storyblok=4711&_storyblok_version=draft'],
  ];
  for (const [name, query] of refused) {
    it(`gives ${name} the published page, like any visitor`, async () => {
      await seedSpace(SPACE, { published: [published], draft: [draft] });
      const response = await fetchShopWithVars(`https://kartenliebe.de/editor-page/${await query()}`, vars, {
        headers: { cookie: 'splitIoUserKey=returning-visitor' },
      });
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('Veröffentlicht');
      expect(html).not.toContain('Entwurf in Arbeit');
      expect(html).not.toContain('storyblok-v2-latest.js');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      // Nobody may frame a visitor's page, the Storyblok app included.
      expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-frame-options')).toBe('DENY');
    });
  }

  it('accepts a token signed within the hour', async () => {
    await seedSpace(SPACE, { published: [published], draft: [draft] });
    const response = await fetchShopWithVars(`https://kartenliebe.de/editor-page/${await editorQuery({ ageSeconds: 3500 })}`, vars);
    expect(await response.text()).toContain('Entwurf in Arbeit');
  });

  it('serves drafts on the story API only to a checked editor', async () => {
    await seedSpace(SPACE, { published: [published], draft: [draft] });
    const base = 'https://kartenliebe.de/frontend-api/bff/de-DE/editor-page?apiVersion=v2&version=draft';
    const visitor = await fetchShopWithVars(base, vars);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.get('x-content-version')).toBe('published');
    expect(((await visitor.json()) as { story: { name: string } }).story.name).toBe('Veröffentlicht');

    const editorResponse = await fetchShopWithVars(`${base}&${(await editorQuery()).slice(1)}`, vars);
    expect(editorResponse.headers.get('x-content-version')).toBe('draft');
    expect(editorResponse.headers.get('cache-control')).toBe('private, no-store');
    expect(((await editorResponse.json()) as { story: { name: string } }).story.name).toBe('Entwurf in Arbeit');
  });
});
