import { expect, test, visit } from './fixtures';

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
      const parameter = page.getByText(`gclid = ${CLICK_ID}`);
      await expect(parameter).toHaveCount(carried ? 1 : 0);
      expect(new URL(page.url()).searchParams.get('gclid')).toBe(carried ? CLICK_ID : null);
    });
  }
});
