import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { visibleText } from '../support/visible-text';
import { edited, pageStory, seedSpace, sendWebhook, storyblokVars } from './storyblok';
import { fetchShop, fetchShopWithVars, type ShopVars } from './worker-fetch';

// The full-page cache (issue "Fast by default", decision 019): published pages kept whole at the
// edge, retired by a publish, revalidated by browsers with their ETag.
const SPACE = '2011';
const vars = storyblokVars(SPACE, { PAGE_CACHE_SECONDS: '300' });
/** A returning visitor's request: they have their flag key (a first visit gets it with the page, below). */
function returning(init: RequestInit = {}): RequestInit {
  const headers = new Headers(init.headers);
  if (!headers.has('cookie')) headers.set('cookie', 'splitIoUserKey=returning-visitor');
  return { ...init, headers };
}
const page = (url: string, init: RequestInit = {}, extra: ShopVars = {}) => fetchShopWithVars(url, { ...vars, ...extra }, returning(init));

/** The nonce the page's scripts carry, and the one the Content-Security-Policy allows. */
async function nonces(response: Response): Promise<{ inPage: string[]; allowed: string | undefined }> {
  const html = await response.text();
  const inPage = [...new Set([...html.matchAll(/nonce="([^"]+)"/g)].map((match) => match[1] ?? ''))];
  const allowed = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
  return { inPage, allowed };
}

describe('full-page cache', () => {
  it('renders a page once, then serves the kept copy with the visitor’s own script nonce', async () => {
    await seedSpace(SPACE, { published: [pageStory('kartenliebe/de/kept', 'Fotokarten zur Taufe')] });
    const first = await page('https://kartenliebe.de/kept/');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    const firstNonces = await nonces(first);

    const second = await page('https://kartenliebe.de/kept/');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(second.headers.get('content-language')).toBe('de-DE');
    const html = await second.clone().text();
    expect(visibleText(html)).toContain('Fotokarten zur Taufe');
    const secondNonces = await nonces(second);
    // Every script of the kept copy carries this response's nonce, never the first visitor's.
    expect(secondNonces.inPage).toEqual([secondNonces.allowed]);
    expect(secondNonces.allowed).not.toBe(firstNonces.allowed);
    expect(firstNonces.inPage).toEqual([firstNonces.allowed]);
  });

  it('answers 304 to a browser that has the page, and a full page to one whose copy is old', async () => {
    await seedSpace(SPACE, { published: [pageStory('kartenliebe/de/etag', 'Kalender')] });
    await page('https://kartenliebe.de/etag/');
    const cached = await page('https://kartenliebe.de/etag/');
    const etag = cached.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[0-9a-f]+"$/);
    expect(cached.headers.get('cache-control')).toBe('no-cache');

    const revalidated = await page('https://kartenliebe.de/etag/', { headers: { 'if-none-match': etag } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    // The browser keeps the policy stored with its copy, whose scripts carry that policy's nonce.
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
    // A strong form of the same tag, or a list holding it, matches too (RFC 9110 weak comparison).
    const listed = await page('https://kartenliebe.de/etag/', { headers: { 'if-none-match': `"other", ${etag.slice(2)}` } });
    expect(listed.status).toBe(304);

    const old = await page('https://kartenliebe.de/etag/', { headers: { 'if-none-match': 'W/"0000"' } });
    expect(old.status).toBe(200);
    expect(visibleText(await old.text())).toContain('Kalender');
  });

  it('shows a publish at once: the webhook starts a new content generation', async () => {
    const story = pageStory('kartenliebe/de/published', 'Erste Fassung');
    await seedSpace(SPACE, { published: [story] });
    await page('https://kartenliebe.de/published/');
    const kept = await page('https://kartenliebe.de/published/');
    const etag = kept.headers.get('etag') ?? '';
    expect(kept.headers.get('x-page-cache')).toBe('hit');

    await seedSpace(SPACE, { published: [edited(story, 'Zweite Fassung')] });
    // Until the publish arrives, the kept page is served (the story cache would too).
    expect(visibleText(await (await page('https://kartenliebe.de/published/')).text())).toContain('Erste Fassung');
    const hook = await sendWebhook(vars, { action: 'published', story_id: story.id, space_id: Number(SPACE) });
    expect(hook.status).toBe(200);
    expect(await hook.json()).toMatchObject({ generation: expect.stringMatching(/^[0-9a-z]+$/) });
    expect(await env.CONTENT.get('content-generation')).toMatch(/^[0-9a-z]+$/);

    const after = await page('https://kartenliebe.de/published/', { headers: { 'if-none-match': etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get('x-page-cache')).toBe('miss');
    expect(visibleText(await after.text())).toContain('Zweite Fassung');
  });

  it('keys pages by their URL without tracking parameters, and by the rest of the query', async () => {
    await seedSpace(SPACE, { published: [pageStory('kartenliebe/de/campaign', 'Weihnachtskarten')] });
    await page('https://kartenliebe.de/campaign/?utm_source=newsletter');
    const tracked = await page('https://kartenliebe.de/campaign/?utm_campaign=advent&gclid=abc');
    expect(tracked.headers.get('x-page-cache')).toBe('hit');
    const otherQuery = await page('https://kartenliebe.de/campaign/?designId=123');
    expect(otherQuery.headers.get('x-page-cache')).toBe('miss');
    // The same page in another locale of the channel is another page.
    await seedSpace(SPACE, {
      published: [pageStory('kartenliebe/de/campaign', 'Weihnachtskarten'), pageStory('kartenliebe/fr/campaign', 'Cartes de Noël')],
    });
    const french = await page('https://kartenliebe.ch/fr/campaign/');
    expect(french.headers.get('x-page-cache')).toBe('miss');
    expect(visibleText(await french.text())).toContain('Cartes de Noël');
  });

  it('never keeps drafts, errors or a page rendered with errors', async () => {
    const log = expectConsoleErrors();
    for (let view = 0; view < 2; view += 1) {
      const missing = await page('https://kartenliebe.de/gibt-es-nicht/');
      expect(missing.status).toBe(404);
      expect(missing.headers.get('x-page-cache')).toBe('bypass');
      expect(missing.headers.get('cache-control')).toBe('private, no-store');
    }

    // The catalogue is down: the page says so, and is not kept for the visitors after the outage.
    await env.DB.exec('ALTER TABLE prices RENAME TO prices_offline');
    const degraded = await page('https://kartenliebe.de/fotoabzuege/', {}, { CONTENT_SOURCE: 'demo' });
    expect(visibleText(await degraded.text())).toContain('Die Preise können gerade nicht geladen werden.');
    await env.DB.exec('ALTER TABLE prices_offline RENAME TO prices');
    const recovered = await page('https://kartenliebe.de/fotoabzuege/', {}, { CONTENT_SOURCE: 'demo' });
    expect(recovered.headers.get('x-page-cache')).toBe('miss');
    expect(visibleText(await recovered.text())).not.toContain('Die Preise können gerade nicht geladen werden.');
    expect(log.mock.calls.map((call) => JSON.parse(String(call[0])).event)).toContain('catalogue-read-failed');
  });

  it('lets a CDN in front keep a page only as long as configured, and browsers always ask again', async () => {
    await seedSpace(SPACE, { published: [pageStory('kartenliebe/de/cdn', 'Leinwand')] });
    const cdn = { PAGE_CDN_SECONDS: '60' };
    const first = await page('https://kartenliebe.de/cdn/', {}, cdn);
    expect(first.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
    const second = await page('https://kartenliebe.de/cdn/', {}, cdn);
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(second.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate, s-maxage=60');
  });

  it('answers HEAD from the kept copy without a body', async () => {
    await seedSpace(SPACE, { published: [pageStory('kartenliebe/de/head', 'Poster')] });
    await page('https://kartenliebe.de/head/');
    const head = await page('https://kartenliebe.de/head/', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('x-page-cache')).toBe('hit');
    expect(await head.text()).toBe('');
  });

  it('is off with PAGE_CACHE_SECONDS=0', async () => {
    await seedSpace(SPACE, { published: [pageStory('kartenliebe/de/off', 'Fotobuch')] });
    for (let view = 0; view < 2; view += 1) {
      const response = await page('https://kartenliebe.de/off/', {}, { PAGE_CACHE_SECONDS: '0' });
      expect(response.headers.get('x-page-cache')).toBe('bypass');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });
});

describe('hot pages: a page just served whole is answered again at the worker’s entry', () => {
  const url = 'https://kartenliebe.de/impressum/';
  const perResponse = new Set(['x-request-id', 'content-security-policy', 'x-page-cache', 'etag']);

  it('answers with the same headers as the app, a fresh nonce and request id, and no internal header', async () => {
    const views = [];
    for (let view = 0; view < 4; view += 1) views.push(await fetchShop(url, returning()));
    const [first, second, third, fourth] = views as [Response, Response, Response, Response];
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(fourth.headers.get('x-page-cache')).toBe('hit');
    for (const response of views) {
      expect(response.status).toBe(200);
      expect(response.headers.get('x-page-key')).toBeNull();
      expect(response.headers.get('x-page-lifetime')).toBeNull();
    }
    // Every header the app set on its answer from the page store (security headers, cache policy,
    // language) is there, unchanged.
    const same = (response: Response) => [...response.headers].filter(([name]) => !perResponse.has(name));
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(same(fourth)).toEqual(same(second));
    expect(fourth.headers.get('etag')).toBe(second.headers.get('etag'));
    expect(fourth.headers.get('x-request-id')).not.toBe(third.headers.get('x-request-id'));
    // Both bodies are read after both views were answered: the fourth's nonce did not change the third's page.
    const [thirdNonces, fourthNonces] = [await nonces(third), await nonces(fourth)];
    expect(thirdNonces.inPage).toEqual([thirdNonces.allowed]);
    expect(fourthNonces.inPage).toEqual([fourthNonces.allowed]);
    expect(fourthNonces.allowed).not.toBe(thirdNonces.allowed);
    expect(fourthNonces.allowed).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('answers 304 to a browser that has the page', async () => {
    await fetchShop(url, returning());
    const etag = (await fetchShop(url, returning())).headers.get('etag') ?? '';
    const revalidated = await fetchShop(url, returning({ headers: { 'if-none-match': etag } }));
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('content-security-policy')).toBeNull();
  });

  it('never answers an editor’s request: drafts are checked by the app every time', async () => {
    // The demo content has no drafts: the check refuses and says so, on every request.
    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const editorUrl = `${url}?_storyblok=1&_storyblok_tk[space_id]=1&_storyblok_tk[timestamp]=1&_storyblok_tk[token]=x`;
    for (let view = 0; view < 4; view += 1) expect((await fetchShop(editorUrl)).status).toBe(200);
    const refused = warnings.mock.calls.filter((call) => String(call[0]).includes('editor-token-refused'));
    warnings.mockRestore();
    expect(refused).toHaveLength(4);
  });
});
