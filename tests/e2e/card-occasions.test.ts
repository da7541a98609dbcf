import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// Card occasions in Chromium (issue 30; decision 073): a shopper opens an occasion from the
// navigation, filters, sorts and pages its designs in place, goes back with the browser, and does
// the same without JavaScript through the page's form and links.

/** The catalogue of an occasion's page, as a shopper finds it: its list, count, form and page links. */
function catalogue(page: Page, headline: string | RegExp) {
  const region = page.getByRole('region', { name: headline });
  return {
    region,
    designs: region.getByRole('listitem'),
    count: region.locator('.block--designs__count'),
    select: (name: string) => region.getByRole('combobox', { name }),
    pages: region.getByRole('navigation'),
  };
}

/** Whether the page is still the one that loaded: a reload or a navigation would lose the mark. */
async function markPage(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => Reflect.set(window, 'shopE2eSamePage', true));
  return () => page.evaluate(() => Reflect.get(window, 'shopE2eSamePage') === true);
}

test.describe('an occasion’s page', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('opens from the cards overview and filters, sorts and pages in place, and the back button returns each step', async ({
    page,
    shop,
    saveScreenshot,
  }) => {
    const origin = shop.origin('kartenliebe.de');
    await visit(page, `${origin}/karten/`);
    // The cards overview lists every occasion (so does the navigation's flyout).
    await page.getByRole('main').getByRole('link', { name: 'Hochzeit', exact: true }).click();
    await expect(page).toHaveURL(`${origin}/karten/hochzeit/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hochzeitskarten');
    const wedding = catalogue(page, 'Alle Designs zur Hochzeit');
    await expect(wedding.designs).toHaveCount(12);
    await expect(wedding.count).toHaveText(/^1–12 von \d+ Designs$/);
    await saveScreenshot('occasion-de-1280');
    const samePage = await markPage(page);

    // The second page, by its link: in place, the URL its own, the list's start in view.
    await wedding.pages.getByRole('link', { name: 'Seite 2' }).click();
    await expect(page).toHaveURL(`${origin}/karten/hochzeit/?page=2`);
    await expect(wedding.count).toHaveText(/^13–\d+ von \d+ Designs$/);
    await expect(wedding.count).toBeFocused();
    await expect(wedding.count).toBeInViewport();
    expect(await samePage()).toBe(true);

    // A colour, chosen with the keyboard: the list narrows at once and the focus stays on the filter.
    const colour = wedding.select('Farbe');
    await colour.focus();
    await colour.selectOption({ label: 'Rosa' });
    await expect(page).toHaveURL(`${origin}/karten/hochzeit/?color=rosa`);
    await expect(wedding.select('Farbe')).toBeFocused();
    await expect(wedding.select('Farbe')).toHaveValue('rosa');
    const pink = await wedding.designs.count();
    expect(pink).toBeGreaterThan(0);
    expect(pink).toBeLessThan(12);
    await wedding.select('Sortieren nach').selectOption('created');
    await expect(page).toHaveURL(`${origin}/karten/hochzeit/?color=rosa&sort=created`);
    expect(await samePage()).toBe(true);

    // Back, step by step, to where the shopper came in.
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/karten/hochzeit/?color=rosa`);
    await expect(wedding.select('Sortieren nach')).toHaveValue('popularity');
    await page.goBack();
    await expect(page).toHaveURL(`${origin}/karten/hochzeit/?page=2`);
    await expect(wedding.count).toHaveText(/^13–/);
    await page.goBack();
    await expect(wedding.designs).toHaveCount(12);
    expect(await samePage()).toBe(true);
  });

  test('in Swiss French on a phone: 48 a page, and nothing wider than the screen', async ({ page, shop, saveScreenshot }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const origin = `${shop.origin('kartenliebe.ch')}/fr`;
    await visit(page, `${origin}/cartes/mariage/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faire-part de mariage');
    const wedding = catalogue(page, 'Tous les modèles de mariage');
    await expect(wedding.designs).toHaveCount(12);
    await expect(wedding.count).toHaveText(/^1–12 sur \d+ modèles$/);
    await wedding.select('Modèles par page').selectOption('48');
    await expect(page).toHaveURL(`${origin}/cartes/mariage/?pageSize=48`);
    await expect(wedding.pages).toHaveCount(0);
    const all = await wedding.designs.count();
    expect(all).toBeGreaterThan(12);
    await expect(wedding.count).toHaveText(`1–${all} sur ${all} modèles`);
    // Nothing wider than the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await saveScreenshot('occasion-fr-ch-375');
  });

  test('in American English, sorted by the newest, from the page links', async ({ page, shop }) => {
    const origin = shop.origin('kartenliebe.com');
    await visit(page, `${origin}/cards/wedding/`);
    const wedding = catalogue(page, /wedding/i);
    await expect(wedding.count).toHaveText(/^1–12 of \d+ designs$/);
    await wedding.select('Sort by').selectOption({ label: 'Newest first' });
    await expect(page).toHaveURL(`${origin}/cards/wedding/?sort=created`);
    await wedding.pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(`${origin}/cards/wedding/?sort=created&page=2`);
    await expect(wedding.count).toHaveText(/^13–\d+ of \d+ designs$/);
  });
});

test.describe('an occasion’s page without JavaScript', () => {
  test('filters and pages through its form and links', async ({ openPage, shop }) => {
    const page = await openPage({ javaScriptEnabled: false });
    const origin = shop.origin('kartenliebe.de');
    await page.goto(`${origin}/karten/hochzeit/`);
    const wedding = catalogue(page, 'Alle Designs zur Hochzeit');
    await expect(wedding.designs).toHaveCount(12);
    await expect(wedding.designs.first()).toContainText(/ab\s\d+,\d{2}\s€/);
    await wedding.select('Farbe').selectOption({ label: 'Rosa' });
    await wedding.region.getByRole('button', { name: 'Anzeigen' }).click();
    await page.waitForURL(/color=rosa/);
    await expect(wedding.select('Farbe')).toHaveValue('rosa');
    const pink = await wedding.designs.count();
    expect(pink).toBeGreaterThan(0);
    expect(pink).toBeLessThan(12);
    await page.goto(`${origin}/karten/hochzeit/`);
    await wedding.pages.getByRole('link', { name: 'Nächste Seite' }).click();
    await page.waitForURL(/page=2/);
    await expect(wedding.count).toHaveText(/^13–/);
  });
});
