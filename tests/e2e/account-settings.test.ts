import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, hydrated, test, visit } from './fixtures';
import { linkInMail, mailsTo } from './outbox';

// Issue 31, a customer in charge of their account (decision 083), in Chromium against the shop's
// own calls: each change on the account page, by keyboard where a form is filled in, and what the
// customer then finds when they log in, read their mail or open their data.

const PASSWORD = 'Sonnenblume 42';
const newEmail = (name: string) => `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`;

/** A new customer, signed up through the shop's call from its own page, and logged in in `page`. */
async function signUp(page: Page, origin: string, email: string) {
  await visit(page, `${origin}/`);
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/web-api/customer-signup', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    { email, password: PASSWORD, firstName: 'Lea', lastName: 'Berg' },
  );
  expect(status).toBe(200);
}

/** The account page with its settings read. */
async function accountPage(page: Page, url: string) {
  await visit(page, url);
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
}

const accountItems = (page: Page) => page.getByRole('list', { name: 'Service und Konto' });

/** Logs out on the account page and in again through the header's dialog. */
async function logOutAndIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page.getByText('Sie sind abgemeldet.')).toBeVisible();
  await accountItems(page).getByRole('button', { name: 'Mein Konto' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('E-Mail-Adresse').fill(email);
  await dialog.getByLabel('Passwort').fill(password);
  await dialog.getByLabel('Passwort').press('Enter');
  return dialog;
}

test.describe('the account’s settings (issue 31)', () => {
  test('change the password by keyboard, then log in with the new one and not the old', async ({ page, shop, consoleErrors }) => {
    consoleErrors.allowResponseStatus(400);
    const origin = shop.origin('kartenliebe.de');
    const email = newEmail('passwort');
    await signUp(page, origin, email);
    await accountPage(page, `${origin}/kundenkonto/`);
    const section = page.getByRole('region', { name: 'Passwort' });
    await section.getByLabel('Aktuelles Passwort').focus();
    await page.keyboard.type('falsch geraten');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Pusteblume 77');
    await page.keyboard.press('Enter');
    await expect(section.getByRole('alert')).toHaveText('Das aktuelle Passwort ist nicht richtig.');
    await expect(section.getByLabel('Aktuelles Passwort')).toHaveAttribute('aria-invalid', 'true');
    await section.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await section.getByLabel('Aktuelles Passwort').press('Enter');
    await expect(section.getByRole('status')).toHaveText('Ihr Passwort ist geändert. Auf allen anderen Geräten sind Sie jetzt abgemeldet.');
    // Taken, the passwords leave the form.
    await expect(section.getByLabel('Neues Passwort')).toHaveValue('');

    const withOld = await logOutAndIn(page, email, PASSWORD);
    await expect(withOld.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht richtig.');
    await withOld.getByLabel('Passwort').fill('Pusteblume 77');
    await withOld.getByLabel('Passwort').press('Enter');
    await expect(withOld).toHaveCount(0);
    await expect(accountItems(page).getByRole('link', { name: /Lea Berg/ })).toBeVisible();
    await expect(async () => expect((await mailsTo(email)).map((mail) => mail.kind)).toContain('password-changed')).toPass({
      timeout: 20_000,
    });
  });

  test('change the e-mail address through the link mailed to it; the old address is told', async ({ page, shop }) => {
    test.setTimeout(60_000);
    const origin = shop.origin('kartenliebe.de');
    const email = newEmail('alt');
    const next = newEmail('neu');
    await signUp(page, origin, email);
    await accountPage(page, `${origin}/kundenkonto/`);
    const section = page.getByRole('region', { name: 'E-Mail-Adresse' });
    await expect(section.getByText(`Ihre Adresse: ${email}`)).toBeVisible();
    await section.getByLabel('Neue E-Mail-Adresse').fill(next);
    await section.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await section.getByRole('button', { name: 'Bestätigungslink senden' }).click();
    await expect(section.getByRole('status')).toHaveText(
      `Wir haben einen Bestätigungslink an ${next} geschickt. Erst wenn Sie ihm folgen, ändert sich Ihre Adresse.`,
    );
    await expect(section.getByText(`Noch nicht bestätigt: ${next}.`, { exact: false })).toBeVisible();

    let link = new URL(origin);
    await expect(async () => {
      link = await linkInMail(next, 'email-change');
    }).toPass({ timeout: 20_000 });
    expect(link.pathname).toBe('/web-api/customer-email-confirm');
    await page.goto(`${origin}${link.pathname}${link.search}`);
    await hydrated(page);
    expect(new URL(page.url()).pathname).toBe('/kundenkonto/');
    await expect(page.getByRole('status').first()).toHaveText(
      'Ihre E-Mail-Adresse ist geändert. Ab jetzt melden Sie sich mit der neuen Adresse an.',
    );
    // The outcome leaves the address bar: a reload does not say it again.
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByText(`Ihre Adresse: ${next}`)).toBeVisible();
    await expect(async () => expect((await mailsTo(email)).map((mail) => mail.kind)).toContain('email-changed')).toPass({
      timeout: 20_000,
    });

    const dialog = await logOutAndIn(page, next, PASSWORD);
    await expect(dialog).toHaveCount(0);
    await expect(accountItems(page).getByRole('link', { name: /Lea Berg/ })).toBeVisible();
  });

  test('download the data and find in it the account, the wishlist and the session', async ({ page, shop }) => {
    const origin = shop.origin('kartenliebe.de');
    const email = newEmail('daten');
    await signUp(page, origin, email);
    const added = await page.evaluate(
      async () =>
        (
          await fetch('/web-api/wishlist-add', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ item: 'card:2001' }),
          })
        ).status,
    );
    expect(added).toBe(200);
    await accountPage(page, `${origin}/kundenkonto/`);
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Meine Daten herunterladen' }).press('Enter');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^account-\d{8}\.json$/);
    const data = JSON.parse(await readFile((await download.path()) ?? '', 'utf8'));
    expect(data.account).toMatchObject({ email, firstName: 'Lea', lastName: 'Berg', hasPassword: true });
    expect(data.wishlist).toEqual([expect.objectContaining({ channel: 'kartenliebe', item: 'card:2001' })]);
    expect(data.sessions).toEqual([expect.objectContaining({ current: true })]);
    expect(data.newsletter).toEqual([]);
  });

  test('delete the account, and it no longer logs in', async ({ page, shop, consoleErrors }) => {
    consoleErrors.allowResponseStatus(400);
    const origin = shop.origin('kartenliebe.de');
    const email = newEmail('weg');
    await signUp(page, origin, email);
    await accountPage(page, `${origin}/kundenkonto/`);
    const section = page.getByRole('region', { name: 'Kundenkonto löschen' });
    await section.getByLabel('Aktuelles Passwort').fill(PASSWORD);
    await section.getByLabel('Ja, mein Kundenkonto endgültig löschen').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('status').first()).toHaveText(
      'Ihr Kundenkonto ist gelöscht. Wir haben Ihnen eine Bestätigung per E-Mail geschickt.',
    );
    await expect(accountItems(page).getByRole('link', { name: /Lea Berg/ })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Kundenkonto löschen' })).toHaveCount(0);

    await accountItems(page).getByRole('button', { name: 'Mein Konto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-Mail-Adresse').fill(email);
    await dialog.getByLabel('Passwort').fill(PASSWORD);
    await dialog.getByLabel('Passwort').press('Enter');
    await expect(dialog.getByRole('alert')).toHaveText('E-Mail-Adresse oder Passwort ist nicht richtig.');
    await expect(async () => expect((await mailsTo(email)).map((mail) => mail.kind)).toEqual(['account-deleted'])).toPass({
      timeout: 20_000,
    });
  });

  test('change the name in French on a phone, and the header greets by it', async ({ page, shop, saveScreenshot }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    const origin = shop.origin('kartenliebe.ch');
    await signUp(page, origin, newEmail('nom'));
    await accountPage(page, `${origin}/fr/espace-client/`);
    const section = page.getByRole('region', { name: 'Votre nom' });
    await section.getByLabel('Prénom').fill('Léa');
    await section.getByLabel('Nom', { exact: true }).fill('Montagne');
    await section.getByLabel('Nom', { exact: true }).press('Enter');
    await expect(section.getByRole('status')).toHaveText('Votre nom a été enregistré.');
    await expect(page.getByText('Bonjour Léa Montagne')).toBeVisible();
    await saveScreenshot('account-settings-fr-375');
  });
});

test.describe('the whitelabel bar (issue 31)', () => {
  test('a whitelabel customer switches to the whitelabel service and back, staying on the page', async ({ page, shop, saveScreenshot }) => {
    const origin = shop.origin('kartenliebe.de');
    // The demo data's whitelabel customer (seeds/demo.sql).
    await visit(page, `${origin}/karten/hochzeit/`);
    await accountItems(page).getByRole('button', { name: 'Mein Konto' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('E-Mail-Adresse').fill('whitelabel@kartenliebe.example');
    await dialog.getByLabel('Passwort').fill('Demo Whitelabel 2026');
    await dialog.getByLabel('Passwort').press('Enter');
    await expect(dialog).toHaveCount(0);
    const bar = page.getByRole('note').filter({ hasText: 'normalen Shop' });
    await expect(bar).toHaveText(/Sie bestellen gerade im normalen Shop/);
    await bar.getByRole('button', { name: 'Zum White-Label-Service wechseln' }).press('Enter');
    await page.waitForURL(`${origin}/karten/hochzeit/`);
    await hydrated(page);
    const service = page.getByRole('note').filter({ hasText: 'White-Label-Service' });
    await expect(service).toContainText('Sie sind im White-Label-Service angemeldet');
    await saveScreenshot('whitelabel-bar');
    await service.getByRole('button', { name: 'Zum normalen Shop wechseln' }).click();
    await hydrated(page);
    await expect(page.getByRole('note').filter({ hasText: 'normalen Shop' })).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/karten/hochzeit/');
  });
});
