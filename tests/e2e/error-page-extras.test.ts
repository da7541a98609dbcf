import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import kartenliebeDe from '../../src/worker/content/demo/stories/kartenliebe/de.json';
import { seriousViolations } from './axe';
import { launchBrowser, openPage, saveScreenshot } from './browser';
import { E2E_APP_STORES } from './wrangler-dev';

// The error page's extras in Chromium (spec §2 error page; decision 013): the action bar, the
// messenger launcher with the first-party service panel, and the smartbanner of the wallart app.
let browser: Browser;
const port = inject('shopPort');
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PLAY_STORE = (JSON.parse(E2E_APP_STORES.PLAY_STORE_URLS) as { wallart: string }).wallart;
const APP_STORE = (JSON.parse(E2E_APP_STORES.APP_STORE_URLS) as { wallart: string }).wallart;

/** The German demo action bar. */
const germanConfig = kartenliebeDe.stories.find((story) => story.slug === 'global-config') as
  | { content: { actionBar: { text: string }[] } }
  | undefined;
const actionBarText = germanConfig?.content.actionBar[0]?.text;

const hydrated = async (page: Page) => {
  await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
  // Parts that appear after mount have rendered once two frames have passed.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
};
/** The 404 of the page itself is a console error in Chromium ("Failed to load resource"); nothing else may be. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('404'));

/** A page on a phone of the given kind, recording console errors like openPage. */
const openPhone = (userAgent: string) => openPage(browser, { width: 390, height: 800 }, { userAgent, hasTouch: true });

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the error page extras', () => {
  it('shows the action bar and opens the service panel from the launcher; Escape closes it and returns the focus', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 600 });
    const response = await page.goto(`http://kartenliebe.de.localhost:${port}/gibt-es-nicht/`);
    expect(response?.status()).toBe(404);
    await hydrated(page);

    const bar = page.getByRole('complementary', { name: 'Aktuelles' });
    expect(actionBarText).toBeTruthy();
    expect(await bar.getByRole('link').textContent()).toBe(actionBarText);
    expect(await bar.getByRole('link').getAttribute('href')).toBe('/so-funktionierts/');

    const launcher = page.getByRole('button', { name: 'Mit uns chatten' });
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Kundenservice' });
    expect(await panel.isVisible()).toBe(true);
    expect(await launcher.getAttribute('aria-expanded')).toBe('true');
    expect(await panel.locator('a[href^="tel:+49"]').count()).toBe(1);
    expect(await panel.locator('a[href="mailto:service@kartenliebe.example"]').count()).toBe(1);
    expect(await panel.getByRole('link', { name: 'Zum Kontaktformular' }).getAttribute('href')).toBe('/so-funktionierts/');
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    await saveScreenshot(page, 'error-page-messenger-panel');
    expect(await seriousViolations(page)).toEqual([]);

    await page.keyboard.press('Escape');
    expect(await panel.count()).toBe(0);
    expect(await launcher.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('messenger-launcher');

    // From the keyboard, and closed with its button: the focus comes back all the same.
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Kundenservice schließen' }).click();
    expect(await panel.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('messenger-launcher');
    expect(unexpected(errors)).toEqual([]);
  });

  it('fades the launcher out while scrolling down and brings it back on the way up', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 500 });
    await page.goto(`http://kartenliebe.de.localhost:${port}/gibt-es-nicht/`);
    await hydrated(page);
    // Hidden, it leaves the accessibility tree: the element found while shown is followed.
    const launcher = (await page.getByRole('button', { name: 'Mit uns chatten' }).elementHandle())!;
    expect(await launcher.isVisible()).toBe(true);
    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 400);
    await expect.poll(() => launcher.getAttribute('class')).toContain('messenger-launcher--hidden');
    expect(await launcher.isVisible()).toBe(false);
    await page.mouse.wheel(0, -200);
    await expect.poll(() => launcher.getAttribute('class')).toBe('messenger-launcher');
    expect(await launcher.isVisible()).toBe(true);
    expect(unexpected(errors)).toEqual([]);
  });

  it('offers the wallart app on Android; closing it is remembered on the next pages', async () => {
    const { page, errors } = await openPhone(ANDROID);
    await page.goto(`http://wallart.de.localhost:${port}/gibt-es-nicht`);
    await hydrated(page);
    const banner = page.getByRole('complementary', { name: 'Wallart-App' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: /^Ansehen/ }).getAttribute('href')).toBe(PLAY_STORE);
    expect(await banner.textContent()).toContain('Bei Google Play');
    await saveScreenshot(page, 'error-page-smartbanner-android');

    await banner.getByRole('button', { name: 'App-Hinweis schließen' }).click();
    expect(await banner.count()).toBe(0);
    const cookie = (await page.context().cookies()).find((entry) => entry.name === 'smartbanner');
    expect(cookie?.value).toBe('closed');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('complementary', { name: 'Wallart-App' }).count()).toBe(0);
    await page.goto(`http://wallart.de.localhost:${port}/auch-nicht-da`);
    await hydrated(page);
    expect(await page.getByRole('complementary', { name: 'Wallart-App' }).count()).toBe(0);
    expect(unexpected(errors)).toEqual([]);
  });

  it('offers the App Store on an iPhone, nothing on a desktop browser or for kartenliebe', async () => {
    const phone = await openPhone(IPHONE);
    await phone.page.goto(`http://wallart.co.uk.localhost:${port}/not-here`);
    await hydrated(phone.page);
    const banner = phone.page.getByRole('complementary', { name: 'Wallart app' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.getByRole('link', { name: /^View/ }).getAttribute('href')).toBe(APP_STORE);
    expect(unexpected(phone.errors)).toEqual([]);

    const desktop = await openPage(browser, { width: 1280, height: 800 });
    await desktop.page.goto(`http://wallart.co.uk.localhost:${port}/not-here`);
    await hydrated(desktop.page);
    expect(await desktop.page.locator('.smartbanner').count()).toBe(0);
    expect(unexpected(desktop.errors)).toEqual([]);

    const cards = await openPhone(ANDROID);
    await cards.page.goto(`http://kartenliebe.de.localhost:${port}/gibt-es-nicht/`);
    await hydrated(cards.page);
    expect(await cards.page.locator('.smartbanner').count()).toBe(0);
    expect(unexpected(cards.errors)).toEqual([]);
  });
});
