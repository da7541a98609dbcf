import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

// Issue "Fast by default" (decision 025; spec §9 image densities 1 and 2): a phone loads the
// hero's half-width file, a desktop at density 1 too (the hero is shown 720px wide at 1280px),
// and only a screen that needs the full one loads it. The choice is Chromium's own, from the
// srcset and sizes the page writes, so the sizes must say how wide the layout draws each image.

const HERO = { kartenliebe: 'hero-cards', wallart: 'hero-wallart' } as const;

/** The demo images the page has fetched so far, as the browser's resource timing lists them. */
const demoImagesLoaded = (page: Page) =>
  page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/demo-assets/')),
  );

/** Waits until the page's lead image (the one with high priority) has loaded; its file. */
async function leadImageLoaded(page: Page): Promise<string> {
  const lead = page.locator('main img[fetchpriority="high"]');
  await expect(lead).toHaveCount(1);
  await expect.poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
  return new URL(await lead.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
}

test.describe('the hero in two densities', () => {
  for (const [channel, hero] of Object.entries(HERO)) {
    for (const { width, scale, file } of [
      { width: 375, scale: 2, file: `800x450/${hero}.jpg` },
      { width: 1280, scale: 1, file: `800x450/${hero}.jpg` },
      { width: 1280, scale: 2, file: `1600x900/${hero}.jpg` },
    ]) {
      test(`${channel} at ${width}px and density ${scale} loads /demo-assets/${file} and not the other`, async ({ openPage, shop }) => {
        const page = await openPage({ viewport: { width, height: 800 }, deviceScaleFactor: scale });
        await page.goto(`${shop.origin(`${channel}.de`)}/`);
        expect(await leadImageLoaded(page)).toBe(`/demo-assets/${file}`);
        await mounted(page);
        const loaded = await demoImagesLoaded(page);
        expect(loaded).toContain(`/demo-assets/${file}`);
        // The preload named the same files, so the browser fetched the hero once, in one size.
        expect(loaded.filter((path) => path.endsWith(`/${hero}.jpg`))).toEqual([`/demo-assets/${file}`]);
      });
    }
  }
});

/** The pages whose every image's `sizes` is checked: home pages, a category page, a page with most blocks. */
const PAGES = ['kartenliebe.de/', 'wallart.de/', 'kartenliebe.de/karten/', 'kartenliebe.de/geschenkideen/'];

test.describe('sizes that say how wide the layout draws each image', () => {
  for (const width of [375, 1280]) {
    test(`at ${width}px`, async ({ openPage, shop }) => {
      test.slow();
      const page = await openPage({ viewport: { width, height: 800 } });
      const mismatches: string[] = [];
      let checked = 0;
      for (const path of PAGES) {
        const [domain, ...rest] = path.split('/');
        await page.goto(`${shop.origin(domain!)}/${rest.join('/')}`);
        await mounted(page);
        const images = await page.evaluate(() => {
          /** The length the first entry of `sizes` whose media condition holds stands for, in CSS px. */
          const sizesWidth = (sizes: string) => {
            for (const entry of sizes.split(/,(?![^(]*\))/)) {
              const match = /^\s*(\([^)]*\))?\s*(.+?)\s*$/.exec(entry);
              if (!match) continue;
              if (match[1] && !matchMedia(match[1]).matches) continue;
              const probe = document.createElement('div');
              probe.style.cssText = `position:absolute;visibility:hidden;width:${match[2]}`;
              document.body.append(probe);
              const px = probe.getBoundingClientRect().width;
              probe.remove();
              return px;
            }
            return Number.NaN;
          };
          return [...document.querySelectorAll('img')].flatMap((image) => {
            const box = image.getBoundingClientRect();
            if (box.width === 0 || !image.sizes) return [];
            // A picture that covers its box (object-fit: cover) is drawn wider when its box is higher than it.
            const [, fileWidth, fileHeight] = /\/(\d+)x(\d+)\//.exec(image.src) ?? [];
            const cover = getComputedStyle(image).objectFit === 'cover' && fileWidth && fileHeight;
            const drawn = cover ? Math.max(box.width, (box.height * Number(fileWidth)) / Number(fileHeight)) : box.width;
            return [{ src: new URL(image.src).pathname, drawn, sizes: sizesWidth(image.sizes) }];
          });
        });
        for (const image of images) {
          checked++;
          // Never narrower than drawn (a blurred picture), and at most a few pixels wider: the
          // viewport's width in `vw` includes a scrollbar the layout does not have.
          if (!(image.sizes >= image.drawn - 1 && image.sizes <= image.drawn * 1.03 + 16)) {
            mismatches.push(`${path} ${image.src}: drawn ${image.drawn.toFixed(1)}px, sizes ${image.sizes.toFixed(1)}px`);
          }
        }
      }
      expect(checked).toBeGreaterThan(40);
      expect(mismatches).toEqual([]);
    });
  }
});
