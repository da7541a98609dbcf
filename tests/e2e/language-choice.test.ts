import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// The language choice in Chromium (issue 30, Build 2; decision 074): on kartenliebe.ch a shopper
// switches language and lands on the same page with the same choices, on a phone and a desktop,
// with and without JavaScript; a customer's account stays in the language they shop in.

function languages(page: Page, label: string) {
  return page.getByRole('banner').getByRole('navigation', { name: label });
}

for (const width of [375, 1280]) {
  test(`switches kartenliebe.ch from German to French on the same occasion, sorted as chosen, at ${width} px`, async ({
    page,
    shop,
    saveScreenshot,
  }) => {
    await page.setViewportSize({ width, height: width === 375 ? 667 : 900 });
    const origin = shop.origin('kartenliebe.ch');
    await visit(page, `${origin}/karten/hochzeit/`);
    const catalogue = page.getByRole('region', { name: 'Alle Designs zur Hochzeit' });
    // A choice made in place, without a reload: the language choice follows it.
    await catalogue.getByRole('combobox', { name: 'Sortieren nach' }).selectOption('created');
    await expect(page).toHaveURL(`${origin}/karten/hochzeit/?sort=created`);
    const choice = languages(page, 'Sprache');
    // At the top of the page, in the header's first line at every width.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(choice).toBeInViewport();
    const [logo, languageBox] = await Promise.all([page.getByRole('banner').getByRole('link').first().boundingBox(), choice.boundingBox()]);
    expect(Math.abs((logo?.y ?? 0) + (logo?.height ?? 0) / 2 - ((languageBox?.y ?? 0) + (languageBox?.height ?? 0) / 2))).toBeLessThan(8);
    // The page's own language is marked and is no link.
    await expect(choice.locator('[aria-current="true"]')).toHaveText(/^DE/);
    await expect(choice.getByRole('link')).toHaveCount(2);
    await saveScreenshot(`language-choice-de-ch-${width}`);
    await choice.getByRole('link', { name: /Français/ }).click();

    await expect(page).toHaveURL(`${origin}/fr/cartes/mariage/?sort=created`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Faire-part de mariage');
    const french = page.getByRole('region', { name: 'Tous les modèles de mariage' });
    await expect(french.getByRole('combobox', { name: 'Trier par' })).toHaveValue('created');
    await expect(languages(page, 'Langue').locator('[aria-current="true"]')).toHaveText(/^FR/);
    // Nothing wider than the screen with the choice in the header.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('switches language with the keyboard and without JavaScript', async ({ openPage, shop }) => {
  const page = await openPage({ javaScriptEnabled: false });
  const origin = shop.origin('kartenliebe.ch');
  await page.goto(`${origin}/it/biglietti/matrimonio/?pageSize=48`);
  const link = languages(page, 'Lingua').getByRole('link', { name: /Deutsch/ });
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(`${origin}/karten/hochzeit/?pageSize=48`);
  await expect(
    page.getByRole('region', { name: 'Alle Designs zur Hochzeit' }).getByRole('combobox', { name: 'Designs pro Seite' }),
  ).toHaveValue('48');
});

test('keeps a customer’s account in French on kartenliebe.ch/fr', async ({ page, shop }) => {
  const origin = `${shop.origin('kartenliebe.ch')}/fr`;
  await visit(page, `${origin}/cartes/`);
  const items = page.getByRole('list', { name: 'Service et compte' });
  await items.getByRole('button', { name: 'Mon compte' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Nouveau ici\u202f? Créer un compte' }).click();
  await dialog.getByLabel('Prénom').fill('Léa');
  await dialog.getByLabel('Nom', { exact: true }).fill('Rochat');
  await dialog.getByLabel('Adresse e-mail').fill(`langue-${Date.now()}@example.org`);
  await dialog.getByLabel('Mot de passe').fill('Tournesol 42');
  await dialog.getByRole('button', { name: 'Créer le compte' }).click();
  await expect(dialog).toHaveCount(0);

  await items.getByRole('link', { name: /Léa Rochat/ }).click();
  await expect(page).toHaveURL(new RegExp(`^${origin}/espace-client/?$`));
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CH');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mon compte');
  // The cart too stays in French.
  await expect(page.getByRole('list', { name: 'Service et compte' }).getByRole('link', { name: 'Panier' })).toHaveAttribute(
    'href',
    '/fr/panier',
  );
});
