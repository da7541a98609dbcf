import { describe, expect, it, vi } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { apiCalls, pageStory, seedSpace, storyblokVars } from './storyblok';
import { fetchShopWithVars } from './worker-fetch';

// Content pages from Storyblok (spec §2 content pages, §7 content service, §8 content errors).
const SPACE = '2004';
const vars = storyblokVars(SPACE);
const get = (url: string, init: RequestInit = {}) => fetchShopWithVars(url, vars, init);
const storyLink = (cached_url: string) => ({ fieldtype: 'multilink', linktype: 'story', id: '', url: '', cached_url });
const urlLink = (url: string) => ({ fieldtype: 'multilink', linktype: 'url', id: '', url, cached_url: url });

describe('content page rules (spec §2, §8)', () => {
  it('answers 404 storyblok-page-not-found for a story that is not a Page', async () => {
    const notAPage = { ...pageStory('kartenliebe/de/not-a-page', 'Konfiguration'), content: { _uid: 'x', component: 'GlobalConfig' } };
    await seedSpace(SPACE, { published: [notAPage] });
    const response = await get('https://kartenliebe.de/not-a-page/');
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('data-error-code="storyblok-page-not-found"');
    expect(html).toContain('Page not found: /not-a-page/');
  });

  it('redirects with the story status, to a story of the site or to another host', async () => {
    await seedSpace(SPACE, {
      published: [
        pageStory('kartenliebe/de/old-cards', '', { body: [], target: storyLink('kartenliebe/de/karten'), status: '301' }),
        pageStory('kartenliebe/fr/promo', '', { body: [], target: storyLink('kartenliebe/fr/cartes'), status: '302' }),
        pageStory('kartenliebe/de/partner', '', { body: [], target: urlLink('https://partner.example/angebot?x=1'), status: '307' }),
        pageStory('kartenliebe/de/same-host', '', { body: [], target: urlLink('https://kartenliebe.de/karten/?utm=1') }),
        pageStory('kartenliebe/de/wall', '', { body: [], target: storyLink('wallart/de/wandbilder') }),
      ],
    });
    const cases: [string, number, string][] = [
      ['https://kartenliebe.de/old-cards/', 301, '/karten/'],
      ['https://kartenliebe.ch/fr/promo/', 302, '/fr/cartes/'],
      ['https://kartenliebe.de/partner/', 307, 'https://partner.example/angebot?x=1'],
      ['https://kartenliebe.de/same-host/', 301, '/karten/?utm=1'],
      ['https://kartenliebe.de/wall/', 301, 'https://wallart.de/wandbilder'],
    ];
    for (const [url, status, location] of cases) {
      const response = await get(url);
      expect([url, response.status, response.headers.get('location')]).toEqual([url, status, location]);
    }
  });

  it('never follows a redirect target with a dangerous protocol or a protocol-relative URL', async () => {
    await seedSpace(SPACE, {
      published: [
        pageStory('kartenliebe/de/evil-js', '', { body: [], target: urlLink('javascript:alert(1)') }),
        pageStory('kartenliebe/de/evil-data', '', { body: [], target: urlLink('data:text/html,<script>alert(1)</script>') }),
        pageStory('kartenliebe/de/evil-relative', '', { body: [], target: urlLink('//evil.example/') }),
      ],
    });
    for (const slug of ['evil-js', 'evil-data', 'evil-relative']) {
      const response = await get(`https://kartenliebe.de/${slug}/`);
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('warns when a page path asks for an image folder (spec §2 guard)', async () => {
    await seedSpace(SPACE, { published: [] });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect((await get('https://kartenliebe.de/magazin/img/foto/')).status).toBe(404);
      const lines = warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
      expect(lines).toContainEqual(expect.objectContaining({ event: 'asset-path-on-page', path: '/magazin/img/foto/' }));
    } finally {
      warn.mockRestore();
    }
  });

  it('refuses insane slugs before asking the source', async () => {
    await seedSpace(SPACE, { published: [] });
    const before = (await apiCalls(SPACE)).length;
    for (const path of ['/Gross-Geschrieben/', '/punkt.html', '/unter_strich-/x%20y/']) {
      expect((await get(`https://kartenliebe.de${path}`)).status).toBe(404);
    }
    expect((await apiCalls(SPACE)).length).toBe(before);
  });
});

describe('story API for the client (spec §7)', () => {
  it('answers a story as JSON and validates every query parameter', async () => {
    await seedSpace(SPACE, { published: [pageStory('wallart/en/bff-story', 'Wall art for every room')] });
    const ok = await get(
      'https://wallart.co.uk/frontend-api/bff/en-GB/bff-story?apiVersion=v2&platform=web&version=published&path=/bff-story',
    );
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { story: { full_slug: string } }).story.full_slug).toBe('wallart/en/bff-story');

    const bad: [string, string][] = [
      ['/frontend-api/bff/en-XX/bff-story', 'locale'],
      ['/frontend-api/bff/en-GB/BFF..story', 'slug'],
      ['/frontend-api/bff/en-GB/bff-story?apiVersion=v1', 'apiVersion'],
      ['/frontend-api/bff/en-GB/bff-story?platform=tv', 'platform'],
      ['/frontend-api/bff/en-GB/bff-story?version=preview', 'version'],
      ['/frontend-api/bff/en-GB/bff-story?resolveRelations=%3Cscript%3E', 'resolveRelations'],
      ['/frontend-api/bff/en-GB/bff-story?release=abc', 'release'],
    ];
    for (const [path, field] of bad) {
      const response = await get(`https://wallart.co.uk${path}`);
      expect([path, response.status]).toEqual([path, 400]);
      expect(((await response.json()) as { error: { field: string } }).error.field).toBe(field);
    }
    const missing = await get('https://wallart.co.uk/frontend-api/bff/en-GB/no-such-story');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ error: { field: 'slug', code: 'storyblok-page-not-found' } });
  });

  it('resolves relations, reading more than 50 related stories in batches of 50', async () => {
    const related = Array.from({ length: 120 }, (_, i) => pageStory(`kartenliebe/de/related-${i}`, `Verwandt ${i}`));
    const hub = pageStory('kartenliebe/de/hub', 'Übersicht', { related: related.map((story) => story.uuid) });
    await seedSpace(SPACE, { published: [hub, ...related] });
    const response = await get('https://kartenliebe.de/frontend-api/bff/de-DE/hub?resolveRelations=Page.related');
    expect(response.status).toBe(200);
    const { story } = (await response.json()) as { story: { content: { related: { uuid: string; name: string }[] } } };
    expect(story.content.related).toHaveLength(120);
    expect(story.content.related[119]?.name).toBe('Verwandt 119');

    const batches = (await apiCalls(SPACE)).filter((call) => call.path === '/v2/cdn/stories' && call.query.by_uuids);
    expect(batches.map((call) => call.query.by_uuids!.split(',').length)).toEqual([50, 50, 20]);
  });

  it('answers a content page and its breadcrumb on /frontend-api/mp/', async () => {
    await seedSpace(SPACE, {
      published: [
        pageStory('kartenliebe/fr/home', 'Accueil'),
        pageStory('kartenliebe/fr/magazine', 'Le magazine'),
        pageStory('kartenliebe/fr/magazine/idees-hiver', 'Idées pour l’hiver'),
      ],
    });
    const headers = { 'x-locale': 'fr-CH' };
    const pageResponse = await get('https://kartenliebe.ch/frontend-api/mp/magazine/idees-hiver', { headers });
    expect(pageResponse.status).toBe(200);
    expect(((await pageResponse.json()) as { story: { name: string } }).story.name).toBe('Idées pour l’hiver');

    const crumbs = await get('https://kartenliebe.ch/frontend-api/mp/magazine/idees-hiver/breadcrumb', { headers });
    expect(await crumbs.json()).toEqual({
      breadcrumb: [
        { name: 'Accueil', path: '/fr/' },
        { name: 'Le magazine', path: '/fr/magazine/' },
        { name: 'Idées pour l’hiver', path: '/fr/magazine/idees-hiver/' },
      ],
    });
    const wrongLocale = await get('https://kartenliebe.ch/frontend-api/mp/magazine', { headers: { 'x-locale': 'es-ES' } });
    expect(wrongLocale.status).toBe(400);
    expect(((await wrongLocale.json()) as { error: { field: string } }).error.field).toBe('x-locale');
  });
});

describe('content source configuration', () => {
  it('logs a missing Storyblok token and falls back as configured', async () => {
    const log = expectConsoleErrors();
    const noToken = { ...vars, STORYBLOK_PUBLIC_TOKEN: '' };
    const demo = await fetchShopWithVars('https://kartenliebe.de/', { ...noToken, CONTENT_FALLBACK: 'demo' });
    expect(demo.status).toBe(200);
    const none = await fetchShopWithVars('https://kartenliebe.de/', { ...noToken, CONTENT_FALLBACK: 'none' });
    expect(none.status).toBe(503);
    expect(log.mock.calls.map(String).join('\n')).toContain('storyblok-token-missing');
  });
});
