import { expect, test } from './fixtures';

// Every page type without JavaScript (issue 30, Build 4; decision 076): the footer's links and a
// listing's prices are in the page as it arrives, where they belong, not left behind for a script
// to move into place.

const PAGES: [label: string, url: (origin: (host: string) => string) => string, price: RegExp | null][] = [
  ['home', (origin) => `${origin('kartenliebe.de')}/`, null],
  ['cards overview', (origin) => `${origin('kartenliebe.de')}/karten/`, /ab\s\d+,\d{2}\s€/],
  ['occasion', (origin) => `${origin('kartenliebe.ch')}/fr/cartes/mariage/`, /\d+\.\d{2}\sCHF/],
  ['gift ideas', (origin) => `${origin('kartenliebe.ch')}/fr/idees-cadeaux/`, /\d+\.\d{2}\sCHF/],
  ['wall art', (origin) => `${origin('wallart.com')}/wall-art`, /\$\d+\.\d{2}/],
  ['product', (origin) => `${origin('wallart.de')}/products/leinwand`, /\d+,\d{2}\s€/],
  ['design', (origin) => `${origin('kartenliebe.de')}/themes/2048/`, /\d+,\d{2}\s€/],
  ['how it works', (origin) => `${origin('kartenliebe.de')}/so-funktionierts/`, /\d+,\d{2}\s€/],
];

/** The footer's legal links in each of the page languages used here. */
const LEGAL = /^(Impressum|Datenschutz|AGB|Mentions légales|Confidentialité|CGV|Imprint|Privacy|Terms)/;

for (const [label, url, price] of PAGES) {
  test(`shows the ${label} page's footer links${price ? ' and prices' : ''} without JavaScript`, async ({ openPage, shop }) => {
    const page = await openPage({ javaScriptEnabled: false });
    const response = await page.goto(url((host) => shop.origin(host)));
    expect(response?.status()).toBe(200);
    const footer = page.getByRole('contentinfo');
    const legal = footer.getByRole('navigation').last().getByRole('link', { name: LEGAL });
    await expect(legal).toHaveCount(3);
    for (const link of await legal.all()) await expect(link).toBeVisible();
    // Nothing waits for a script: no part is still loading.
    await expect(page.getByText(/wird geladen|Chargement|Loading/i)).toHaveCount(0);
    if (price) await expect(page.getByRole('main').getByText(price).first()).toBeVisible();
  });
}

for (const [language, host, menu, close, entry] of [
  ['German', 'wallart.de', 'Menü', 'Schließen', 'Wandbilder'],
  ['French', 'kartenliebe.ch', 'Menu', 'Fermer', 'Cartes'],
] as const) {
  test(`opens the phone menu without JavaScript, its entries leading to their pages (${language})`, async ({ openPage, shop }) => {
    const page = await openPage({ javaScriptEnabled: false, viewport: { width: 375, height: 667 } });
    await page.goto(`${shop.origin(host)}${language === 'French' ? '/fr/' : '/'}`);
    const panel = page.locator('#burger');
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: menu }).click();
    await expect(panel).toBeVisible();
    // Every primary entry is a link to its page; none is a button that needs a script.
    await expect(panel.getByRole('button')).toHaveCount(0);
    const link = panel.getByRole('link', { name: new RegExp(`^${entry}`) }).first();
    await expect(link).toBeVisible();
    await panel.getByRole('link', { name: close }).click();
    await expect(panel).toBeHidden();
    await page.getByRole('button', { name: menu }).click();
    const href = await link.getAttribute('href');
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator('#burger')).toBeHidden();
  });
}

test('prices another quantity of cards without JavaScript, and comes back at the calculator', async ({ openPage, shop }) => {
  const page = await openPage({ javaScriptEnabled: false });
  await page.goto(`${shop.origin('kartenliebe.de')}/themes/2048/`);
  const calculator = page.locator('.block--calculator');
  const total = calculator.locator('.calculator__total');
  const before = await total.textContent();
  await calculator.getByLabel('Menge').selectOption('100');
  await calculator.getByRole('button', { name: 'Preis anzeigen' }).click();
  await expect(page).toHaveURL(/[?&]quantity=100(&|#|$)/);
  expect(new URL(page.url()).hash).toBe('#card-order');
  await expect(calculator.getByLabel('Menge')).toHaveValue('100');
  await expect(total).not.toHaveText(before ?? '');
  await expect(total).toContainText(/\d+,\d{2}\s€/);
});

test('sends the contact form without JavaScript, with nothing of the message in the address', async ({ openPage, shop }) => {
  // decision 100: the form posts; the answer leads back to the block's line that says it was sent.
  const page = await openPage({ javaScriptEnabled: false });
  const address = `${shop.origin('kartenliebe.fr')}/comment-ca-marche/`;
  await page.goto(address);
  const block = page.locator('.block--contact-form');
  await block.getByLabel('Nom').fill('Ada Muster');
  await block.getByLabel(/e-mail/i).fill('ada@example.org');
  await block.getByLabel('Votre message').fill('Quand ma carte arrivera-t-elle ?');
  await block.getByRole('button', { name: /Envoyer/ }).click();
  await expect(block.getByText(/^Merci pour votre message/)).toBeVisible();
  await expect(block.locator('form')).toBeHidden();
  const url = new URL(page.url());
  expect(`${url.origin}${url.pathname}`).toBe(address);
  expect(url.search).toBe('');
  expect(url.hash).toMatch(/^#contact-[\w-]+-sent$/);
  expect(page.url()).not.toMatch(/Ada|example\.org|carte/);
});
