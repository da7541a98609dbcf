import type { Page } from '@playwright/test';
import { expect, scriptsOf, test, visit } from './fixtures';

// Issue 11 "Fewer bytes" (decision 021): a page loads the code of what it shows, and code for a
// click only on that click. Chunks are named after what they hold (dist/client-manifest.json).

test.describe('the browser code of a page', () => {
  test('of a text page holds its blocks, and neither the editor, the catalogue, the toolbox nor a dialog', async ({ page, shop }) => {
    const scripts = scriptsOf(page);
    await visit(page, `${shop.origin('kartenliebe.de')}/impressum/`);
    expect(scripts()).toContain('client');
    expect(scripts()).toContain('blocks-content');
    for (const other of ['editor-bridge', 'blocks-catalogue', 'blocks-toolbox', 'blocks-forms', 'LoginDialog', 'ErrorPage']) {
      expect(scripts(), other).not.toContain(other);
    }

    // The log-in dialog's code comes with the first click that opens it.
    await page.getByRole('list', { name: 'Service und Konto' }).getByRole('button', { name: 'Mein Konto' }).click();
    await expect(page.getByRole('dialog', { name: 'Anmelden' })).toBeVisible();
    expect(scripts()).toContain('LoginDialog');
  });

  test('of a page with design lists or the toolbox holds their code once the shopper reaches for them (decision 097)', async ({
    page,
    shop,
  }) => {
    const scripts = scriptsOf(page);
    await visit(page, `${shop.origin('kartenliebe.de')}/fotokalender/`);
    expect(scripts()).toContain('woken-blocks');
    expect(scripts()).not.toContain('blocks-catalogue');
    await page.locator('.block--designs').first().hover();
    await expect.poll(scripts).toContain('blocks-catalogue');
    expect(scripts()).not.toContain('blocks-toolbox');
    await visit(page, `${shop.origin('kartenliebe.de')}/so-funktionierts/`);
    expect(scripts()).not.toContain('blocks-toolbox');
    await page.locator('.block--toolbox').first().hover();
    await expect.poll(scripts).toContain('blocks-toolbox');
    expect(scripts()).not.toContain('editor-bridge');
  });

  test('is preloaded from the head, so no module waits for another to run', async ({ page, shop }) => {
    // A visitor who has answered both notices: their code loads on use only (decision 079).
    await answeredNotices(page, 'wallart.de');
    const response = await page.goto(`${shop.origin('wallart.de')}/`);
    const html = (await response?.text()) ?? '';
    const head = html.slice(0, html.indexOf('</head>'));
    const scripts = scriptsOf(page);
    await visit(page, `${shop.origin('wallart.de')}/`);
    for (const name of new Set(scripts())) expect(head, name).toMatch(new RegExp(`<link rel="modulepreload"[^>]* href="/assets/${name}-`));
  });

  test('loads the notices’ code only for a visitor who may see one, after the page is interactive', async ({ page, openPage, shop }) => {
    const scripts = scriptsOf(page);
    await visit(page, `${shop.origin('kartenliebe.de')}/impressum/`);
    await expect(page.getByRole('region', { name: 'Cookie-Einstellungen' })).toBeVisible();
    expect(scripts()).toContain('NoticeViews');

    const answered = await openPage();
    await answeredNotices(answered, 'kartenliebe.de');
    const answeredScripts = scriptsOf(answered);
    await visit(answered, `${shop.origin('kartenliebe.de')}/impressum/`);
    expect(answeredScripts()).toContain('client');
    expect(answeredScripts()).not.toContain('NoticeViews');
  });
});

/** Cookies of a visitor who declined tracking and dismissed the "shop for your country" banner. */
async function answeredNotices(page: Page, host: string): Promise<void> {
  const domain = `${host}.localhost`;
  await page.context().addCookies([
    { name: 'consent', value: 'declined', domain, path: '/' },
    { name: 'location-banner', value: 'dismissed', domain, path: '/' },
  ]);
}
