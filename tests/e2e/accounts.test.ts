import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// Issue 14: the log-in dialog signs up, logs in and asks for a reset link against the shop's own
// calls (decisions 048, 049), with the keyboard, in German; the header follows through SWR.

const email = `dialog-${Date.now()}@example.org`;
const PASSWORD = 'Sonnenblume 42';

function accountItems(page: Page) {
  return page.getByRole('list', { name: 'Service und Konto' });
}

async function openDialog(page: Page) {
  await accountItems(page).getByRole('button', { name: 'Mein Konto' }).click();
  return page.getByRole('dialog');
}

test.describe.configure({ mode: 'serial' });

test.describe('the log-in dialog (issue 14)', () => {
  test('signs a new customer up with the keyboard; a field the shop refuses says why; the header greets them', async ({
    page,
    shop,
    consoleErrors,
  }) => {
    // The refused signup answers 400, which Chromium reports on its console.
    consoleErrors.allowResponseStatus(400);
    await visit(page, `${shop.origin('kartenliebe.de')}/karten/`);
    const dialog = await openDialog(page);
    await expect(dialog).toHaveAccessibleName('Anmelden');
    await dialog.getByRole('button', { name: 'Neu hier? Konto anlegen' }).press('Enter');
    await expect(dialog).toHaveAccessibleName('Konto anlegen');
    await dialog.getByLabel('Vorname').focus();
    await page.keyboard.type('Mia');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Sommer');
    await page.keyboard.press('Tab');
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('kurz');
    await page.keyboard.press('Enter');
    // spec §8: the shop's message, and the field's own text beside it.
    await expect(dialog.getByRole('alert')).toHaveText('Ihr Konto konnte nicht angelegt werden. Bitte prüfen Sie Ihre Angaben.');
    const password = dialog.getByLabel('Passwort');
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Das Passwort braucht mindestens 8 Zeichen.')).toBeVisible();
    await password.fill(PASSWORD);
    await password.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(accountItems(page).getByRole('link', { name: /Mia Sommer/ })).toBeVisible();
  });

  test('shows the shop’s message for a wrong password, then logs in', async ({ page, shop, consoleErrors }) => {
    consoleErrors.allowResponseStatus(400);
    await visit(page, `${shop.origin('kartenliebe.de')}/karten/`);
    const dialog = await openDialog(page);
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Passwort').fill('falsches Passwort');
    await dialog.getByRole('button', { name: 'Anmelden' }).press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht richtig.');
    await expect(accountItems(page).getByRole('link', { name: /Mia Sommer/ })).toHaveCount(0);
    await dialog.getByLabel('Passwort').fill(PASSWORD);
    await dialog.getByLabel('Passwort').press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(accountItems(page).getByRole('link', { name: /Mia Sommer/ })).toBeVisible();
    // A reload reads the customer from the session cookie, not from the cached page.
    await visit(page, page.url());
    await expect(accountItems(page).getByRole('link', { name: /Mia Sommer/ })).toBeVisible();
  });

  test('asks for a reset link and says so, whatever the address', async ({ page, shop }) => {
    await visit(page, `${shop.origin('kartenliebe.fr')}/`);
    await page.getByRole('list', { name: 'Service et compte' }).getByRole('button').last().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Mot de passe oublié\u202f?' }).click();
    await expect(dialog).toHaveAccessibleName('Réinitialiser le mot de passe');
    await dialog.getByLabel('Adresse e-mail').fill(email);
    await dialog.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'Si un compte existe pour cette adresse e-mail, nous lui avons envoyé un lien de réinitialisation.',
    );
    await dialog.getByRole('button', { name: 'Retour à la connexion' }).click();
    await expect(dialog).toHaveAccessibleName('Se connecter');
  });
});
