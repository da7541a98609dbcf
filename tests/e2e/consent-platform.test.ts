import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// spec §2 (decision 089): the cookie-consent notice loaded with its configured id, language and
// optional country and region. The editor instance is configured with a consent platform (the
// loopback stand-in speaking Didomi's web SDK protocol, scripts/consent-platform-stand-in.mjs) for
// Bavaria's rules (./shop-config.ts); the platform asks instead of the shop's own notice, and its
// answer decides what tracks through the shop's `consent` cookie.

const consentCookie = async (page: Page) => (await page.context().cookies()).find((cookie) => cookie.name === 'consent')?.value;
const platformNotice = (page: Page) => page.getByRole('dialog', { name: /Lokale Einwilligungsplattform/ });

test.describe('a configured consent platform', () => {
  test.beforeEach(({ consoleErrors }) => {
    // The image page's broken image is a 404 of its own.
    consoleErrors.allowResponseStatus(404);
  });

  test('asks in the page’s language under the configured rules, and its answer decides the shop’s consent', async ({
    page,
    editorShop,
    saveScreenshot,
  }) => {
    await visit(page, `${editorShop.origin('kartenliebe.de')}/bilder/`);
    const notice = platformNotice(page);
    await expect(notice).toBeVisible();
    await expect(notice).toHaveAttribute('data-language', 'de');
    await expect(notice).toHaveAttribute('data-country', 'DE');
    await expect(notice).toHaveAttribute('data-region', 'BY');
    // The shop's own notice does not ask as well.
    await expect(page.getByRole('region', { name: 'Cookie-Einstellungen' })).toBeHidden();
    expect(await consentCookie(page)).toBeUndefined();
    await saveScreenshot('consent-platform');

    await notice.getByRole('button', { name: 'Zustimmen' }).click();
    await expect(notice).toHaveCount(0);
    await expect.poll(() => consentCookie(page)).toBe('granted');

    // Answered once, it asks no more.
    await visit(page, `${editorShop.origin('kartenliebe.de')}/bilder/`);
    await expect(platformNotice(page)).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Cookie-Einstellungen' })).toBeHidden();
  });

  test('opens from the footer’s cookie settings, and a withdrawal gets the page anew', async ({ page, editorShop }) => {
    await visit(page, `${editorShop.origin('kartenliebe.de')}/bilder/`);
    await platformNotice(page).getByRole('button', { name: 'Zustimmen' }).click();
    await expect.poll(() => consentCookie(page)).toBe('granted');
    await visit(page, `${editorShop.origin('kartenliebe.de')}/bilder/`);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    const notice = platformNotice(page);
    await expect(notice).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBe(true);
    await Promise.all([page.waitForEvent('load'), notice.getByRole('button', { name: 'Ablehnen' }).click()]);
    expect(await page.evaluate(() => (window as unknown as { samePage?: boolean }).samePage)).toBeUndefined();
    expect(await consentCookie(page)).toBe('declined');
  });

  test('leaves the asking to the shop’s own notice when the platform cannot be reached', async ({ page, editorShop, consoleErrors }) => {
    consoleErrors.allowResponseStatus(503);
    await page.route(/\/loader\.js\?/, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));
    await visit(page, `${editorShop.origin('kartenliebe.de')}/bilder/`);
    const own = page.getByRole('region', { name: 'Cookie-Einstellungen' });
    await expect(own).toBeVisible();
    await own.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect.poll(() => consentCookie(page)).toBe('granted');
  });
});
