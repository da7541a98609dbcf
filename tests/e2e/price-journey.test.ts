import type { Locator, Page } from '@playwright/test';
import { z } from 'zod';
import { CHANNEL_INFO, CHANNELS } from '../../src/shared/channel/channels';
import { inLocalWording } from '../../src/shared/locale/local-wording';
import kartenliebeDe from '../../src/worker/features/content/demo/stories/kartenliebe/de.json';
import kartenliebeEn from '../../src/worker/features/content/demo/stories/kartenliebe/en.json';
import kartenliebeFr from '../../src/worker/features/content/demo/stories/kartenliebe/fr.json';
import wallartDe from '../../src/worker/features/content/demo/stories/wallart/de.json';
import wallartEn from '../../src/worker/features/content/demo/stories/wallart/en.json';
import wallartFr from '../../src/worker/features/content/demo/stories/wallart/fr.json';
import { expect, test, visit } from './fixtures';

// Issue 29 (decision 070): one price from the calculator to the designer, as a shopper sees it.
// Every calculator of the demo, in four markets on both brands: the shopper chooses another option
// and another format (or a card order), reads the total, follows "Design now", and the hand-off
// page shows the very same price, names every choice as the calculator did, and calls no
// parameter unknown. tests/worker/one-price-journey.test.ts compares the same in the markup and
// the price calls; this one drives the calculators live, with the keyboard and the mouse.

/** The words of the German-speaking markets. */
const GERMAN = {
  language: 'de',
  from: 'ab',
  designNow: 'Jetzt gestalten',
  showPrice: 'Preis anzeigen',
  format: 'Format',
  quantity: 'Menge',
  envelope: 'Umschlag',
  envelopes: { standard: 'Mit Umschlag', none: 'Ohne Umschlag' },
  accessories: 'Zubehör zu jeder Karte',
  unknown: 'Unbekannte Angabe',
} as const;

/** What a market's shopper reads (locales/*.json: de-CH speaks de-DE's words, en-US en-GB's with its own PERSONALIZE). */
const MARKETS = [
  { ending: 'de', locale: 'de-DE', ...GERMAN },
  { ending: 'ch', locale: 'de-CH', ...GERMAN },
  {
    ending: 'fr',
    locale: 'fr-FR',
    language: 'fr',
    from: 'à partir de',
    designNow: 'Personnaliser',
    showPrice: 'Afficher le prix',
    format: 'Format',
    quantity: 'Quantité',
    envelope: 'Enveloppe',
    envelopes: { standard: 'Avec enveloppes', none: 'Sans enveloppes' },
    accessories: 'Accessoires pour chaque carte',
    unknown: 'Information inconnue',
  },
  {
    ending: 'com',
    locale: 'en-US',
    language: 'en',
    from: 'from',
    designNow: 'PERSONALIZE',
    showPrice: 'Show price',
    format: 'Size',
    quantity: 'Quantity',
    envelope: 'Envelope',
    envelopes: { standard: 'With envelopes', none: 'Without envelopes' },
    accessories: 'Extras for every card',
    unknown: 'Unknown detail',
  },
] as const;
type Market = (typeof MARKETS)[number];

/** The demo stories as far as this test reads them: each story's slug and its calculator block. */
const DemoStories = z.object({
  stories: z.array(
    z.object({
      slug: z.string(),
      content: z.object({ calculator: z.array(z.object({ headline: z.string(), product: z.string() })).optional() }),
    }),
  ),
});

const STORIES = {
  wallart: { de: wallartDe, fr: wallartFr, en: wallartEn },
  kartenliebe: { de: kartenliebeDe, fr: kartenliebeFr, en: kartenliebeEn },
} as const;

/** The product pages of a brand's demo in a language that show a calculator: the page's id, the calculator's headline and product. */
function productCalculators(brand: (typeof CHANNELS)[number], language: Market['language']) {
  return DemoStories.parse(STORIES[brand][language]).stories.flatMap(({ slug, content }) => {
    const id = /^products\/([\w-]+)$/.exec(slug)?.[1];
    const calculator = content.calculator?.[0];
    return id && calculator ? [{ id, headline: calculator.headline, product: calculator.product }] : [];
  });
}

/** Text as a shopper reads it: the narrow and non-breaking spaces of prices and sizes are spaces. */
const spaced = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f\s]+/g, ' ').trim();

/** A price's amount without the "from" word the calculator puts before a photo book's price (more pages cost more). */
const amountOf = (text: string | null, market: Market) => spaced(text).replace(new RegExp(`^${market.from} `), '');

/** The hand-off page's summary: its price, and each `<dt>` with the `<dd>` that follows it. */
function handOffPage(page: Page) {
  const summary = page.locator('section.page--designer dl.designer-hand-off');
  return {
    price: summary.locator('.price__current'),
    original: summary.locator('.price__original'),
    terms: (): Promise<Record<string, string>> =>
      summary.evaluate((list) =>
        Object.fromEntries(
          [...list.querySelectorAll(':scope > dt')].map((term) => [
            term.textContent?.trim() ?? '',
            term.nextElementSibling?.textContent?.replace(/[\u00a0\u202f\s]+/g, ' ').trim() ?? '',
          ]),
        ),
      ),
    unknown: (market: Market) => summary.getByRole('rowheader', { name: market.unknown, exact: true }),
  };
}

/** Presses a key `times` times. */
async function press(page: Page, key: string, times: number): Promise<void> {
  for (let pressed = 0; pressed < times; pressed += 1) await page.keyboard.press(key);
}

/** Moves a choice from one place in a list to another with the arrow keys, as a shopper does in a select or a radio group. */
const arrows = (page: Page, from: number, to: number) => press(page, to > from ? 'ArrowDown' : 'ArrowUp', Math.abs(to - from));

/** A place in a list of `length` that is not `start`; `turn` varies it from run to run. */
const another = (start: number, length: number, turn: number) => (start + 1 + (turn % (length - 1))) % length;

/** The format a "Design now" link hands off: `formatType` (wall art), `format` (photo book), `format[width]` and `format[height]` (photo box, prints). */
function handingOffFormat(format: string): RegExp {
  const [width, height] = format.split('x');
  return new RegExp(`[?&](formatType=${format}|format=${format}|format\\[width\\]=${width}&format\\[height\\]=${height})&`);
}

/**
 * A format calculator (material, paper or photo book kind, and a format): chooses another option
 * than the page's and another format than the option's first, reads what the calculator shows,
 * follows "Design now" and compares the hand-off page. The keyboard or the mouse, as `keyboard` says.
 */
async function formatJourney(page: Page, region: Locator, market: Market, turn: number, keyboard: boolean): Promise<void> {
  const option = region.getByRole('combobox').first();
  // The listed formats (a closed "More formats" is hidden), without the radio of a typed size.
  const formats = region
    .getByRole('group', { name: market.format, exact: true })
    .getByRole('radio')
    .and(region.locator(':not([value=custom])'));
  const chosen = region.locator('input[type=radio]:checked');
  const total = region.locator('.calculator__total');
  const designNow = region.getByRole('link', { name: market.designNow, exact: true });

  const options = await option.locator('option').evaluateAll((found) => found.map((each) => (each as HTMLOptionElement).value));
  const start = options.indexOf(await option.inputValue());
  // A product of one material offers no other: its format is the choice.
  const to = options.length > 1 ? another(start, options.length, turn) : start;
  const material = options[to] ?? '';
  if (to !== start) {
    await option.focus();
    if (keyboard) await arrows(page, start, to);
    else await option.selectOption(material);
    await expect(option).toHaveValue(material);
    // The calculator comes alive on this first touch (decision 097) and lists the option's formats;
    // a shopper sees them change, and chooses from the new list.
    await expect(region.locator('xpath=ancestor::*[@data-wakes][1]')).toHaveAttribute('data-woken', 'true');
  }
  // spec §4: another option starts at its own format; the shopper takes another.
  const listed = await formats.evaluateAll((found) => found.map((each) => (each as HTMLInputElement).value));
  const startFormat = listed.indexOf((await chosen.getAttribute('value')) ?? '');
  expect(listed.length, `${material}: formats`).toBeGreaterThan(1);
  expect(startFormat, `${material}: a listed format is chosen`).toBeGreaterThanOrEqual(0);
  const at = another(startFormat, listed.length, turn);
  const format = listed[at] ?? '';
  if (keyboard) {
    await chosen.focus();
    await arrows(page, startFormat, at);
  } else {
    await formats.nth(at).check();
  }
  await expect(chosen).toHaveValue(format);
  // The link is written for this choice once its prices are read (decision 042), the total with it.
  await expect(designNow).toHaveAttribute('href', new RegExp(`=${material}&`));
  await expect(designNow).toHaveAttribute('href', handingOffFormat(format));
  const shown = {
    optionTerm: spaced(await option.evaluate((select) => (select as HTMLSelectElement).labels?.[0]?.textContent ?? '')),
    option: spaced(await option.locator('option:checked').textContent()),
    format: spaced(await chosen.locator('xpath=..').locator('.calculator__size').textContent()),
    price: amountOf(await total.locator('.price__current').textContent(), market),
    original: await total.locator('.price__original').allTextContents(),
  };
  const where = `${page.url()}: ${shown.option}, ${shown.format}`;
  if (keyboard) await designNow.press('Enter');
  else await designNow.click();

  const handOff = handOffPage(page);
  await expect(handOff.price, where).toHaveText(shown.price);
  await expect(handOff.original, where).toHaveText(shown.original);
  const terms = await handOff.terms();
  // A photo book's kind is named with its refinement and lamination ("Echtfotobuch, Goldveredelung"): the page names each.
  // On the card brand the option then says what the kind is, after a dash (spec §3 showInfoInPhotobookDropdown; decision 086).
  const [kind, ...beside] = shown.option.replace(/ – .*$/, '').split(', ');
  expect(terms[shown.optionTerm], where).toBe(kind);
  for (const detail of beside) expect(Object.values(terms), where).toContain(detail);
  expect(terms[market.format], where).toBe(shown.format);
  await expect(handOff.unknown(market), where).toHaveCount(0);
}

/**
 * The card calculator: a quantity, the envelope and one accessory; the product page's calculator
 * keeps the server's form, which the shopper sends ("Show price"); a theme page's comes alive when
 * the shopper reaches for it (decision 070) and shows each choice at once.
 */
async function cardJourney(
  page: Page,
  market: Market,
  turn: number,
  order: { quantity: string; envelope: 'standard' | 'none'; sent: boolean },
): Promise<void> {
  const quantity = page.getByRole('combobox', { name: market.quantity, exact: true });
  const region = page.getByRole('region').filter({ has: quantity });
  const envelope = region.getByRole('combobox', { name: market.envelope, exact: true });
  const accessories = region.getByRole('group', { name: market.accessories, exact: true }).getByRole('checkbox');
  const total = region.locator('.calculator__total');
  const designNow = region.getByRole('link', { name: market.designNow, exact: true });

  // The focus in it wakes a theme page's calculator (src/client/woken-blocks.ts); the shopper chooses at
  // once: what is chosen before it is live is chosen as it comes alive (decision 070).
  await quantity.focus();
  await quantity.selectOption(order.quantity);
  await envelope.selectOption({ label: market.envelopes[order.envelope] });
  // One accessory, ticked with the keyboard.
  const accessory = accessories.nth(turn % (await accessories.count()));
  await accessory.focus();
  await page.keyboard.press('Space');
  await expect(accessory).toBeChecked();
  const accessoryName = spaced(await accessory.locator('xpath=..').locator('.calculator__size').textContent());
  if (order.sent) {
    await region.getByRole('button', { name: market.showPrice, exact: true }).press('Enter');
    await page.waitForURL(new RegExp(`[?&]quantity=${order.quantity}&`));
    await expect(accessory).toBeChecked();
  } else {
    await expect.poll(() => new URL(page.url()).searchParams.get('quantity')).toBe(order.quantity);
  }
  await expect(envelope.locator('option:checked')).toHaveText(market.envelopes[order.envelope]);
  await expect(designNow).toHaveAttribute('href', new RegExp(`quantity=${order.quantity}&.*accessoryTypes`));
  const shown = {
    price: spaced(await total.locator('.price__current').textContent()),
    original: await total.locator('.price__original').allTextContents(),
  };
  const where = `${page.url()}: ${order.quantity}, ${order.envelope}, ${accessoryName}`;
  await designNow.click();

  const handOff = handOffPage(page);
  await expect(handOff.price, where).toHaveText(shown.price);
  await expect(handOff.original, where).toHaveText(shown.original);
  const terms = await handOff.terms();
  expect(terms[market.quantity], where).toBe(order.quantity);
  expect(terms[market.envelope], where).toBe(market.envelopes[order.envelope]);
  expect(terms[market.accessories], where).toBe(accessoryName);
  await expect(handOff.unknown(market), where).toHaveCount(0);
}

test.describe('the calculator’s price is the hand-off page’s, to a shopper’s eyes (decision 070)', () => {
  for (const brand of CHANNELS) {
    for (const [turn, market] of MARKETS.entries()) {
      test(`every calculator of ${brand}.${market.ending} (${market.locale}): choices and total reach the hand-off page`, async ({
        page,
        shop,
      }) => {
        test.setTimeout(90_000);
        const origin = shop.origin(`${brand}.${market.ending}`);
        // The channel's own paths, as its links write them (the other spelling is redirected).
        const slash = CHANNEL_INFO[brand].trailingSlash ? '/' : '';
        const calculators = productCalculators(brand, market.language);
        const formatCalculators = calculators.filter((calculator) => calculator.product !== 'card');
        expect(formatCalculators.length).toBeGreaterThanOrEqual(12);
        expect(calculators.some((calculator) => calculator.id === 'karte' && calculator.product === 'card')).toBe(true);

        for (const [index, calculator] of formatCalculators.entries()) {
          await visit(page, `${origin}/products/${calculator.id}${slash}`);
          // The headline as the market writes it (decision 075: no ß in Switzerland, American spelling in the US).
          const region = page.getByRole('region', { name: inLocalWording(market.locale, calculator.headline), exact: true });
          // The keyboard on every other calculator, the mouse on the rest; the choices vary with the market.
          await formatJourney(page, region, market, turn + index, (turn + index) % 2 === 0);
        }

        await visit(page, `${origin}/products/karte${slash}`);
        await cardJourney(page, market, turn, { quantity: '100', envelope: 'none', sent: true });
        await visit(page, `${origin}/themes/2041${slash}`);
        await cardJourney(page, market, turn + 1, { quantity: '250', envelope: 'standard', sent: false });
      });
    }
  }
});
