import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe';
import { launchBrowser, openPage, saveScreenshot } from './browser';
import { E2E_SESSION_TOKEN } from './wrangler-dev';

// The page shell in Chromium (issue "Page shell"): burger at 375 px, main navigation with flyout
// and sub-navigation at 1280 px, the log-in dialog, the consent notice, accessibility.
let browser: Browser;
const port = inject('shopPort');
const hydrated = async (page: import('playwright-core').Page) => {
  await expect.poll(() => page.locator('html').getAttribute('data-hydrated')).toBe('true');
};

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the page shell', () => {
  it('opens the burger at 375 px through three levels, locks scrolling and closes on Escape', async () => {
    const { page, errors } = await openPage(browser, { width: 375, height: 740 });
    await page.goto(`http://wallart.co.uk.localhost:${port}/`);
    await hydrated(page);
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator('html').getAttribute('class')).toContain('no-scroll');
    const burger = page.getByRole('dialog', { name: 'Main navigation' });
    expect(await burger.isVisible()).toBe(true);

    await burger.getByRole('button', { name: /^Wall art/ }).click();
    expect(await burger.locator('[data-level="secondary"]').isVisible()).toBe(true);
    await burger.getByRole('button', { name: /^Premium/ }).click();
    const tertiary = burger.locator('[data-level="tertiary"]');
    expect(await tertiary.getByRole('link').count()).toBeGreaterThanOrEqual(3);
    await saveScreenshot(page, 'burger-tertiary-375');
    await burger.getByRole('button', { name: 'Back' }).click();
    expect(await burger.locator('[data-level="secondary"]').isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    expect(await burger.isVisible()).toBe(false);
    expect(await page.locator('html').getAttribute('class')).not.toContain('no-scroll');
    // Closed means reset: the next opening starts at the primary level.
    await menu.click();
    expect(await burger.locator('[data-level="primary"]').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('opens a flyout on hover at 1280 px, closes it on leaving, and shows the sub-navigation of the page', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://wallart.co.uk.localhost:${port}/wall-art`);
    await hydrated(page);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const wallArt = nav.getByRole('link', { name: 'Wall art', exact: true });
    expect(await wallArt.getAttribute('aria-current')).toBe('page');
    const toggle = nav.getByRole('button', { name: /Wall art/ });
    const flyoutId = (await toggle.getAttribute('aria-controls'))!;
    const flyout = page.locator(`#${flyoutId}`);
    expect(await flyout.isVisible()).toBe(false);
    await wallArt.hover();
    await expect.poll(() => flyout.isVisible()).toBe(true);
    expect(await flyout.getByRole('heading').count()).toBe(3);
    await saveScreenshot(page, 'flyout-1280');
    await page.mouse.move(640, 700);
    await expect.poll(() => flyout.isVisible()).toBe(false);

    // Keyboard: the toggle opens it, Escape closes it.
    await toggle.focus();
    await page.keyboard.press('Enter');
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');

    const subNav = page.locator('nav.sub-nav');
    expect(await subNav.isVisible()).toBe(true);
    expect(await subNav.locator('.sub-nav__tile').count()).toBeGreaterThanOrEqual(3);
    const circle = subNav.locator('.sub-nav__tile--circle img').first();
    expect(await circle.evaluate((image) => [image.getAttribute('width'), image.getAttribute('height')])).toEqual(['76', '76']);
    expect(errors).toEqual([]);
  });

  it('opens the log-in dialog from the account item, keeps the focus in it and closes on Escape', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://kartenliebe.de.localhost:${port}/karten/`);
    await hydrated(page);
    const account = page.locator('.info-item--account');
    await account.click();
    const dialog = page.getByRole('dialog', { name: 'Anmelden' });
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.locator('html').getAttribute('class')).toContain('overlay');
    for (let i = 0; i < 4; i += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await dialog.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('info-item--account');
    expect(errors).toEqual([]);
  });

  it('asks for cookie consent once, with the locale’s privacy link', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://kartenliebe.fr.localhost:${port}/`);
    await hydrated(page);
    const notice = page.getByRole('region', { name: 'Paramètres des cookies' });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await notice.getByRole('link').getAttribute('href')).toBe('/confidentialite/');
    await notice.getByRole('button', { name: 'Tout accepter' }).click();
    expect(await notice.count()).toBe(0);
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value).toBe('granted');
    await page.reload();
    await hydrated(page);
    expect(await page.getByRole('region', { name: 'Paramètres des cookies' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });

  for (const [name, url] of [
    ['German home', '/'],
    ['German content page', '/so-funktionierts/'],
    ['French home', '/fr/'],
    ['French content page', '/fr/comment-ca-marche/'],
  ] as const) {
    it(`has no serious or critical accessibility violations: ${name}`, async () => {
      const { page } = await openPage(browser, { width: 1280, height: 800 });
      await page.goto(`http://kartenliebe.ch.localhost:${port}${url}`);
      await hydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});

describe('the client runtime', () => {
  it('fetches a page ahead when the pointer rests on a link to it', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://wallart.co.uk.localhost:${port}/`);
    await hydrated(page);
    const prefetched = () =>
      page.locator('link[rel="prefetch"]').evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(await prefetched()).toEqual([]);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Canvas prints' }).hover();
    await expect.poll(prefetched).toEqual(['/canvas-prints']);
    // The same link again does not fetch twice.
    await page.mouse.move(5, 700);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Canvas prints' }).hover();
    expect(await prefetched()).toEqual(['/canvas-prints']);
    expect(errors).toEqual([]);
  });

  it('offers the shop of the visitor’s country, which can be dismissed for good', async () => {
    // Locally the edge reports the United States.
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://kartenliebe.de.localhost:${port}/`);
    await hydrated(page);
    const banner = page.getByRole('complementary', { name: 'Shop für Ihr Land' });
    await expect.poll(() => banner.isVisible()).toBe(true);
    expect(await banner.textContent()).toContain('Vereinigte Staaten');
    await banner.getByRole('button', { name: 'Hier bleiben' }).click();
    expect(await banner.count()).toBe(0);
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(300);
    expect(await page.getByRole('complementary', { name: 'Shop für Ihr Land' }).count()).toBe(0);

    const fresh = await openPage(browser, { width: 1280, height: 800 });
    await fresh.page.goto(`http://kartenliebe.de.localhost:${port}/`);
    await hydrated(fresh.page);
    const offer = fresh.page.getByRole('complementary', { name: 'Shop für Ihr Land' });
    await expect.poll(() => offer.isVisible()).toBe(true);
    await Promise.all([
      fresh.page.waitForURL(`http://kartenliebe.com.localhost:${port}/`),
      offer.getByRole('button', { name: 'Zum Shop für Ihr Land' }).click(),
    ]);
    expect(errors).toEqual([]);
  });
});

describe('the customer in the header', () => {
  it('shows a logged-in customer’s name, the basket count and the whitelabel bar after the page loads', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page
      .context()
      .addCookies([{ name: 'shop_session', value: E2E_SESSION_TOKEN, domain: 'kartenliebe.de.localhost', path: '/', httpOnly: true }]);
    const response = await page.goto(`http://kartenliebe.de.localhost:${port}/`);
    // The HTML itself holds nothing personal: it can be cached and shared.
    expect(await response?.text()).not.toContain('Grete');
    await hydrated(page);
    const account = page.locator('.info-item--account');
    await expect.poll(() => account.textContent()).toContain('Grete Beispiel');
    expect(await account.evaluate((element) => element.tagName)).toBe('A');
    expect(await page.locator('.info-item--cart').textContent()).toContain('3 Artikel im Warenkorb');
    expect(await page.getByRole('note').filter({ hasText: 'White-Label' }).isVisible()).toBe(true);
    await saveScreenshot(page, 'header-logged-in');
    expect(await seriousViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('the contact form', () => {
  it('sends a message and shows the editor’s success text; a bad address is named', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://kartenliebe.de.localhost:${port}/so-funktionierts/`);
    await hydrated(page);
    const form = page.locator('.block--contact-form form');
    await form.getByLabel('Name').fill('Ada Muster');
    await form.getByLabel('E-Mail-Adresse').fill('ada@example.org');
    await form.getByLabel('Ihre Nachricht').fill('Wann kommt meine Karte an? Danke!');
    // The browser's own check lets this address through; the shop's does not.
    await form.getByLabel('E-Mail-Adresse').fill('ada@example');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect.poll(() => page.getByRole('alert').textContent()).toBe('Bitte geben Sie eine gültige E-Mail-Adresse an.');
    expect(await form.getByLabel('E-Mail-Adresse').getAttribute('aria-invalid')).toBe('true');

    await form.getByLabel('E-Mail-Adresse').fill('ada@example.org');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    const success = page.locator('.block--contact-form').getByRole('status');
    await expect.poll(() => success.isVisible()).toBe(true);
    await saveScreenshot(page, 'contact-form-sent');
    // The refused first try is a 400 in the console; nothing else may be.
    expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
  });
});

describe('the voucher block', () => {
  it('redeems a demo voucher and refuses an unknown code', async () => {
    const { page, errors } = await openPage(browser, { width: 1280, height: 800 });
    await page.goto(`http://kartenliebe.de.localhost:${port}/geschenkideen/`);
    await hydrated(page);
    const block = page.locator('.block--voucher');
    await block.getByLabel('Gutscheincode').fill('GIBTESNICHT');
    await block.getByRole('button').click();
    await expect
      .poll(() => block.getByRole('alert').textContent())
      .toBe('Dieser Gutscheincode ist nicht gültig. Bitte prüfen Sie die Schreibweise.');
    await block.getByLabel('Gutscheincode').fill('willkommen10');
    await block.getByRole('button').click();
    await expect
      .poll(() => block.getByRole('status').textContent())
      .toBe('Gutschein WILLKOMMEN10 ist eingelöst: 10\u00a0% Rabatt auf Ihre nächste Bestellung.');
    expect((await page.context().cookies()).some((cookie) => cookie.name === 'shop_session' && cookie.httpOnly)).toBe(true);
    // The refused code is a 422 in the console; nothing else may be.
    expect(errors.filter((error) => !error.includes('422'))).toEqual([]);
  });
});
