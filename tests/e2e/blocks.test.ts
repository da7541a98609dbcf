import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BLOCKS } from '../../src/shared/ui/blocks/registry';
import kartenliebeDe from '../../src/worker/content/demo/stories/kartenliebe/de.json';
import wallartEn from '../../src/worker/content/demo/stories/wallart/en.json';
import { launchBrowser, openPage } from './browser';

// Issue "Blocks", Show: every block of the demo content is rendered on the server and hydrated in
// Chromium with no hydration warning and no console error; spec §2 content blocks.
let browser: Browser;
const port = inject('shopPort');

interface DemoStory {
  slug: string;
  content: {
    component: string;
    target?: unknown;
    body?: { component: string; on?: { component: string }[]; off?: { component: string }[] }[];
  };
}

/** The content pages of a demo file (not the error story, not redirects) and the blocks they use. */
function contentPages(file: { stories: unknown[] }): { path: string; components: string[] }[] {
  return (file.stories as DemoStory[])
    .filter((story) => story.content.component === 'Page' && story.slug !== 'error' && !story.content.target)
    .map((story) => ({
      path: story.slug === 'home' ? '' : story.slug,
      components: (story.content.body ?? []).flatMap((block) => [
        block.component,
        ...(block.on ?? []).map((b) => b.component),
        ...(block.off ?? []).map((b) => b.component),
      ]),
    }));
}

const SITES = [
  { origin: `http://kartenliebe.de.localhost:${port}`, prefix: '', trailingSlash: '/', pages: contentPages(kartenliebeDe) },
  { origin: `http://wallart.co.uk.localhost:${port}`, prefix: '', trailingSlash: '', pages: contentPages(wallartEn) },
];

/** Opens a page and waits until the client has hydrated it; collects errors and warnings. */
async function visit(url: string): Promise<{ page: Page; problems: string[] }> {
  const { page, errors } = await openPage(browser);
  const problems = errors;
  page.on('console', (message) => {
    if (message.type() === 'warning') problems.push(`warning: ${message.text()}`);
  });
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect.poll(() => page.locator('html').getAttribute('data-hydrated'), { timeout: 15_000 }).toBe('true');
  return { page, problems };
}

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

describe('every block of the demo content', () => {
  it('is used by the demo pages of each channel', () => {
    for (const site of SITES) {
      const used = new Set(site.pages.flatMap((page) => page.components));
      expect(
        [...Object.keys(BLOCKS)].filter((name) => !used.has(name)),
        site.origin,
      ).toEqual([]);
    }
  });

  for (const site of SITES) {
    it(`renders and hydrates on every page of ${new URL(site.origin).hostname} without warnings or errors`, async () => {
      for (const { path } of site.pages) {
        const url = `${site.origin}/${path}${path ? site.trailingSlash : ''}`;
        const { page, problems } = await visit(url);
        expect(await page.getByText(/Component could not be found/).count(), url).toBe(0);
        // Let lazy parts (SWR, deferred footer) settle before judging the console.
        await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: 10_000 }).toBe(0);
        expect(problems, url).toEqual([]);
        await page.context().close();
      }
    }, 240_000);
  }
});

describe('a design list', () => {
  it('shows more designs on request and moves the focus to the first new one', async () => {
    const { page, problems } = await visit(`http://kartenliebe.de.localhost:${port}/fotoabzuege/`);
    const feed = page.getByRole('region', { name: 'Collagen-Ideen für deine Fotos' });
    const designs = feed.getByRole('listitem');
    expect(await designs.count()).toBe(12);
    expect(await feed.getByText('12 von 13 angezeigt').count()).toBe(1);
    await feed.getByRole('button', { name: 'Mehr anzeigen' }).click();
    await expect.poll(() => designs.count()).toBe(13);
    expect(await feed.getByText('13 von 13 angezeigt').count()).toBe(1);
    expect(await feed.getByRole('button', { name: 'Mehr anzeigen' }).count()).toBe(0);
    const focused = await page.evaluate(() => document.activeElement?.getAttribute('href'));
    expect(focused).toMatch(/^\/configurator-collage\?designId=\d+$/);
    expect(await designs.nth(12).getByRole('link').getAttribute('href')).toBe(focused);
    expect(problems).toEqual([]);
  });
});
