import type { Page } from '@playwright/test';
import { expect, holdCode, scriptsOf, test, visit } from './fixtures';

// Issue 33, Build 4 (decision 097): a product page's format calculator does nothing before the
// shopper first reaches for it, so the page hydrates without its code. Its markup works meanwhile,
// the first touch loads the code, and what the shopper did before it was live is carried over.

/** The calculator's code. */
const CALCULATOR_CODE = /\/blocks-calculator-[\w-]+\.js$/;

/** The value of a parameter of the page's URL. */
const query = (page: Page, name: string) => new URL(page.url()).searchParams.get(name);

/** Opens a page of the shop with a format calculator and answers the calculator and the slot it wakes in. */
async function openCalculator(page: Page, origin: string, path = '/leinwanddruck') {
  await visit(page, `${origin}${path}`);
  return { region: page.locator('section.block--calculator'), slot: page.locator('[data-wakes]') };
}

test.describe('a calculator that wakes on the first touch (decision 097)', () => {
  test('loads its code only when the shopper reaches for it, then is live in place', async ({ page, shop }) => {
    const scripts = scriptsOf(page);
    const { region, slot } = await openCalculator(page, shop.origin('wallart.de'));
    await expect(region.getByRole('radio').first()).toBeVisible();
    // Hydrated, and still without the calculator's code.
    expect(scripts()).not.toContain('blocks-calculator');
    await expect(slot).not.toHaveAttribute('data-woken');
    // A pointer over it is a first touch.
    await region.getByRole('combobox').first().hover();
    await expect(slot).toHaveAttribute('data-woken', 'true');
    expect(scripts().filter((name) => name === 'blocks-calculator')).toHaveLength(1);
    // Live: another format shows in the URL and in the designer link at once.
    const format = (await region.locator('.calculator__formats > label input:not(:checked)').first().getAttribute('value')) ?? '';
    await region.locator(`input[value="${format}"]`).check();
    await expect.poll(() => query(page, 'formatType')).toBe(format);
    await expect(region.getByRole('link')).toHaveAttribute('href', new RegExp(`formatType=${format}&`));
  });

  test('keeps a format chosen before its code arrived, and the designer link waits for it', async ({ page, shop }) => {
    const release = await holdCode(page, CALCULATOR_CODE);
    const { region, slot } = await openCalculator(page, shop.origin('wallart.de'));
    const designer = region.getByRole('link');
    const before = (await designer.getAttribute('href')) ?? '';
    // The shopper picks another format: the radio shows it at once, from the markup alone.
    const listed = (await region.locator('.calculator__formats > label input:not(:checked)').first().getAttribute('value')) ?? '';
    await region.locator(`input[value="${listed}"]`).check();
    await expect(region.locator(`input[value="${listed}"]`)).toBeChecked();
    await expect(slot).toHaveAttribute('aria-busy', 'true');
    // "More formats" opens as it does without a script, and a format of it is chosen the same way.
    await region.getByText('Weitere Formate').click();
    const more = region.locator('details.calculator__more');
    await expect(more).toHaveAttribute('open');
    const format = (await more.locator('input[type=radio]').last().getAttribute('value')) ?? '';
    const chosen = region.locator(`input[value="${format}"]`);
    await chosen.check();
    await expect(chosen).toBeChecked();
    expect(query(page, 'formatType')).toBeNull();
    // The link still leads where the server's choice does: a click on it waits for the calculator.
    await expect(designer).toHaveAttribute('href', before);
    await designer.click();
    expect(new URL(page.url()).pathname).toBe('/leinwanddruck');

    release();
    // Live, the calculator takes the format and the held click follows the link it then has.
    await page.waitForURL((url) => url.pathname !== '/leinwanddruck' && url.searchParams.get('formatType') === format);
    expect(new URL(page.url()).searchParams.get('materialType')).toBe('leinwand');
  });

  test('keeps a material chosen with the keyboard before its code arrived', async ({ page, shop }) => {
    const release = await holdCode(page, CALCULATOR_CODE);
    // The wall-picture product offers several materials.
    const { region, slot } = await openCalculator(page, shop.origin('wallart.de'), '/products/wandbild');
    const material = region.getByRole('combobox').first();
    const start = await material.inputValue();
    const options = await material.locator('option').evaluateAll((found) => found.map((each) => (each as HTMLOptionElement).value));
    const last = options.indexOf(start) === options.length - 1;
    const chosen = options[options.indexOf(start) + (last ? -1 : 1)] ?? '';
    await material.focus();
    await page.keyboard.press(last ? 'ArrowUp' : 'ArrowDown');
    await expect(material).toHaveValue(chosen);
    release();
    await expect(slot).toHaveAttribute('data-woken', 'true');
    await expect(material).toHaveValue(chosen);
    await expect.poll(() => query(page, 'materialType')).toBe(chosen);
    await expect(region.getByRole('link')).toHaveAttribute('href', new RegExp(`materialType=${chosen}&`));
  });

  test('keeps a size typed before its code arrived, priced as its nearest format', async ({ page, shop }) => {
    const release = await holdCode(page, CALCULATOR_CODE);
    const { region, slot } = await openCalculator(page, shop.origin('wallart.de'));
    const width = region.getByRole('textbox', { name: 'Breite (cm)' });
    const height = region.getByRole('textbox', { name: 'Höhe (cm)' });
    await width.focus();
    await page.keyboard.type('61,5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('40');
    release();
    await expect(slot).toHaveAttribute('data-woken', 'true');
    await expect(region.getByRole('radio', { name: /Eigenes Format/ })).toBeChecked();
    await expect(width).toHaveValue('61,5');
    await expect(height).toHaveValue('40');
    // 61.5 × 40 cm: the smallest canvas that covers it is 80 × 60 cm (as when typed live, tests/e2e/product-page.test.ts).
    await expect(region.getByText('Preis des Formats 80 × 60 cm.')).toBeVisible();
    await expect.poll(() => [query(page, 'width'), query(page, 'height')]).toEqual(['61,5', '40']);
  });

  test('keeps the caret where the shopper left it in a size typed before its code arrived', async ({ page, shop }) => {
    const release = await holdCode(page, CALCULATOR_CODE);
    const { region, slot } = await openCalculator(page, shop.origin('wallart.de'));
    const width = region.getByRole('textbox', { name: 'Breite (cm)' });
    await width.focus();
    await page.keyboard.type('61,5');
    await page.keyboard.press('Home');
    release();
    await expect(slot).toHaveAttribute('data-woken', 'true');
    // Live, and the next key lands where the caret was, not after the text.
    await page.keyboard.type('1');
    await expect(width).toHaveValue('161,5');
  });

  test('a contact form keeps an address selected to be replaced while its code arrived', async ({ page, shop, saveScreenshot }) => {
    const release = await holdCode(page, /\/blocks-forms-[\w-]+\.js$/);
    await visit(page, `${shop.origin('kartenliebe.de')}/so-funktionierts/`);
    const form = page.getByRole('region', { name: 'Schreiben Sie uns' });
    const slot = page.locator('[data-wakes]').filter({ has: form });
    const email = form.getByLabel('E-Mail-Adresse');
    await form.getByLabel('Name').fill('Ada Muster');
    await form.getByLabel('Ihre Nachricht').fill('Wann kommt meine Karte an? Danke!');
    await email.fill('ada@example.org');
    // The shopper selects the address to type another over it, as the code arrives.
    await email.selectText();
    release();
    await expect(slot).toHaveAttribute('data-woken', 'true');
    await page.keyboard.type('grete@example.org');
    await expect(email).toHaveValue('grete@example.org');
    await form.getByRole('button', { name: 'Nachricht senden' }).click();
    await expect(form.getByRole('status')).toContainText('Danke für Ihre Nachricht!');
    await saveScreenshot('contact-form-woken-sent');
  });

  test('a theme page’s card calculator keeps a quantity, an envelope and an accessory chosen before it was live (decision 070)', async ({
    page,
    shop,
  }) => {
    const release = await holdCode(page, /\/card-order-live-[\w-]+\.js$/);
    await visit(page, `${shop.origin('kartenliebe.de')}/themes/2041/`);
    const quantity = page.getByRole('combobox', { name: 'Menge', exact: true });
    const region = page.getByRole('region').filter({ has: quantity });
    const envelope = region.getByRole('combobox', { name: 'Umschlag', exact: true });
    const accessory = region.getByRole('group', { name: 'Zubehör zu jeder Karte', exact: true }).getByRole('checkbox').first();
    await quantity.focus();
    await quantity.selectOption('250');
    await envelope.selectOption({ label: 'Ohne Umschlag' });
    await accessory.focus();
    await page.keyboard.press('Space');
    await expect(accessory).toBeChecked();
    expect(query(page, 'quantity')).toBeNull();
    release();
    // Each choice is carried over in turn, each writing the address: the last one decides when it is whole.
    await expect.poll(() => [query(page, 'quantity'), query(page, 'envelope')]).toEqual(['250', 'none']);
    await expect(quantity).toHaveValue('250');
    await expect(accessory).toBeChecked();
    await expect(region.getByRole('link', { name: 'Jetzt gestalten', exact: true })).toHaveAttribute(
      'href',
      /quantity=250&.*accessoryTypes/,
    );
  });

  test('a design list shows more designs asked for with the keyboard before its code arrived', async ({ page, shop }) => {
    const release = await holdCode(page, /\/blocks-catalogue-[\w-]+\.js$/);
    await visit(page, `${shop.origin('kartenliebe.de')}/fotobuch/`);
    const feed = page.getByRole('region', { name: 'Collagen-Ideen für Ihre Fotos' });
    const designs = feed.getByRole('listitem');
    const more = feed.getByRole('button', { name: 'Mehr anzeigen' });
    await more.focus();
    await page.keyboard.press('Enter');
    // Held until the list is live: the server's twelve stay, nothing else happens.
    await expect(designs).toHaveCount(12);
    release();
    await expect(designs).toHaveCount(13);
    await expect(feed.getByText('13 von 13 angezeigt')).toHaveCount(1);
    await expect(designs.nth(12).getByRole('link')).toBeFocused();
  });
});
