import type { Page } from '@playwright/test';
import { productPageAsPage } from '../../src/shared/content/product-page';
import { BLOCKS } from '../../src/shared/ui/blocks/registry';
import kartenliebeDe from '../../src/worker/features/content/demo/stories/kartenliebe/de.json';
import wallartEn from '../../src/worker/features/content/demo/stories/wallart/en.json';
import { expect, hydrated, mounted, test } from './fixtures';

// Issue "Blocks", Show: every block of the demo content is rendered on the server and hydrated in
// Chromium with no hydration warning and no console error; spec §2 content blocks.
test.use({ failOnConsole: ['error', 'warning'] });

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
    .map((story) => ({ ...story, content: productPageAsPage(story.content) as DemoStory['content'] }))
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
  { domain: 'kartenliebe.de', trailingSlash: '/', pages: contentPages(kartenliebeDe) },
  { domain: 'wallart.co.uk', trailingSlash: '', pages: contentPages(wallartEn) },
];

/** Opens a page, expects a 200 and waits until the client has hydrated it and it has settled. */
async function visitContentPage(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await hydrated(page, 15_000);
  await mounted(page);
}

test.describe('every block of the demo content', () => {
  test('is used by the demo pages of each channel', () => {
    for (const site of SITES) {
      const used = new Set(site.pages.flatMap((page) => page.components));
      expect(
        [...Object.keys(BLOCKS)].filter((name) => !used.has(name)),
        site.domain,
      ).toEqual([]);
    }
  });

  for (const site of SITES) {
    for (const { path } of site.pages) {
      const pagePath = `/${path}${path ? site.trailingSlash : ''}`;
      test(`renders and hydrates on ${site.domain}${pagePath} without warnings or errors`, async ({ page, shop }) => {
        await visitContentPage(page, `${shop.origin(site.domain)}${pagePath}`);
        await expect(page.getByText(/Component could not be found/)).toHaveCount(0);
        // Let lazy parts (SWR, deferred footer) settle before the fixture judges the console:
        // parts still loading say so with aria-busy, which has no role to find it by.
        await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      });
    }
  }
});

test.describe('a design list', () => {
  test('shows more designs on request and moves the focus to the first new one', async ({ page, shop }) => {
    await visitContentPage(page, `${shop.origin('kartenliebe.de')}/fotobuch/`);
    const feed = page.getByRole('region', { name: 'Collagen-Ideen für Ihre Fotos' });
    const designs = feed.getByRole('listitem');
    await expect(designs).toHaveCount(12);
    await expect(feed.getByText('12 von 13 angezeigt')).toHaveCount(1);
    await feed.getByRole('button', { name: 'Mehr anzeigen' }).click();
    await expect(designs).toHaveCount(13);
    await expect(feed.getByText('13 von 13 angezeigt')).toHaveCount(1);
    await expect(feed.getByRole('button', { name: 'Mehr anzeigen' })).toHaveCount(0);
    const firstNew = designs.nth(12).getByRole('link');
    await expect(firstNew).toBeFocused();
    await expect(firstNew).toHaveAttribute('href', /^\/configurator-collage\?designId=\d+&unit=cm&locale=de-DE$/);
  });
});
