import type { Page } from '@playwright/test';
import { expect, mounted, test } from './fixtures';

// What a shopper sees stays where it first appeared: the gift-ideas pages, a heading and a
// paragraph over a grid of tiles, paint with the grid's rules (decision 021: a page whose first
// screen needs the stylesheet links it in the head), on a first visit and from the browser's cache;
// and a phone's header takes no more lines in Dutch than in German.

/** The most a page's layout may shift while it loads: Google's "good" CLS is 0.1, this is half. */
const MOST_SHIFT = 0.05;

const GIFT_IDEAS = [
  { domain: 'kartenliebe.de', path: '/geschenkideen/' },
  { domain: 'kartenliebe.nl', path: '/cadeau-ideeen/' },
  { domain: 'wallart.de', path: '/geschenkideen' },
  { domain: 'wallart.nl', path: '/cadeau-ideeen' },
];

/** One layout shift without input before it, with the elements that moved. */
interface Shift {
  value: number;
  moved: string[];
}

/**
 * The layout shifts of the page's load so far, read from the buffer of Chromium's Layout
 * Instability API: their sum is at least the page's CLS, which takes the largest burst of them.
 */
function layoutShifts(page: Page): Promise<Shift[]> {
  return page.evaluate(() => {
    type LayoutShift = PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    };
    const describe = (node: Node | null) =>
      node instanceof Element
        ? `${node.localName}${node.className ? `.${String(node.className).trim().split(/\s+/).join('.')}` : ''}`
        : '#text';
    // With `buffered`, the entries so far are in the observer's buffer as soon as it observes.
    const observer = new PerformanceObserver(() => {});
    observer.observe({ type: 'layout-shift', buffered: true });
    const entries = observer.takeRecords() as LayoutShift[];
    observer.disconnect();
    return entries
      .filter((entry) => !entry.hadRecentInput)
      .map((entry) => ({
        value: entry.value,
        moved: entry.sources.map(
          (source) => `${describe(source.node)} y ${Math.round(source.previousRect.y)} → ${Math.round(source.currentRect.y)}`,
        ),
      }));
  });
}

async function expectSteadyLoad(page: Page, visit: string): Promise<void> {
  await mounted(page);
  const shifts = await layoutShifts(page);
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `${visit}: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(MOST_SHIFT);
}

for (const { domain, path } of GIFT_IDEAS) {
  for (const width of [375, 1280]) {
    test(`${domain}${path} loads without moving its content at ${width} px, first and from the cache`, async ({ page, shop }) => {
      await page.setViewportSize({ width, height: width === 375 ? 667 : 800 });
      // Each test's page is a browser context of its own: the first visit finds nothing cached.
      await page.goto(`${shop.origin(domain)}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectSteadyLoad(page, 'first visit');
      await page.reload();
      await expectSteadyLoad(page, 'from the cache');
    });
  }
}

/** The header's height at 375 px on a domain's start page, and the entries a shopper needs in view. */
async function phoneHeader(page: Page, origin: string, entries: { account: string; cart: string; menu: string }): Promise<number> {
  await page.setViewportSize({ width: 375, height: 667 });
  await page.goto(`${origin}/`);
  await mounted(page);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link').first()).toBeInViewport();
  await expect(header.getByRole('button', { name: entries.account })).toBeInViewport();
  await expect(header.getByRole('link', { name: entries.cart })).toBeInViewport();
  await expect(header.getByRole('button', { name: entries.menu })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  const box = await header.boundingBox();
  if (!box) throw new Error(`no header on ${origin}`);
  return box.height;
}

test('the Dutch header on a phone is no taller than the German one', async ({ page, shop }) => {
  const german = { account: 'Mein Konto', cart: 'Warenkorb', menu: 'Menü' };
  const dutch = { account: 'Mijn account', cart: 'Winkelmandje', menu: 'Menu' };
  for (const brand of ['kartenliebe', 'wallart']) {
    const germanHeight = await phoneHeader(page, shop.origin(`${brand}.de`), german);
    expect(await phoneHeader(page, shop.origin(`${brand}.nl`), dutch), `${brand}.nl`).toBeLessThanOrEqual(germanHeight);
    // nl-BE: the language choice shares the first line with the logo.
    expect(await phoneHeader(page, shop.origin(`${brand}.be`), dutch), `${brand}.be`).toBeLessThanOrEqual(germanHeight);
    await expect(
      page
        .getByRole('banner')
        .getByRole('navigation', { name: 'Taal' })
        .getByRole('link', { name: /Français/ }),
    ).toBeInViewport();
  }
});
