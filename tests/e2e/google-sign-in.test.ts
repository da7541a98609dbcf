import type { Page } from '@playwright/test';
import { z } from 'zod';
import { GOOGLE_FAKE, type GoogleFakeAccount } from '../support/google-fake';
import { expect, test, visit } from './fixtures';

// Google sign-in in Chromium (spec §1 customer features; decision 051), in German with the keyboard:
// the log-in dialog loads Google Identity Services' script from a stand-in on loopback
// (tests/support/google-fake.ts, its origin allowed by the shop's CSP), whose button signs in as the
// account the test sets and hands the dialog an ID token signed with the stand-in's key, which the
// shop checks against the stand-in's key set.

const REFUSED =
  'Die Anmeldung mit Google hat nicht geklappt. Bitte versuchen Sie es noch einmal oder melden Sie sich mit Ihrer E-Mail-Adresse an.';

const accountItems = (page: Page) => page.getByRole('list', { name: 'Service und Konto' });

/** A Google account no other test signs in as. */
function newGoogleAccount(name: string, overrides: Partial<GoogleFakeAccount> = {}): GoogleFakeAccount {
  const [given_name = '', family_name = ''] = name.split(' ');
  const id = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  return { sub: `10${id}`, email: `google-${id}@example.org`, given_name, family_name, ...overrides };
}

/** Has the stand-in's button sign in as `account`, on this page and every one it opens next. */
async function signInAs(page: Page, account: GoogleFakeAccount): Promise<void> {
  await page.addInitScript(({ global, account }) => Reflect.set(window, global, account), { global: GOOGLE_FAKE.accountGlobal, account });
}

/** Opens the log-in dialog from the header's account item, as a shopper would with the keyboard, and waits for Google's button. */
async function openDialog(page: Page) {
  await accountItems(page).getByRole('button', { name: 'Mein Konto' }).press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Anmelden' });
  await expect(dialog.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
  return dialog;
}

/** What the test reads of the customer read's answer (spec §7 /web-api/customer-data). */
const CustomerRead = z.object({ isLoggedIn: z.boolean(), number: z.string().nullable() });

/** The customer number of the page's session, as the customer read answers the page (null: nobody is logged in). */
async function customerNumber(page: Page): Promise<string | null> {
  // From the page: Node resolves no `*.localhost` host.
  const customer = CustomerRead.parse(await page.evaluate(async () => (await fetch('/web-api/customer-data')).json()));
  return customer.isLoggedIn ? customer.number : null;
}

test('a new Google account signs in from the log-in dialog, and again after logging out, as the same customer', async ({
  page,
  shop,
  saveScreenshot,
}) => {
  test.setTimeout(60_000);
  const origin = shop.origin('kartenliebe.de');
  await signInAs(page, newGoogleAccount('Lena Berg'));
  await visit(page, `${origin}/karten/`);
  const dialog = await openDialog(page);
  await saveScreenshot('login-dialog-google-de');
  await dialog.getByRole('button', { name: 'Sign in with Google' }).press('Enter');
  // As a password login: the dialog closes and the header greets the customer through SWR.
  await expect(dialog).toHaveCount(0);
  await expect(accountItems(page).getByRole('link', { name: /Lena Berg/ })).toBeVisible();
  const number = await customerNumber(page);
  expect(number).toBeTruthy();
  // A reload reads the customer from the session cookie.
  await visit(page, page.url());
  await expect(accountItems(page).getByRole('link', { name: /Lena Berg/ })).toBeVisible();

  await visit(page, `${origin}/kundenkonto/`);
  await page.getByRole('button', { name: 'Abmelden' }).press('Enter');
  await expect(page.getByRole('status')).toHaveText('Sie sind abgemeldet.');
  expect(await customerNumber(page)).toBeNull();

  // The same Google account again: the customer it made the first time.
  const again = await openDialog(page);
  await again.getByRole('button', { name: 'Sign in with Google' }).press('Enter');
  await expect(again).toHaveCount(0);
  await expect(page.getByText('Hallo Lena Berg')).toBeVisible();
  expect(await customerNumber(page)).toBe(number);
});

test('a token Google issued to another app is refused with the shop’s message, and nobody is logged in', async ({
  page,
  shop,
  consoleErrors,
}) => {
  // The refused token answers 400, which Chromium reports on its console.
  consoleErrors.allowResponseStatus(400);
  const origin = shop.origin('kartenliebe.de');
  await signInAs(page, newGoogleAccount('Jonas Wolf', { aud: 'someone-else.apps.googleusercontent.com' }));
  await visit(page, `${origin}/karten/`);
  const dialog = await openDialog(page);
  await dialog.getByRole('button', { name: 'Sign in with Google' }).press('Enter');
  await expect(dialog.getByRole('alert')).toHaveText(REFUSED);
  await expect(accountItems(page).getByRole('button', { name: 'Mein Konto' })).toBeVisible();
  expect(await customerNumber(page)).toBeNull();
});
