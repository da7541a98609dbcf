import { beforeAll, describe, expect, it } from 'vitest';
import { ALL_PAYLOADS, MARKUP_PAYLOADS, type Payload, PWNED, URL_PAYLOADS } from '../fixtures/injection-corpus';
import { attr, getAllByRole, getByRole, nameOf, parseHtml, queryAllByRole } from '../support/dom';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { inertnessProblems } from '../support/inert-html';
import {
  demoContent,
  firstBlockInstances,
  HARMLESS_HREF,
  HARMLESS_TEXT,
  hostileRichText,
  isUrlKey,
  substitute,
} from '../support/injection-cases';
import type { FakeStory } from '../support/storyblok-fake';
import { pageStory, seedSpace, storyblokVars } from './storyblok';
import { fetchShopWithVars } from './worker-fetch';

// Hostile content through the real worker (spec §3 rich text, §5 dangerous protocols): published
// pages whose blocks, rich text and SEO fields carry the injection corpus, under a navigation and
// a footer that carry it too, answer 200 with a document that is inert from head to data script.
// The same pages built from harmless text in a second space are the baseline: the active elements
// they have (our scripts, icons, forms) are our own.
const SPACE = '2091';
const HARMLESS_SPACE = '2092';

/** One payload of each family; every payload is in the unit test (tests/unit/injection-corpus.test.tsx). */
const FAMILIES = new Set([1, 6, 8, 9, 11, 13, 15, 26, 27, 32, 33, 37, 101, 105, 113, 118, 121, 124, 205]);
const PAYLOADS = ALL_PAYLOADS.filter((payload) => FAMILIES.has(payload.id));

/** The blocks a page is built from: Teaser, Text, CTA and Headline first, then every other block of the demo content. */
function pageBody(): Record<string, unknown>[] {
  const blocks = firstBlockInstances();
  const first = ['Teaser', 'Text', 'CTA', 'Headline'];
  return [...first, ...[...blocks.keys()].filter((name) => !first.includes(name))].flatMap((name) => blocks.get(name) ?? []);
}

/** `value` with its texts and URLs replaced by `text` and `href`, and every rich text by the full hostile document. */
function hostile(value: unknown, text: string, href: string): Record<string, unknown> {
  const replaced = substitute(value, (key) => (isUrlKey(key) ? href : text)).value;
  return withRichText(replaced, text, href) as Record<string, unknown>;
}

function withRichText(value: unknown, text: string, href: string): unknown {
  if (Array.isArray(value)) return value.map((item) => withRichText(item, text, href));
  if (!value || typeof value !== 'object') return value;
  if ((value as { type?: unknown }).type === 'doc') return hostileRichText(text, href);
  return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withRichText(child, text, href)]));
}

/** Each string leaf gets the next payload in turn: one navigation or footer carries the whole corpus. */
function rotating(value: unknown, payloads: readonly Payload[], urls: readonly Payload[]): Record<string, unknown> {
  let next = 0;
  return substitute(value, (key) => {
    next += 1;
    return (isUrlKey(key) ? urls[next % urls.length]! : payloads[next % payloads.length]!).text;
  }).value as Record<string, unknown>;
}

/** Each image file name in turn replaced by `file(index)`. */
function imageFiles(value: unknown, file: (index: number) => string): Record<string, unknown> {
  let next = 0;
  return substitute(value, (key) => (key === 'filename' ? file(next++) : undefined)).value as Record<string, unknown>;
}

function special(fullSlug: string, content: Record<string, unknown>): FakeStory {
  const story = pageStory(fullSlug, fullSlug);
  return { ...story, content: { ...content, _uid: `uid-${story.id}` } };
}

function page(fullSlug: string, text: string, href: string): FakeStory {
  const story = pageStory(fullSlug, text, { title: text, description: text, body: pageBody().map((block) => hostile(block, text, href)) });
  return { ...story, name: text };
}

const pathOf = (payload: Payload) => `/ratgeber/injection-${payload.id}/`;

/** The tiles of the French sub-navigation: each link's name and the pictures it shows. */
const subNavigationTiles = (html: string) =>
  getAllByRole(getByRole(parseHtml(html), 'navigation', { name: 'Toutes nos cartes' }), 'link').map((tile) => ({
    name: nameOf(tile),
    pictures: queryAllByRole(tile, 'presentation').map((image) => attr(image, 'src')),
  }));

beforeAll(async () => {
  const stories = (
    text: (payload: Payload) => string,
    href: (payload: Payload) => string,
    folder: (content: Record<string, unknown>) => Record<string, unknown>,
  ) => [
    ...PAYLOADS.map((payload) => page(`kartenliebe/de/ratgeber/injection-${payload.id}`, text(payload), href(payload))),
    special('kartenliebe/de/navigation', folder(demoContent('navigation'))),
    special('kartenliebe/de/global-config', folder(demoContent('global-config'))),
    // The error story of the folder, shown on not-found pages.
    {
      ...pageStory('kartenliebe/de/error', 'Fehler'),
      content: {
        component: 'Page',
        _uid: 'error',
        title: '',
        body: pageBody()
          .slice(0, 4)
          .map((block) => hostile(block, text(PAYLOADS[0]!), href(PAYLOADS[0]!))),
      },
    },
    // French folder: links as the demo writes them (so the entries stay), image files hostile.
    special(
      'kartenliebe/fr/navigation',
      imageFiles(demoContent('navigation', 'kartenliebe/fr'), (index) => href(URL_PAYLOADS[index % URL_PAYLOADS.length]!)),
    ),
    page('kartenliebe/fr/injection-images', HARMLESS_TEXT, HARMLESS_HREF),
  ];
  await seedSpace(SPACE, {
    published: stories(
      (payload) => payload.text,
      (payload) => payload.text,
      (content) => rotating(content, MARKUP_PAYLOADS, URL_PAYLOADS),
    ),
  });
  await seedSpace(HARMLESS_SPACE, {
    published: stories(
      () => HARMLESS_TEXT,
      () => HARMLESS_HREF,
      (content) => substitute(content, (key) => (isUrlKey(key) ? undefined : HARMLESS_TEXT)).value as Record<string, unknown>,
    ),
  });
});

async function pageHtml(url: string, space: string): Promise<{ status: number; html: string }> {
  // A crawler gets the whole document at once, footer and data included.
  const response = await fetchShopWithVars(url, storyblokVars(space), {
    headers: { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
  });
  return { status: response.status, html: await response.text() };
}

describe('hostile content through the worker', () => {
  it('answers every hostile page with 200 and a document that is inert from head to data script', async () => {
    expectConsoleErrors(); // rich text with node types outside spec §3 logs them (spec §8)
    const problems: string[] = [];
    for (const payload of PAYLOADS) {
      const url = `https://kartenliebe.de${pathOf(payload)}`;
      const [found, harmless] = [await pageHtml(url, SPACE), await pageHtml(url, HARMLESS_SPACE)];
      expect([payload.id, found.status, harmless.status]).toEqual([payload.id, 200, 200]);
      // The page really is the hostile story (not an error page), its blocks rendered.
      expect(found.html).toContain('data-story-slug="kartenliebe/de/ratgeber/injection-');
      const all = [payload.text, ...MARKUP_PAYLOADS.map((other) => other.text)];
      problems.push(
        ...inertnessProblems(found.html, { baseline: harmless.html, payloads: all, marker: PWNED }).map(
          (problem) => `payload ${payload.id}: ${problem}`,
        ),
      );
    }
    expect(problems.slice(0, 30)).toEqual([]);
  }, 120_000);

  it('keeps the payload as text in the title, the description and the data script', async () => {
    expectConsoleErrors();
    const { html } = await pageHtml(`https://kartenliebe.de${pathOf(MARKUP_PAYLOADS[5]!)}`, SPACE);
    expect(html).toContain('<title>&lt;/script&gt;&lt;script&gt;__pwned(6)&lt;/script&gt; | Kartenliebe</title>');
    expect(html).toContain('<meta name="description" content="&lt;/script&gt;&lt;script&gt;__pwned(6)&lt;/script&gt;"/>');
    expect(html).toContain('\\u003c/script\\u003e\\u003cscript\\u003e__pwned(6)\\u003c/script\\u003e');
  });

  it('renders hostile image files of the navigation inert', async () => {
    expectConsoleErrors();
    const url = 'https://kartenliebe.fr/injection-images/';
    const [found, harmless] = [await pageHtml(url, SPACE), await pageHtml(url, HARMLESS_SPACE)];
    expect([found.status, harmless.status]).toEqual([200, 200]);
    // The sub-navigation shows its tiles with images; the hostile ones are left out, the tiles stay.
    const harmlessTiles = subNavigationTiles(harmless.html);
    expect(harmlessTiles.length).toBeGreaterThan(0);
    for (const tile of harmlessTiles) expect([tile.name, tile.pictures.length]).toEqual([tile.name, 1]);
    expect(subNavigationTiles(found.html).map((tile) => tile.name)).toEqual(harmlessTiles.map((tile) => tile.name));
    expect(inertnessProblems(found.html, { baseline: harmless.html, marker: PWNED })).toEqual([]);
  }, 30_000);

  it('renders the error page inert, with the hostile error story and a hostile path', async () => {
    expectConsoleErrors();
    for (const path of ['/gibt-es-nicht/', '/%22%3E%3Cscript%3E__pwned(1)%3C/script%3E/', '/%3Cimg%20src=x%20onerror=__pwned(9)%3E/']) {
      const [found, harmless] = [
        await pageHtml(`https://kartenliebe.de${path}`, SPACE),
        await pageHtml('https://kartenliebe.de/gibt-es-nicht/', HARMLESS_SPACE),
      ];
      expect([path, found.status]).toEqual([path, 404]);
      expect([
        path,
        inertnessProblems(found.html, { baseline: harmless.html, payloads: MARKUP_PAYLOADS.map((payload) => payload.text), marker: PWNED }),
      ]).toEqual([path, []]);
    }
  }, 30_000);
});
