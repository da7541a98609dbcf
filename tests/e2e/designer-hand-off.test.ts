import type { Page } from '@playwright/test';
import deDE from '../../locales/de-DE.json';
import enGB from '../../locales/en-GB.json';
import frFR from '../../locales/fr-FR.json';
import { expect, mounted, test, visit } from './fixtures';

// Issue 12: "Design now" hands the product to the designer (spec §3 designer hand-off); with no
// designer configured the shop's own hand-off page reads the request back (decision 028).

test.describe('the visit’s click id on the way to the designer (decision 032)', () => {
  const CLICK_ID = 'Cj0KCQ_test-42';

  for (const [choice, button, carried] of [
    ['accepted', 'Alle akzeptieren', true],
    ['declined', 'Nur notwendige', false],
  ] as const) {
    test(`goes with a "Design now" of a later page when cookies are ${choice}: ${carried}`, async ({ page, shop }) => {
      const origin = shop.origin('kartenliebe.de');
      await visit(page, `${origin}/fotokalender/?gclid=${CLICK_ID}`);
      await page.getByRole('region', { name: 'Cookie-Einstellungen' }).getByRole('button', { name: button }).click();
      // The landing page is shared by every visitor and holds no click id; the next page neither.
      await visit(page, `${origin}/so-funktionierts/`);
      const designNow = page.locator('main a[href*="configurator-"]').first();
      await expect(designNow).not.toHaveAttribute('href', /gclid/);
      await designNow.click();
      await expect(page.getByRole('heading', { name: 'Weiter zum Designer' })).toBeVisible();
      const parameter = page.getByRole('row', { name: `Anzeigen-Klick gclid ${CLICK_ID}` });
      await expect(parameter).toHaveCount(carried ? 1 : 0);
      expect(new URL(page.url()).searchParams.get('gclid')).toBe(carried ? CLICK_ID : null);
    });
  }
});

/** The product a base path opens, as the hand-off page names it (spec §2 base paths, §3 kinds). */
const KIND_OF_PATH = { card: 'card', calendar: 'calendar', collage: 'collage', photobook: 'photobook' } as const;

const SITES = [
  {
    domain: 'kartenliebe.de',
    messages: deDE,
    pages: ['/so-funktionierts/', '/fotokalender/', '/fotobuch/', '/geschenkideen/', '/karten/'],
  },
  {
    domain: 'kartenliebe.fr',
    messages: frFR,
    pages: ['/comment-ca-marche/', '/calendrier-photo/', '/livre-photo/', '/idees-cadeaux/', '/cartes/'],
  },
  { domain: 'wallart.de', messages: deDE, pages: ['/so-funktionierts', '/fotokalender', '/fotobuch', '/geschenkideen', '/karten'] },
  { domain: 'wallart.co.uk', messages: enGB, pages: ['/how-it-works', '/photo-calendars', '/photo-book', '/gift-ideas', '/cards'] },
] as const;

/** The designer links of a page: every "Design now" and "add in the designer", and the first of each other kind. */
async function designerLinks(page: Page, names: readonly string[]): Promise<string[]> {
  const anchors = page.locator('main a[href*="configurator-"]');
  // A catalogue part streams in behind the page and may still be on its way after hydration.
  await anchors
    .first()
    .waitFor({ state: 'attached' })
    .catch(() => undefined);
  const links = await anchors.evaluateAll((found) =>
    found.map((anchor) => ({ text: anchor.textContent?.trim() ?? '', href: anchor.getAttribute('href') ?? '' })),
  );
  const chosen = new Map<string, string>();
  for (const { text, href } of links) {
    const path = href.split('?')[0] ?? href;
    const key = names.includes(text) ? href : path;
    if (!chosen.has(key)) chosen.set(key, href);
  }
  return [...chosen.values()];
}

test.describe('every "Design now" of the demo pages (issue 12)', () => {
  for (const site of SITES) {
    test(`opens the designer with the product and its parameters on ${site.domain}`, async ({ page, shop }) => {
      // Five pages and every designer link on them: some twenty page loads, each waited for until
      // hydrated. The default 30 s is one interaction's; on a busy two-core machine this walk took
      // 22–31 s, so it gets the time of three.
      test.setTimeout(90_000);
      const origin = shop.origin(site.domain);
      const { designNow, addInDesigner } = site.messages.catalogue;
      let followed = 0;
      for (const path of site.pages) {
        await visit(page, `${origin}${path}`);
        // A card theme leads to its page first, whose "Design now" opens the designer.
        if (path.includes('kart') || path.includes('card') || path.includes('cartes')) {
          await page.locator('main a[href*="/themes/"]').first().click();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // As after any visit: hydrated, with the notices that cover the page's bottom in place.
          await mounted(page);
        }
        // A wall-art collage leads to its product page first (spec §3 collagePdpBeforeDesigner, decision
        // 086), whose "Design now" opens the designer: followed where a page has no other designer link.
        await page
          .locator('main a[href*="configurator-"], main a[href*="/products/collage?designId="]')
          .first()
          .waitFor({ state: 'attached', timeout: 10_000 });
        if ((await page.locator('main a[href*="configurator-"]').count()) === 0) {
          await page.locator('main a[href*="/products/collage?designId="]').first().click();
          await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await mounted(page);
        }
        const at = page.url();
        const hrefs = await designerLinks(page, [designNow, addInDesigner]);
        expect(hrefs.length, at).toBeGreaterThan(0);
        for (const href of hrefs) {
          if (page.url() !== at) await visit(page, at);
          await page.locator(`main a[href="${href}"]`).first().click();
          await expect(page.getByRole('heading', { name: site.messages.designer.title })).toBeVisible();
          const url = new URL(page.url());
          expect(url.pathname + url.search, `from ${at}`).toBe(href);
          const product = (url.pathname.split('configurator-')[1] ?? '') as keyof typeof KIND_OF_PATH;
          await expect(page.locator('[data-product]')).toHaveAttribute('data-product', KIND_OF_PATH[product]);
          await expect(page.locator('main').getByText(site.messages.designer.kinds[KIND_OF_PATH[product]], { exact: true })).toBeVisible();
          // Every design of the demo catalogue has a price in every currency; the card designer
          // opened for an accessory, with no theme yet, has none to show.
          const priced = product !== 'card' || url.searchParams.has('themeId');
          await expect(page.locator('main').getByText(site.messages.designer.noPrice)).toHaveCount(priced ? 0 : 1);
          // Every parameter arrives with its value; the locale is the page's.
          for (const [name, value] of url.searchParams) {
            await expect(page.getByRole('row').filter({ has: page.getByRole('cell', { name, exact: true }) }), name).toContainText(value);
          }
          expect(url.searchParams.get('locale')).toBe(await page.locator('html').getAttribute('lang'));
          followed += 1;
        }
      }
      expect(followed).toBeGreaterThanOrEqual(site.pages.length + 2);
    });
  }
});
