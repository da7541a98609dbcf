import type { Page } from '@playwright/test';
import { expect, hydrated, mounted, scriptsOf, test, visit } from './fixtures';
import { E2E_SESSION_TOKEN } from './shop-config';

// Issue "Fast by default" (decision 024): what never changes in the browser keeps the server's
// markup and loads no code; what does change loads its code where it is shown or when it is used;
// the customer comes through SWR, read once per page view.

/**
 * Counts the nodes taken out of `<main>` from the first byte on: the parser only adds nodes, so
 * any removal means the browser rendered part of the server's markup again.
 */
async function watchRemovals(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const removed = { count: 0 };
    Object.assign(window, { removedFromMain: removed });
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.target instanceof Element && record.target.closest('main')) removed.count += record.removedNodes.length;
      }
    }).observe(document, { childList: true, subtree: true });
  });
  return () => page.evaluate(() => (window as unknown as { removedFromMain: { count: number } }).removedFromMain.count);
}

test.describe('blocks that never change in the browser', () => {
  test('keep the server’s markup through hydration, without their code', async ({ page, shop }) => {
    const scripts = scriptsOf(page);
    const removed = await watchRemovals(page);
    await visit(page, `${shop.origin('kartenliebe.de')}/impressum/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await removed()).toBe(0);
    expect(scripts()).toContain('blocks-content');
    for (const code of ['blocks-content-live', 'CountdownText', 'BurgerLevels', 'FooterLinks', 'navigation-lists', 'Logo']) {
      expect(scripts(), code).not.toContain(code);
    }
  });

  test('fill the delivery countdown of a kept Information block, with the countdown’s code only', async ({ page, shop }) => {
    // spec §4: nothing shows before the day's first deadline opens (lodStart), so the page's clock
    // stands a minute after it, whatever time the test runs at.
    await visit(page, `${shop.origin('kartenliebe.de')}/impressum/`);
    const lodStart = await page.evaluate(async () => {
      const answer = await fetch('/web-api/shipping-information?locale=de-DE');
      return ((await answer.json()) as { lodStart: string | null }).lodStart;
    });
    if (lodStart) await page.clock.setFixedTime(Date.parse(lodStart) + 60_000);
    const scripts = scriptsOf(page);
    const removed = await watchRemovals(page);
    await visit(page, `${shop.origin('kartenliebe.de')}/`);
    const information = page.getByRole('region', { name: 'Rechtzeitig zum großen Tag' });
    // spec §4 delivery countdown: filled in once the page is interactive. A minute after production
    // starts, today's cut-off (or, in December, the last safe order time) is hours away.
    await expect(information.locator('[aria-live="polite"]')).toHaveText(/^Bestellen Sie innerhalb von \d+ Std\. \d+ Min\./);
    expect(scripts()).toContain('CountdownText');
    expect(scripts()).not.toContain('blocks-content-live');
    expect(await removed()).toBe(0);
  });
});

test.describe('the burger’s levels', () => {
  test('load when it first opens, and it opens, moves and closes by keyboard', async ({ page, shop }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const scripts = scriptsOf(page);
    await visit(page, `${shop.origin('wallart.co.uk')}/`);
    expect(scripts()).not.toContain('BurgerLevels');

    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.focus();
    await page.keyboard.press('Enter');
    const burger = page.getByRole('dialog', { name: 'Main navigation' });
    await expect(burger).toBeVisible();
    // The focus moves into the panel once its levels render: the first control is "Close".
    await expect(burger.getByRole('button', { name: 'Close' })).toBeFocused();
    expect(scripts()).toContain('BurgerLevels');

    const wallArt = burger.getByRole('button', { name: 'Wall art' });
    await wallArt.focus();
    await page.keyboard.press('Enter');
    await expect(burger.getByRole('link', { name: 'All of Wall art' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(burger).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('the customer through SWR', () => {
  test('is read once per page view, after the page is interactive, and every part of the header shows it', async ({ page, shop }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/web-api/customer-data') reads.push(request.url());
    });
    await page
      .context()
      .addCookies([{ name: 'shop_session', value: E2E_SESSION_TOKEN, domain: 'kartenliebe.de.localhost', path: '/', httpOnly: true }]);
    await page.goto(`${shop.origin('kartenliebe.de')}/`);
    await hydrated(page);
    const infoItems = page.getByRole('list', { name: 'Service und Konto' });
    // Three parts read the customer (the account item, the cart item, the whitelabel bar): one request.
    await expect(infoItems.getByRole('link', { name: 'Grete Beispiel' })).toBeVisible();
    await expect(infoItems.getByRole('link', { name: /^Warenkorb/ })).toContainText('3 Artikel im Warenkorb');
    await expect(page.getByRole('note').filter({ hasText: 'White-Label' })).toBeVisible();
    await mounted(page);
    expect(reads).toHaveLength(1);
  });
});

test.describe('a page written from kept shell fragments', () => {
  test.use({ failOnConsole: ['error', 'warning'] });

  test('hydrates without a warning, and its flyouts and burger work', async ({ page, shop }) => {
    // Decision 095: the first page of the locale renders the header's, navigation's and footer's
    // slots; the next page (a query the page cache has not kept) is written from them.
    await visit(page, `${shop.origin('wallart.co.uk')}/wall-art?fragments=first-${Date.now()}`);
    const response = await visit(page, `${shop.origin('wallart.co.uk')}/canvas-prints?fragments=next-${Date.now()}`);
    expect(response?.headers()['x-shell-fragments']).toMatch(/^kept=([1-9]\d*) /);
    await hydrated(page);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const toggle = nav.getByRole('button', { name: /Wall art/ });
    const flyout = page.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(flyout).toBeVisible();
    await expect(flyout.getByRole('heading')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(flyout).toBeHidden();

    await page.setViewportSize({ width: 375, height: 740 });
    await page.getByRole('button', { name: 'Menu' }).click();
    const burger = page.getByRole('dialog', { name: 'Main navigation' });
    await burger.getByRole('button', { name: 'Wall art' }).click();
    await expect(burger.getByRole('link', { name: 'All of Wall art' })).toBeVisible();
  });
});
