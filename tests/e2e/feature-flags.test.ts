import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page, Request } from '@playwright/test';
import { readFlagDocument } from '../../src/shared/flags/definitions';
import { evaluateFlag } from '../../src/shared/flags/evaluate';
import { DEMO_FLAG_DEFINITIONS } from '../../src/worker/features/flags/demo-definitions';
import { expect, mounted, test, visit } from './fixtures';
import { E2E_SHOP_STATE } from './shop-config';

// Issue 15 in the browser (decisions 058, 059): two visitors with different keys see the two
// variants of one experiment, with the demo definitions the shop ships (Kartenliebe's home page
// shows an A/B content block on KLS-1201: a calendar teaser on, a button off); with consent the
// page's impressions and events reach the shop and its report; declining stops every tracking request.

const ON_TEXT = 'Ihr Jahr in zwölf Lieblingsbildern';
const OFF_TEXT = 'Jetzt Fotokalender gestalten';
const root = path.resolve(import.meta.dirname, '../..');

/** The first visitor keys the demo definitions put in KLS-1201's `on` and `off`, as the worker decides them. */
function keysByTreatment(): { on: string; off: string } {
  const read = readFlagDocument(DEMO_FLAG_DEFINITIONS);
  const flag = 'document' in read ? read.document.flags.get('KLS-1201') : undefined;
  if (!flag || !('document' in read)) throw new Error('the demo definitions have no KLS-1201');
  const found: Record<string, string> = {};
  for (let i = 0; !(found.on && found.off); i += 1)
    found[evaluateFlag(flag, `e2e-visitor-${i}`, read.document).treatment] ??= `e2e-visitor-${i}`;
  return { on: found.on ?? '', off: found.off ?? '' };
}

/** A page whose visitor has `key` and, unless unknown, made a consent choice. */
async function visitorPage(openPage: () => Promise<Page>, origin: string, key: string, consent?: 'granted' | 'declined') {
  const page = await openPage();
  // Host-only cookies, as the worker and the page write them.
  const cookies = [{ name: 'splitIoUserKey', value: key, url: origin }];
  if (consent) cookies.push({ name: 'consent', value: consent, url: origin });
  await page.context().addCookies(cookies);
  return page;
}

const isTracking = (request: Request) => new URL(request.url()).pathname.startsWith('/web-api/flag-');

/**
 * The page hidden, as a switch to another tab hides it: the browser fires `visibilitychange` with
 * the state `hidden`. (Headless Chromium keeps every page visible, and Playwright does not see a
 * beacon of a page that is already gone; one of a hidden page it sees.)
 */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** What `npm run flags:report` prints for the browser tests' shop. */
/**
 * How long the report may take to show what the page sent: each report starts wrangler on the
 * shop's state (about 4 s on this machine, more while it is busy), so a poll gets a few of them.
 */
const REPORT_WAIT_MS = 30_000;

async function report(): Promise<string> {
  const { stdout } = await promisify(execFile)(
    'node',
    ['scripts/flags-report.mjs', '--persist-to', path.join(root, '.wrangler', E2E_SHOP_STATE)],
    {
      cwd: root,
    },
  );
  return stdout;
}

test.describe('feature flags', () => {
  test('two visitors with different keys see the two variants of one experiment, the same before and after hydration', async ({
    openPage,
    shop,
  }) => {
    const keys = keysByTreatment();
    const origin = shop.origin('kartenliebe.de');
    for (const [treatment, shown, hidden] of [
      ['on', ON_TEXT, OFF_TEXT],
      ['off', OFF_TEXT, ON_TEXT],
    ] as const) {
      const page = await visitorPage(openPage, origin, keys[treatment], 'declined');
      const response = await visit(page, `${origin}/`);
      // In the server's HTML already: nothing flickers from one variant to the other.
      const html = (await response?.text()) ?? '';
      expect(html).toContain(shown);
      expect(html).not.toContain(hidden);
      const block = page.locator('.block--ab-content');
      await expect(block).toHaveAttribute('data-treatment', treatment);
      await expect(block).toContainText(shown);
      await expect(block).not.toContainText(hidden);
    }
  });

  test('with consent, the impressions and events of a page reach the shop when the page is hidden, and its report counts them', async ({
    openPage,
    shop,
  }) => {
    // Three reports at most, each a wrangler start (REPORT_WAIT_MS).
    test.setTimeout(60_000);
    const keys = keysByTreatment();
    const origin = shop.origin('kartenliebe.de');
    const page = await visitorPage(openPage, origin, keys.on, 'granted');
    await visit(page, `${origin}/`);
    const before = await report();
    await page.evaluate(() => dispatchEvent(new CustomEvent('shop:flag-event', { detail: { eventType: 'e2e-design-now', value: 19.9 } })));
    const sent = ['/web-api/flag-impressions', '/web-api/flag-events'].map((path) =>
      page.waitForResponse((response) => new URL(response.url()).pathname === path),
    );
    // Hidden, the page sends what it queued with sendBeacon.
    await hide(page);
    for (const response of await Promise.all(sent)) expect(response.status()).toBe(202);
    await expect.poll(report, { timeout: REPORT_WAIT_MS }).toMatch(/KLS-1201\s+on\s+\d+\s+.*e2e-design-now \d+× \(Σ [\d.]+\)/);
    expect(before).not.toBe(await report());
  });

  test('declining consent in the cookie settings stops every tracking request', async ({ openPage, shop }) => {
    const keys = keysByTreatment();
    const origin = shop.origin('kartenliebe.de');
    const page = await visitorPage(openPage, origin, keys.off, 'granted');
    await visit(page, `${origin}/`);
    // Consented: the page started the flag tracking.
    await expect(page.locator('script[src*="/flag-tracking-"]')).toHaveCount(1);
    // spec §4: the choice can be changed later, from the footer; the notice asks again.
    // By keyboard: the notices at the bottom of the viewport (the country banner) may cover the footer's last line.
    await page.getByRole('button', { name: 'Cookie-Einstellungen' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`${origin}/`);
    await mounted(page);
    const notice = page.getByRole('region', { name: 'Cookie-Einstellungen' });
    await expect(notice).toBeVisible();
    const tracking: string[] = [];
    page.context().on('request', (request) => {
      if (isTracking(request)) tracking.push(request.url());
    });
    await notice.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(notice).toHaveCount(0);
    await page.evaluate(() => dispatchEvent(new CustomEvent('shop:flag-event', { detail: { eventType: 'e2e-declined', value: 1 } })));
    // Hidden, a page with consent sends at once (the test above); this one sends nothing.
    await hide(page);
    await mounted(page);
    // Nor the pages after it: none starts the tracking any more.
    await visit(page, `${origin}/`);
    await expect(page.locator('script[src*="/flag-tracking-"]')).toHaveCount(0);
    await page.evaluate(() => dispatchEvent(new CustomEvent('shop:flag-event', { detail: { eventType: 'e2e-declined', value: 1 } })));
    await hide(page);
    await mounted(page);
    expect(tracking).toEqual([]);
    expect(await report()).not.toContain('e2e-declined');
  });
});
