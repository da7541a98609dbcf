import kartenliebeDe from '../../src/worker/features/content/demo/stories/kartenliebe/de.json';
import { expect, mounted, test } from './fixtures';
import { E2E_APP_STORES } from './shop-config';

// The error page's extras in Chromium (spec §2 error page; decision 013): the action bar, the
// messenger launcher with the first-party service panel, and the smartbanner of the wallart app.
const ANDROID = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PLAY_STORE = (JSON.parse(E2E_APP_STORES.PLAY_STORE_URLS) as { wallart: string }).wallart;
const APP_STORE = (JSON.parse(E2E_APP_STORES.APP_STORE_URLS) as { wallart: string }).wallart;
/** A phone of the given kind. */
const phone = (userAgent: string) => ({ viewport: { width: 390, height: 800 }, userAgent, hasTouch: true });

/** The German demo action bar. */
const germanConfig = kartenliebeDe.stories.find((story) => story.slug === 'global-config') as
  | { content: { actionBar: { text: string }[] } }
  | undefined;
const actionBarText = germanConfig?.content.actionBar[0]?.text;

test.describe('the error page extras', () => {
  // The 404 of the page itself is a console error in Chromium ("Failed to load resource"); nothing else may be.
  test.beforeEach(({ consoleErrors }) => consoleErrors.allowResponseStatus(404));

  test('shows the action bar and opens the service panel from the launcher; Escape closes it and returns the focus', async ({
    page,
    shop,
    saveScreenshot,
    axeViolations,
  }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const response = await page.goto(`${shop.origin('kartenliebe.de')}/gibt-es-nicht/`);
    expect(response?.status()).toBe(404);
    await mounted(page);

    const bar = page.getByRole('complementary', { name: 'Aktuelles' });
    expect(actionBarText).toBeTruthy();
    await expect(bar.getByRole('link')).toHaveText(actionBarText!);
    await expect(bar.getByRole('link')).toHaveAttribute('href', '/so-funktionierts/');

    const launcher = page.getByRole('button', { name: 'Mit uns chatten' });
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await launcher.click();
    const panel = page.getByRole('dialog', { name: 'Kundenservice' });
    await expect(panel).toBeVisible();
    await expect(launcher).toHaveAttribute('aria-expanded', 'true');
    await expect(panel.getByRole('link', { name: /^\+49/ })).toHaveAttribute('href', /^tel:\+49\d+$/);
    await expect(panel.getByRole('link', { name: 'service@kartenliebe.example' })).toHaveAttribute(
      'href',
      'mailto:service@kartenliebe.example',
    );
    await expect(panel.getByRole('link', { name: 'Zum Kontaktformular' })).toHaveAttribute('href', '/so-funktionierts/');
    // The focus has moved into the panel, onto one of its controls.
    await expect(panel.locator(':focus')).toHaveCount(1);
    await saveScreenshot('error-page-messenger-panel');
    expect(await axeViolations()).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(launcher).toHaveAttribute('aria-expanded', 'false');
    await expect(launcher).toBeFocused();

    // From the keyboard, and closed with its button: the focus comes back all the same.
    await page.keyboard.press('Enter');
    await panel.getByRole('button', { name: 'Kundenservice schließen' }).click();
    await expect(panel).toHaveCount(0);
    await expect(launcher).toBeFocused();
  });

  test('fades the launcher out while scrolling down and brings it back on the way up', async ({ page, shop }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto(`${shop.origin('kartenliebe.de')}/gibt-es-nicht/`);
    await mounted(page);
    // Hidden, it leaves the accessibility tree: the button is looked up among hidden ones too.
    const launcher = page.getByRole('button', { name: 'Mit uns chatten', includeHidden: true });
    await expect(launcher).toBeVisible();
    await page.mouse.move(400, 300);
    await page.mouse.wheel(0, 400);
    await expect(launcher).toContainClass('messenger-launcher--hidden');
    await expect(launcher).toBeHidden();
    await expect(launcher).toHaveCount(1);
    await page.mouse.wheel(0, -200);
    await expect(launcher).toHaveClass('messenger-launcher');
    await expect(launcher).toBeVisible();
  });

  test('offers the wallart app on Android; closing it is remembered on the next pages', async ({ shop, openPage, saveScreenshot }) => {
    const page = await openPage(phone(ANDROID));
    await page.goto(`${shop.origin('wallart.de')}/gibt-es-nicht`);
    await mounted(page);
    const banner = page.getByRole('complementary', { name: 'Wallart-App' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /^Ansehen/ })).toHaveAttribute('href', PLAY_STORE);
    await expect(banner).toContainText('Bei Google Play');
    await saveScreenshot('error-page-smartbanner-android', page);

    await banner.getByRole('button', { name: 'App-Hinweis schließen' }).click();
    await expect(banner).toHaveCount(0);
    const smartbannerCookie = async () => (await page.context().cookies()).find((entry) => entry.name === 'smartbanner');
    await expect.poll(async () => (await smartbannerCookie())?.value).toBe('closed');
    const days = (((await smartbannerCookie())?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    await page.reload();
    await mounted(page);
    await expect(banner).toHaveCount(0);
    await page.goto(`${shop.origin('wallart.de')}/auch-nicht-da`);
    await mounted(page);
    await expect(banner).toHaveCount(0);
  });

  test('offers the App Store on an iPhone, nothing on a desktop browser or for kartenliebe', async ({ page, shop, openPage }) => {
    const iphone = await openPage(phone(IPHONE));
    await iphone.goto(`${shop.origin('wallart.co.uk')}/not-here`);
    await mounted(iphone);
    const banner = iphone.getByRole('complementary', { name: 'Wallart app' });
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('link', { name: /^View/ })).toHaveAttribute('href', APP_STORE);

    // The test's own page is the desktop browser.
    await page.goto(`${shop.origin('wallart.co.uk')}/not-here`);
    await mounted(page);
    await expect(page.getByRole('complementary', { name: 'Wallart app' })).toHaveCount(0);

    const cards = await openPage(phone(ANDROID));
    await cards.goto(`${shop.origin('kartenliebe.de')}/gibt-es-nicht/`);
    await mounted(cards);
    await expect(cards.getByRole('complementary', { name: 'Kartenliebe-App' })).toHaveCount(0);
  });
});
