import type { Page } from '@playwright/test';
import { expect, test, visit } from './fixtures';

// Issue 13: product pages with the price calculator (spec §2 price calculator, §3 calculator, §4
// calculator states; decisions 038, 039). The calculator works through its form before any script
// runs, and is live once the page has hydrated.

/** The calculator of the page: its material select, its format radios, its price and its designer link. */
function calculator(page: Page, headline: RegExp) {
  const region = page.getByRole('region', { name: headline });
  return {
    region,
    material: region.locator('select[name=materialType]'),
    formats: region.getByRole('radio'),
    chosen: region.locator('input[type=radio]:checked'),
    total: region.locator('.calculator__total'),
    designer: region.getByRole('link'),
  };
}

const SITES = [
  { domain: 'wallart.de', locale: 'de-DE', headline: /Größe|Format/, update: 'Preis anzeigen', currency: '€', size: /\d+\s×\s\d+\scm/ },
  { domain: 'wallart.ch', locale: 'de-CH', headline: /Grösse|Format/, update: 'Preis anzeigen', currency: 'CHF', size: /\d+\s×\s\d+\scm/ },
  { domain: 'wallart.com', locale: 'en-US', headline: /size|format/i, update: 'Show price', currency: '$', size: /[\d.]+\s×\s[\d.]+\sin/ },
  {
    domain: 'kartenliebe.fr',
    locale: 'fr-FR',
    headline: /format|taille/i,
    update: 'Afficher le prix',
    currency: '€',
    size: /\d+\s×\s\d+\scm/,
  },
] as const;

test.describe('the price calculator of a product page', () => {
  for (const site of SITES) {
    test(`chooses material and format live, keeps them in the URL, and opens the designer with them on ${site.domain} (${site.locale})`, async ({
      page,
      shop,
    }) => {
      const origin = shop.origin(site.domain);
      const trailing = site.domain.startsWith('kartenliebe') ? '/' : '';
      // The wall-picture product lets the shopper choose among materials.
      await visit(page, `${origin}/products/wandbild${trailing}`);
      const calc = calculator(page, site.headline);
      const query = (name: string) => new URL(page.url()).searchParams.get(name);
      await expect(calc.material).toHaveValue('leinwand');
      await expect(calc.region.getByText(site.size).first()).toBeVisible();
      await expect(calc.total).toContainText(site.currency);
      // Live, the choice needs no button: the form's button is only there without a script.
      await expect(calc.region.getByRole('button', { name: site.update })).toHaveCount(0);
      // Another format, chosen with the keyboard: arrows move the choice, the price and the URL follow.
      const before = await calc.chosen.getAttribute('value');
      const price = await calc.total.textContent();
      await calc.chosen.focus();
      await page.keyboard.press('ArrowDown');
      const after = (await calc.chosen.getAttribute('value')) ?? '';
      expect(after).not.toBe(before);
      await expect.poll(() => query('formatType')).toBe(after);
      await expect(calc.total).not.toHaveText(price ?? '');
      await expect(calc.designer).toHaveAttribute('href', new RegExp(`materialType=leinwand&formatType=${after}`));
      // Another material, with the keyboard: it starts at its own format (spec §4), its prices read again.
      const answered = page.waitForResponse((response) => response.url().includes('/web-api/calculator/reference'));
      await calc.material.focus();
      await calc.material.selectOption('acrylglas');
      expect((await answered).status()).toBe(200);
      await expect(calc.chosen).toHaveValue('600x450');
      await expect.poll(() => query('materialType')).toBe('acrylglas');
      expect(query('formatType')).toBe('600x450');
      await expect(calc.total).toContainText(site.currency);
      // A reloaded (or shared) link shows the same choice.
      await visit(page, page.url());
      await expect(calc.material).toHaveValue('acrylglas');
      await expect(calc.chosen).toHaveValue('600x450');
      // spec §2: the designer link carries the choice, and is a link (not a submit).
      const href = (await calc.designer.getAttribute('href')) ?? '';
      await calc.designer.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const handOff = new URL(page.url()).searchParams;
      expect(Object.fromEntries(handOff)).toMatchObject({ materialType: 'acrylglas', formatType: '600x450', locale: site.locale });
      expect(new URL(href, origin).search).toBe(new URL(page.url()).search);
    });
  }

  test('works without JavaScript: a new material starts at its own format, the price and the link follow', async ({ openPage, shop }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${shop.origin('wallart.de')}/products/wandbild`);
    const calc = calculator(page, /Größe|Format|Material/);
    await expect(calc.material).toHaveValue('leinwand');
    const canvasFormat = await calc.chosen.getAttribute('value');
    await calc.material.selectOption('acrylglas');
    await calc.region.getByRole('button', { name: 'Preis anzeigen' }).click();
    await page.waitForURL(/materialType=acrylglas/);
    await expect(calc.material).toHaveValue('acrylglas');
    // spec §4: changing material resets to that material's initially selected format.
    await expect(calc.chosen).toHaveValue('600x450');
    expect(canvasFormat).not.toBe('600x450');
    await expect(calc.designer).toHaveAttribute('href', /materialType=acrylglas&formatType=600x450/);
  });

  test('opens more formats in a dialog, whose choice is the extra entry until another format is chosen', async ({ page, shop }) => {
    // The canvas category page's calculator starts at a listed format (the product page has a SKU preset).
    await visit(page, `${shop.origin('wallart.de')}/leinwanddruck`);
    const calc = calculator(page, /Größe|Format/);
    const listed = calc.region.locator('.calculator__formats > label input');
    const count = await listed.count();
    const opener = calc.region.getByText('Weitere Formate');
    // spec §4 dialogs: focus moves in, Escape closes it and gives the focus back. The focus wakes
    // the calculator (decision 097); until it is live, "Weitere Formate" is the markup's disclosure.
    await opener.focus();
    await expect(page.locator('[data-wakes]')).toHaveAttribute('data-woken', 'true');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Weitere Formate' });
    await expect(dialog).toBeVisible();
    // The focus is on the first choice, not on the close button (issue 30, Build 6).
    await expect(dialog.locator('.calculator__more-choice').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
    await expect(opener).toBeFocused();
    // Chosen in the dialog (keyboard only): the last format becomes the extra selected entry.
    await page.keyboard.press('Enter');
    const choices = dialog.locator('.calculator__more-choice');
    const last = choices.last();
    const size = (await last.locator('.calculator__size').textContent()) ?? '';
    await last.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(listed).toHaveCount(count + 1);
    const large = (await calc.chosen.getAttribute('value')) ?? '';
    await expect(calc.chosen.locator('xpath=..')).toContainText(size);
    await expect.poll(() => new URL(page.url()).searchParams.get('formatType')).toBe(large);
    await expect(calc.designer).toHaveAttribute('href', new RegExp(`formatType=${large}`));
    // Another format chosen: the extra entry is gone.
    await listed.first().check();
    await expect(listed).toHaveCount(count);
    await expect.poll(() => new URL(page.url()).searchParams.get('formatType')).not.toBe(large);
  });

  test('chooses a card quantity of spec §9, with or without envelopes, and opens the card designer with it', async ({ page, shop }) => {
    await visit(page, `${shop.origin('kartenliebe.ch')}/fr/products/karte/`);
    const region = page.getByRole('region', { name: 'Choisir la quantité et voir le prix' });
    const quantity = region.getByRole('combobox', { name: 'Quantité' });
    await expect(quantity).toHaveValue('50');
    await expect(region).toContainText('CHF');
    const total = async () => (await region.locator('.calculator__total').textContent()) ?? '';
    const before = await total();
    await quantity.selectOption('250');
    const envelope = region.getByRole('combobox', { name: 'Enveloppe' });
    await envelope.selectOption('none');
    // An accessory per card (decision 045), ticked with the keyboard: the insert comes first, then the ribbon.
    const ribbon = region.getByRole('checkbox', { name: /Ruban, doré/ });
    await expect(ribbon).not.toBeChecked();
    await envelope.focus();
    await page.keyboard.press('Tab');
    await expect(region.getByRole('checkbox', { name: /Encart A6/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(ribbon).toBeFocused();
    await page.keyboard.press('Space');
    await expect(ribbon).toBeChecked();
    // On past the seal and the bow to the button, and send.
    for (const _ of [1, 2, 3]) await page.keyboard.press('Tab');
    await expect(region.getByRole('button', { name: 'Afficher le prix' })).toBeFocused();
    await page.keyboard.press('Enter');
    await page.waitForURL(/quantity=250/);
    expect(new URL(page.url()).searchParams.getAll('accessoryTypes')).toEqual(['ribbon-satin-10x1000-gold']);
    await expect(region).toContainText('Total pour 250 cartes');
    await expect(ribbon).toBeChecked();
    // 250 × (1.70 CHF a card from 250 + 0.45 CHF a ribbon), without envelopes.
    await expect(region.locator('.calculator__total')).toHaveText('537.50 CHF');
    expect(await total()).not.toBe(before);
    const designer = region.getByRole('link', { name: /Personnaliser/ });
    await expect(designer).toHaveAttribute('href', /quantity=250&locale=fr-CH&accessoryTypes\[\]=ribbon-satin-10x1000-gold$/);
    await designer.click();
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toMatchObject({
      themeId: '2048',
      quantity: '250',
      locale: 'fr-CH',
      'accessoryTypes[]': 'ribbon-satin-10x1000-gold',
    });
  });

  test('adds card accessories without JavaScript: the form sends them, the page prices them, the designer link carries them', async ({
    openPage,
    shop,
  }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${shop.origin('kartenliebe.de')}/products/karte/`);
    const region = page.getByRole('region', { name: 'Menge wählen und Preis sehen' });
    const seal = region.getByRole('checkbox', { name: /Siegel, Gold/ });
    const ribbon = region.getByRole('checkbox', { name: /Band, Gold/ });
    await expect(seal).toBeVisible();
    await region.getByRole('combobox', { name: 'Menge' }).selectOption('100');
    await seal.check();
    await ribbon.check();
    await region.getByRole('button', { name: 'Preis anzeigen' }).click();
    await page.waitForURL(/accessoryTypes=/);
    await expect(seal).toBeChecked();
    await expect(ribbon).toBeChecked();
    await expect(region.getByRole('checkbox', { name: /Schleife/ })).not.toBeChecked();
    // 100 × (1,79 € a card from 100 + 0,95 € envelope (spec §9 de-DE) + 0,45 € ribbon + 0,40 € seal).
    await expect(region.locator('.calculator__total')).toHaveText('359,00\u00a0€');
    await expect(region.getByRole('link', { name: 'Jetzt gestalten' })).toHaveAttribute(
      'href',
      '/configurator-card?themeId=2048&quantity=100&locale=de-DE&envelope=standard&accessoryTypes[]=ribbon-satin-10x1000-gold&accessoryTypes[]=seal-rund-30x30-gold',
    );
  });

  test('has no serious or critical accessibility violations', async ({ page, shop, axeViolations }) => {
    await visit(page, `${shop.origin('wallart.de')}/products/poster-gerahmt`);
    expect(await axeViolations()).toEqual([]);
    await visit(page, `${shop.origin('kartenliebe.de')}/products/karte/`);
    expect(await axeViolations()).toEqual([]);
  });
});

test.describe('frame, mat and option groups (decision 042)', () => {
  test('chooses a frame and a finish with the keyboard on wallart.de: price, URL and designer link follow, a reload keeps them', async ({
    page,
    shop,
  }) => {
    await visit(page, `${shop.origin('wallart.de')}/products/poster-gerahmt`);
    const calc = calculator(page, /Größe|Format/);
    const frame = calc.region.getByRole('combobox', { name: 'Rahmen' });
    const mat = calc.region.getByRole('combobox', { name: 'Passepartout' });
    const lamination = calc.region.getByRole('combobox', { name: 'Laminierung' });
    const query = (name: string) => new URL(page.url()).searchParams.get(name);
    // spec §3: a photo frame starts in its frame, a wooden frame with a white mat.
    await expect(frame).toHaveValue('holzrahmen-schwarz');
    await expect(mat).toHaveValue('mat-weiss');
    await expect(calc.designer).toHaveAttribute('href', /frameType=holzrahmen-schwarz&matType=mat-weiss&matSize=30&formatType=600x400/);
    const framedPrice = (await calc.total.textContent()) ?? '';
    // Another frame: its prices are read again, and it starts at its own default mat.
    let answered = page.waitForResponse((response) => response.url().includes('/web-api/calculator/reference'));
    await frame.focus();
    await frame.selectOption('alurahmen-gold');
    expect((await answered).status()).toBe(200);
    await expect(calc.total).not.toHaveText(framedPrice);
    await expect.poll(() => query('frameType')).toBe('alurahmen-gold');
    await expect(calc.designer).toHaveAttribute('href', /frameType=alurahmen-gold&matType=mat-weiss&matSize=30&formatType=600x400/);
    const goldPrice = (await calc.total.textContent()) ?? '';
    // A matt lamination costs extra and goes to the designer as an option type.
    answered = page.waitForResponse((response) => response.url().includes('/web-api/calculator/reference'));
    await page.keyboard.press('Tab');
    await expect(mat).toBeFocused();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(lamination).toBeFocused();
    await lamination.selectOption('laminierung-matt');
    expect((await answered).status()).toBe(200);
    await expect(calc.total).not.toHaveText(goldPrice);
    await expect.poll(() => query('optionTypes')).toBe('laminierung-matt');
    await expect(calc.designer).toHaveAttribute('href', /optionTypes\[\]=laminierung-matt&formatType=600x400/);
    // Another format keeps the groups.
    await calc.formats.first().check();
    await expect.poll(() => query('formatType')).toBe('100x100');
    expect(query('frameType')).toBe('alurahmen-gold');
    await expect(calc.designer).toHaveAttribute('href', /frameType=alurahmen-gold&.*optionTypes\[\]=laminierung-matt&formatType=100x100/);
    const chosenPrice = (await calc.total.textContent()) ?? '';
    // A reloaded (or shared) link shows the same choice, priced the same by the server.
    await visit(page, page.url());
    await expect(frame).toHaveValue('alurahmen-gold');
    await expect(lamination).toHaveValue('laminierung-matt');
    await expect(calc.total).toHaveText(chosenPrice);
    // Another material starts at its own groups (spec §4: as it starts at its own format).
    await calc.material.selectOption('hahnemuehle');
    await expect(frame).toHaveValue('holzrahmen-schwarz');
    await expect.poll(() => query('frameType')).toBeNull();
    expect(query('optionTypes')).toBeNull();
    const href = (await calc.designer.getAttribute('href')) ?? '';
    expect(href).toMatch(/materialType=hahnemuehle&frameType=holzrahmen-schwarz&matType=mat-weiss&matSize=30&formatType=/);
    await calc.designer.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).search).toBe(new URL(href, page.url()).search);
  });

  test('offers canvas without a frame or in a floater frame, in dollars and inches on wallart.com', async ({ page, shop }) => {
    await visit(page, `${shop.origin('wallart.com')}/products/leinwand`);
    const calc = calculator(page, /size|format/i);
    const frame = calc.region.getByRole('combobox', { name: 'Frame' });
    await expect(calc.material.locator('option:checked')).toHaveText('Canvas');
    await expect(frame).toHaveValue('');
    await expect(frame.locator('option').first()).toHaveText('No frame');
    const bare = (await calc.total.textContent()) ?? '';
    await frame.selectOption({ label: 'Floater frame for canvas, oak' });
    await expect(calc.total).not.toHaveText(bare);
    await expect(calc.total).toContainText('$');
    await expect(calc.designer).toHaveAttribute('href', /frameType=schattenfuge-leinwand-eiche&matType=mat-none&matSize=0&/);
    await expect(calc.region.getByText(/[\d.]+\s×\s[\d.]+\sin/).first()).toBeVisible();
  });

  test('works without JavaScript: the form sends frame and options, the page prices them', async ({ openPage, shop }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${shop.origin('wallart.de')}/products/poster-gerahmt`);
    const calc = calculator(page, /Größe|Format/);
    const before = (await calc.total.textContent()) ?? '';
    await calc.region.getByRole('combobox', { name: 'Rahmen' }).selectOption('holzrahmen-eiche');
    await calc.region.getByRole('combobox', { name: 'Passepartout' }).selectOption('mat-none');
    await calc.region.getByRole('combobox', { name: 'Materialausführung' }).selectOption('materialausfuehrung-seidenmatt');
    await calc.region.getByRole('button', { name: 'Preis anzeigen' }).click();
    await page.waitForURL(/frameType=holzrahmen-eiche/);
    await expect(calc.region.getByRole('combobox', { name: 'Rahmen' })).toHaveValue('holzrahmen-eiche');
    await expect(calc.region.getByRole('combobox', { name: 'Materialausführung' })).toHaveValue('materialausfuehrung-seidenmatt');
    await expect(calc.total).not.toHaveText(before);
    await expect(calc.designer).toHaveAttribute(
      'href',
      /frameType=holzrahmen-eiche&matType=mat-none&matSize=0&optionTypes\[\]=materialausfuehrung-seidenmatt&formatType=600x400/,
    );
  });
});

test.describe('the calculators of photo prints and photo books (decision 041)', () => {
  const PRINT_SITES = [
    { domain: 'wallart.ch', locale: 'de-CH', headline: /Größe|Papier/, paper: 'Hahnemühle', currency: 'CHF', size: '15 × 10 cm' },
    { domain: 'wallart.com', locale: 'en-US', headline: /size|paper/i, paper: 'Hahnemühle', currency: '$', size: '6 × 4 in' },
  ] as const;
  for (const site of PRINT_SITES) {
    test(`chooses a paper and a print size and hands both to the photo box designer on ${site.domain} (${site.locale})`, async ({
      page,
      shop,
    }) => {
      await visit(page, `${shop.origin(site.domain)}/products/fotoabzuege`);
      const calc = calculator(page, site.headline);
      // The glossy paper first (the photo prints' own), at 15 × 10 cm (6 × 4 in in the US).
      await expect(calc.material).toHaveValue('poster');
      await expect(calc.chosen).toHaveValue('150x100');
      await expect(calc.region.getByText(site.size)).toBeVisible();
      await expect(calc.total).toContainText(site.currency);
      const glossy = await calc.total.textContent();
      await calc.material.focus();
      await calc.material.selectOption('hahnemuehle');
      await expect(calc.material.locator('option:checked')).toHaveText(new RegExp(site.paper));
      await expect(calc.material).toHaveValue('hahnemuehle');
      // Fine-art paper costs more; the size stays where the paper starts.
      await expect(calc.total).not.toHaveText(glossy ?? '');
      await expect(calc.chosen).toHaveValue('150x100');
      await calc.chosen.focus();
      await page.keyboard.press('ArrowDown');
      const format = (await calc.chosen.getAttribute('value')) ?? '';
      const [width, height] = format.split('x');
      await expect(calc.designer).toHaveAttribute(
        'href',
        `/configurator-photobox?format[width]=${width}&format[height]=${height}&type=photoprint&photoboxType=photoprint&paperType=hahnemuehle&locale=${site.locale}`,
      );
      await calc.designer.press('Enter');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(new URL(page.url()).searchParams.get('paperType')).toBe('hahnemuehle');
    });
  }

  test('offers each photo book kind from its least pages, its formats as sizes, on kartenliebe.fr', async ({ page, shop }) => {
    await visit(page, `${shop.origin('kartenliebe.fr')}/products/fotobuch/`);
    const calc = calculator(page, /livre|format/i);
    await expect(calc.material).toHaveValue('digitalfotobuch');
    await expect(calc.chosen).toHaveValue('a4-quer');
    await expect(calc.region.getByText('28,5 × 19,4 cm')).toBeVisible();
    await calc.material.selectOption('fotoheft');
    // spec §4: another kind starts at its own format.
    await expect(calc.chosen).toHaveValue('a5-quer');
    await expect(calc.total).toContainText('€');
    await expect(calc.designer).toHaveAttribute(
      'href',
      /^\/configurator-photobook\?photobookType=[^&]+&photobookPrinting=fotoheft&photobookCover=soft&binding=heftbindung&paper=standard&format=a5-quer&pageCount=16&/,
    );
  });
});

test.describe('custom sizes (decision 044)', () => {
  test('types a size with the keyboard on wallart.de: the nearest format prices it, the URL keeps it, the designer gets it', async ({
    page,
    shop,
  }) => {
    await visit(page, `${shop.origin('wallart.de')}/leinwanddruck`);
    const calc = calculator(page, /Größe|Format/);
    const width = calc.region.getByRole('textbox', { name: 'Breite (cm)' });
    const height = calc.region.getByRole('textbox', { name: 'Höhe (cm)' });
    const custom = calc.region.getByRole('radio', { name: /Eigenes Format/ });
    const query = (name: string) => new URL(page.url()).searchParams.get(name);
    await expect(calc.region.getByText('Von 30 × 30 cm bis 120 × 80 cm oder 100 × 100 cm')).toBeVisible();
    // spec §5: only digits and one decimal, a comma for centimetres, leading zeros go, one decimal at most.
    await width.focus();
    await page.keyboard.type('0061.57x');
    await expect(width).toHaveValue('61,5');
    await page.keyboard.press('Tab');
    await expect(height).toBeFocused();
    const answered = page.waitForResponse(
      (response) => response.url().includes('/web-api/calculator/reference') && response.url().includes('height=40'),
    );
    await page.keyboard.type('40');
    expect((await answered).status()).toBe(200);
    await expect(custom).toBeChecked();
    // 61.5 × 40 cm: the smallest canvas that covers it is 80 × 60 cm.
    await expect(calc.region.getByText('Preis des Formats 80 × 60 cm.')).toBeVisible();
    await expect(calc.total).toContainText('69,95 €');
    await expect.poll(() => [query('formatType'), query('width'), query('height')]).toEqual(['custom', '61,5', '40']);
    await expect(calc.designer).toHaveAttribute('href', /materialType=leinwand&formatType=615x400&/);
    // A reloaded link shows the same size, priced by the server.
    await visit(page, page.url());
    await expect(custom).toBeChecked();
    await expect(width).toHaveValue('61,5');
    await expect(calc.total).toContainText('69,95 €');
    // Too small for canvas: no price, no designer link, the field says so.
    await width.fill('');
    await width.focus();
    await page.keyboard.type('20');
    await expect(calc.region.getByText('Zu klein: mindestens 30 × 30 cm.')).toBeVisible();
    await expect(width).toHaveAttribute('aria-invalid', 'true');
    await expect(calc.region.locator('.calculator__cta')).not.toHaveAttribute('href');
    // Back to a size canvas is made in, and Enter prices it at once; Enter on the link opens the designer with it.
    await width.fill('');
    await width.focus();
    await page.keyboard.type('45');
    await page.keyboard.press('Enter');
    await expect(calc.region.getByText('Preis des Formats 60 × 40 cm.')).toBeVisible();
    const href = (await calc.designer.getAttribute('href')) ?? '';
    expect(href).toMatch(/formatType=450x400&/);
    await calc.designer.press('Enter');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(new URL(page.url()).search).toBe(new URL(href, page.url()).search);
  });

  test('reads inches on wallart.com, and a format of the list leaves the typed size', async ({ page, shop }) => {
    await visit(page, `${shop.origin('wallart.com')}/products/poster`);
    const calc = calculator(page, /size|format/i);
    const width = calc.region.getByRole('textbox', { name: 'Width (in)' });
    await width.focus();
    await page.keyboard.type('20,5');
    await expect(width).toHaveValue('20.5');
    await page.keyboard.press('Tab');
    await page.keyboard.type('16');
    // 20.5 × 16 in is 521 × 406 mm: the 70 × 50 cm poster covers it.
    await expect(calc.region.getByText('Priced as the 27.6 × 19.7 in format.')).toBeVisible();
    await expect(calc.total).toContainText('$');
    await expect(calc.designer).toHaveAttribute('href', /formatType=521x406&/);
    await calc.formats.first().check();
    await expect(calc.region.getByRole('radio', { name: /Custom size/ })).not.toBeChecked();
    await expect.poll(() => new URL(page.url()).searchParams.get('width')).toBeNull();
    await expect(calc.designer).toHaveAttribute('href', /formatType=100x100&/);
  });

  test('works without JavaScript: the form sends the size, the page prices it', async ({ openPage, shop }) => {
    const page = await openPage({ javaScriptEnabled: false });
    await page.goto(`${shop.origin('wallart.de')}/leinwanddruck`);
    const calc = calculator(page, /Größe|Format/);
    await calc.region.getByRole('radio', { name: /Eigenes Format/ }).check();
    await calc.region.getByRole('textbox', { name: 'Breite (cm)' }).fill('61,5');
    await calc.region.getByRole('textbox', { name: 'Höhe (cm)' }).fill('40');
    await calc.region.getByRole('button', { name: 'Preis anzeigen' }).click();
    await page.waitForURL(/formatType=custom/);
    await expect(calc.region.getByText('Preis des Formats 80 × 60 cm.')).toBeVisible();
    await expect(calc.total).toContainText('69,95 €');
    await expect(calc.designer).toHaveAttribute('href', /formatType=615x400&/);
  });
});
