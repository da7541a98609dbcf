import { expect, hydrated, mounted, test, visit } from './fixtures';
import { linkInMail, mailsTo } from './outbox';

// Issue 14, the newsletter's double opt-in in Chromium (decisions 052, 055): the footer leads to the
// newsletter page, the form asks reCAPTCHA v3's widget for a token (the stand-in on loopback speaking
// its protocol that `npm start` runs too, scripts/bot-check-stand-in.mjs, decision 084), the shop
// mails a confirmation link, and the link confirms and says so on the page.

test('a shopper subscribes to the newsletter in French and confirms it with the mail’s link', async ({ page, shop, saveScreenshot }) => {
  test.setTimeout(60_000);
  const email = `lettre-${Date.now()}@example.org`;
  const origin = shop.origin('kartenliebe.ch');
  await visit(page, `${origin}/fr/`);
  // By keyboard: the notices at the foot of the screen cover the footer until they are answered.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Newsletter' }).press('Enter');
  await page.waitForURL('**/fr/newsletter/');
  await mounted(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/fr/newsletter/');

  await page.getByLabel('Adresse e-mail').fill(email);
  await page.getByLabel('Adresse e-mail').press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'Merci\u202f! Si cette adresse e-mail n’est pas encore inscrite, nous lui avons envoyé un lien pour confirmer l’inscription.',
  );
  await saveScreenshot('newsletter-subscribed-fr');

  let link = new URL(origin);
  await expect(async () => {
    link = await linkInMail(email, 'newsletter-confirm');
  }).toPass({ timeout: 20_000 });
  expect(link.pathname).toBe('/web-api/newsletter-confirm');
  await page.goto(`${origin}${link.pathname}${link.search}`);
  await hydrated(page);
  expect(new URL(page.url()).pathname).toBe('/fr/newsletter/');
  await expect(page.getByRole('status')).toHaveText('Merci ! Votre inscription à la newsletter est confirmée.');
  // The outcome leaves the address bar, so a reload does not say it again.
  expect(new URL(page.url()).search).toBe('');
  await expect(async () => expect((await mailsTo(email)).map((mail) => mail.kind)).toContain('welcome')).toPass({ timeout: 20_000 });

  // A link someone changed confirms nothing and says so, in the language of its mail.
  await page.goto(`${origin}${link.pathname}?token=${link.searchParams.get('token')?.slice(0, -2)}xx`);
  expect(new URL(page.url()).pathname).toBe('/fr/newsletter/');
  await hydrated(page);
  await expect(page.getByRole('alert')).toHaveText(
    'Ce lien de confirmation a expiré ou n’est pas valide. Inscrivez-vous simplement à nouveau.',
  );
});

test('on a phone, the German newsletter page asks the local bot check, whose badge leaves the button free', async ({
  page,
  shop,
  consoleErrors,
  saveScreenshot,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const origin = shop.origin('kartenliebe.de');
  // A shopper who answered the notices before: they would cover the foot of the screen.
  await page.context().addCookies([
    { name: 'consent', value: 'declined', url: origin },
    { name: 'location-banner', value: 'dismissed', url: origin },
  ]);
  await visit(page, `${origin}/newsletter/`);
  const field = page.getByLabel('E-Mail-Adresse');
  const button = page.getByRole('button', { name: 'Newsletter abonnieren' });
  await expect(field).toBeVisible();
  await expect(button).toBeVisible();

  // An address the browser takes and the shop refuses: the widget is loaded, and the form stays.
  consoleErrors.allowResponseStatus(400);
  await field.fill('leser@beispiel');
  await field.press('Enter');
  await expect(page.getByRole('alert')).toBeVisible();
  const badge = page.getByRole('note').filter({ hasText: 'Lokale Bot-Prüfung (Demo)' });
  await expect(badge).toBeVisible();
  await saveScreenshot('newsletter-bot-check-badge-de');
  const [badgeBox, buttonBox] = [await badge.boundingBox(), await button.boundingBox()];
  if (!badgeBox || !buttonBox) throw new Error('the badge or the button has no box');
  // Small, in the bottom-left corner of the screen, and not over the button.
  expect(badgeBox.x).toBeLessThan(10);
  expect(badgeBox.y + badgeBox.height).toBeGreaterThan(730);
  expect(badgeBox.height).toBeLessThan(30);
  expect(badgeBox.width).toBeLessThan(375 / 2);
  expect(badgeBox.y >= buttonBox.y + buttonBox.height || badgeBox.x >= buttonBox.x + buttonBox.width).toBe(true);

  await field.fill(`leserin-${Date.now()}@example.org`);
  await field.press('Enter');
  await expect(page.getByRole('status')).toHaveText(
    'Danke! Wenn diese E-Mail-Adresse noch nicht angemeldet ist, haben wir ihr einen Link zur Bestätigung geschickt.',
  );
});
