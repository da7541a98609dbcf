import { expect, test, visit } from './fixtures';

// Issue 31, gift vouchers to buy (spec §1, §7 /gift-voucher; decision 088): the voucher page of a
// language offers the values of its currency and the editor's designs in a plain form; the
// choice goes to the shop backend's basket (on the browser tests' shop, the stand-in `npm start`
// runs, which shows what the basket would receive).

test('choose a gift voucher by keyboard and hand it to the basket', async ({ page, shop, saveScreenshot }) => {
  const origin = shop.origin('kartenliebe.de');
  await visit(page, `${origin}/gutschein/`);
  const values = page.getByRole('group', { name: 'Betrag' });
  await expect(values.getByRole('radio', { name: '25,00 €' })).toBeChecked();
  await values.getByRole('radio', { name: '25,00 €' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(values.getByRole('radio', { name: '50,00 €' })).toBeChecked();
  const designs = page.getByRole('group', { name: 'Motiv' });
  const second = designs.getByRole('radio').nth(1);
  const designName = (await second.getAttribute('value')) ?? '';
  expect(designName.length).toBeGreaterThan(0);
  await designs.getByRole('radio').first().focus();
  await page.keyboard.press('ArrowRight');
  await expect(second).toBeChecked();
  await saveScreenshot('gift-voucher-de');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/warenkorb\/\?addToCart=gift-voucher/);
  const url = new URL(page.url());
  expect(url.origin + url.pathname).toBe(`${origin}/warenkorb/`);
  await expect(page.getByRole('listitem').filter({ hasText: 'Geschenkgutschein über' })).toHaveText('Geschenkgutschein über 50,00 €');
  await expect(page.getByText(`Motiv: ${designName}`)).toBeVisible();
});

test('without JavaScript, in French on a phone, the form does the same', async ({ openPage, shop }) => {
  const page = await openPage({ javaScriptEnabled: false, viewport: { width: 375, height: 740 } });
  const origin = shop.origin('kartenliebe.ch');
  await page.goto(`${origin}/fr/bon-cadeau/`);
  const values = page.getByRole('group', { name: 'Montant' });
  await values.getByRole('radio', { name: /^100[.,]00\sCHF$/ }).check();
  await page.getByRole('button', { name: 'Ajouter au panier' }).click();
  await page.waitForURL(/\/fr\/panier\/\?addToCart=gift-voucher/);
  const url = new URL(page.url());
  expect(url.searchParams.get('value')).toBe('100');
  expect(url.searchParams.get('currency')).toBe('CHF');
  await expect(page.getByRole('listitem').filter({ hasText: 'Bon cadeau' })).toContainText('100');
});
