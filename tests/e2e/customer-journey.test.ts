import type { Page } from '@playwright/test';
import { expect, mounted, test, visit } from './fixtures';
import { linkInMail } from './outbox';

// Issue 14, "Show": a customer's whole way through the accounts, in Chromium with the keyboard where
// a shopper would type: sign up, log out, a wrong password's message, log in, heart a design, find it
// on the wishlist, ask for a reset link, follow it from the outbox (as `npm run mail:outbox` shows
// it), and only the new password logs in.

const email = `reise-${Date.now()}@example.org`;
const FIRST_PASSWORD = 'Sonnenblume 42';
const NEW_PASSWORD = 'Mondschein 7 Ahorn';

const accountItems = (page: Page) => page.getByRole('list', { name: 'Service und Konto' });

async function logIn(page: Page, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort').fill(password);
  await dialog.getByLabel('Passwort').press('Enter');
  return dialog;
}

test('a customer signs up, logs out and in, keeps a design, and sets a new password from the mail (issue 14)', async ({
  page,
  shop,
  consoleErrors,
  saveScreenshot,
}) => {
  test.setTimeout(90_000);
  // The refused logins answer 400, which Chromium reports on its console.
  consoleErrors.allowResponseStatus(400);
  const origin = shop.origin('kartenliebe.de');

  // Sign up from the account page, through the header's dialog.
  await visit(page, `${origin}/kundenkonto/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Kundenkonto' })).toBeVisible();
  await expect(page.getByText('Melden Sie sich an, um Ihr Kundenkonto zu sehen.')).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).press('Enter');
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Neu hier? Konto anlegen' }).press('Enter');
  await dialog.getByLabel('Vorname').fill('Mia');
  await dialog.getByLabel('Nachname').fill('Sommer');
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort').fill(FIRST_PASSWORD);
  await dialog.getByLabel('Passwort').press('Enter');
  await expect(dialog).toHaveCount(0);
  // The page follows the login at once: the header and the account read the same customer.
  await expect(page.getByText('Hallo Mia Sommer')).toBeVisible();
  await expect(accountItems(page).getByRole('link', { name: /Mia Sommer/ })).toBeVisible();
  await saveScreenshot('account-logged-in-de');

  // Log out.
  await page.getByRole('button', { name: 'Abmelden' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('Sie sind abgemeldet.');
  await expect(accountItems(page).getByRole('button', { name: 'Mein Konto' })).toBeVisible();

  // A wrong password shows the shop's message; the right one logs in.
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).press('Enter');
  const login = await logIn(page, 'falsches Passwort');
  await expect(login.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht richtig.');
  await login.getByLabel('Passwort').fill(FIRST_PASSWORD);
  await login.getByLabel('Passwort').press('Enter');
  await expect(login).toHaveCount(0);
  await expect(page.getByText('Hallo Mia Sommer')).toBeVisible();

  // Heart a design on its theme page; the wishlist page lists it.
  await visit(page, `${origin}/themes/2000/`);
  const heart = page.getByRole('button', { name: 'Merken' });
  await expect(heart).toBeEnabled();
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  const wishlistEntry = page.getByRole('list', { name: 'Service und Konto' }).getByRole('link', { name: /^Merkliste/ });
  await expect(wishlistEntry).toHaveAccessibleName('Merkliste');
  await heart.press('Enter');
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  // The header's wishlist counts it at once (decision 081).
  await expect(wishlistEntry).toHaveAccessibleName(/^Merkliste\s*1$/);
  await visit(page, `${origin}/themes/2000/`);
  await expect(page.getByRole('button', { name: 'Merken' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Mia Sommer' }).click();
  await mounted(page);
  await page.getByRole('link', { name: 'Zur Merkliste' }).click();
  await mounted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Merkliste' })).toBeVisible();
  const kept = page.getByRole('main').getByRole('listitem');
  await expect(kept).toHaveCount(1);
  await expect(kept.getByRole('link', { name: /Schultüte/ })).toHaveAttribute('href', '/themes/2000/');
  await expect(kept).toContainText('ab 1,49 €');
  await saveScreenshot('wishlist-de');

  // Log out, and ask for a reset link.
  await visit(page, `${origin}/kundenkonto/`);
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByRole('status')).toHaveText('Sie sind abgemeldet.');
  await page.getByRole('main').getByRole('button', { name: 'Anmelden' }).click();
  await dialog.getByRole('button', { name: 'Passwort vergessen?' }).click();
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByRole('button', { name: 'Link senden' }).click();
  await expect(dialog.getByRole('status')).toContainText('haben wir Ihnen einen Link zum Zurücksetzen geschickt');

  // Follow the link of the mail; the token leaves the address bar.
  let url = new URL(origin);
  await expect(async () => {
    url = await linkInMail(email, 'password-reset');
  }).toPass({ timeout: 20_000 });
  await visit(page, `${origin}${url.pathname}${url.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Neues Passwort festlegen' })).toBeVisible();
  expect(page.url()).not.toContain('token=');
  await page.getByLabel('Neues Passwort').fill(NEW_PASSWORD);
  await page.getByLabel('Neues Passwort').press('Enter');
  await expect(page.getByRole('status')).toHaveText('Ihr Passwort ist geändert. Bitte melden Sie sich mit dem neuen Passwort an.');

  // The old password no longer logs in; the new one does.
  await page.getByRole('button', { name: 'Jetzt anmelden' }).click();
  const again = await logIn(page, FIRST_PASSWORD);
  await expect(again.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht richtig.');
  await again.getByLabel('Passwort').fill(NEW_PASSWORD);
  await again.getByLabel('Passwort').press('Enter');
  await expect(again).toHaveCount(0);
  await expect(accountItems(page).getByRole('link', { name: /Mia Sommer/ })).toBeVisible();

  // The link works once.
  await visit(page, `${origin}${url.pathname}${url.search}`);
  await page.getByLabel('Neues Passwort').fill('Noch ein Passwort 9');
  await page.getByLabel('Neues Passwort').press('Enter');
  await expect(page.getByRole('alert')).toHaveText(
    'Dieser Link ist abgelaufen oder wurde schon benutzt. Bitte fordern Sie einen neuen an.',
  );
});
