import { describe, expect, it } from 'vitest';
import { discountPercent, formatPrice } from '../../src/shared/locale/format';
import type { Locale } from '../../src/shared/locale/locales';
import { allElements, attr, parseHtml, textOf } from '../support/dom';
import { fetchShop } from './worker-fetch';

// Issue 29 (decision 070): one price from the calculator to the designer. Every calculator of the
// demo, in four markets on both brands: each option in two of its formats is priced the same by
// the calculator, by the spec §7 price call of its kind and by the hand-off page its "Design now"
// opens, and that page knows every parameter it is handed.

const MARKETS = [
  ['de', 'de-DE'],
  ['ch', 'de-CH'],
  ['fr', 'fr-FR'],
  ['com', 'en-US'],
] as const satisfies readonly (readonly [string, Locale])[];
const CHANNELS = ['wallart', 'kartenliebe'] as const;

/** What a calculator's reference call answers, as far as this test reads it. */
interface Reference {
  designer: string;
  options: { value: string; initiallySelectedFormat: string; formats: { value: string; priceCurrent: number; handOff: string }[] }[];
}

const DESIGNER_PATH: Record<string, string> = {
  photoframe: '/configurator-photo-frame',
  collage: '/configurator-collage',
  photobox: '/configurator-photobox',
  photobook: '/configurator-photobook',
  card: '/configurator-card',
};

/** A walk renders a hundred pages or more: seconds, not the default five. */
const WALK_TIMEOUT_MS = 60_000;

const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ').trim();
const money = (amount: number, locale: Locale) => spaced(formatPrice(amount, locale));

async function json<T>(url: string): Promise<T> {
  const response = await fetchShop(url);
  expect(response.status, url).toBe(200);
  return (await response.json()) as T;
}

/** A page at the end of the shop's own redirects (a trailing slash the channel writes or not). */
async function followed(url: string): Promise<Response> {
  const response = await fetchShop(url);
  const location = response.headers.get('location');
  if (response.status !== 301 || !location) return response;
  await response.arrayBuffer();
  return fetchShop(new URL(location, url).toString());
}

/** The hand-off page of a designer link: the price it shows, and the meaning of each parameter it lists. */
async function handOffPage(host: string, designer: string, handOff: string): Promise<{ price: string; meanings: string[] }> {
  const url = `https://${host}${DESIGNER_PATH[designer]}?${handOff}`;
  const response = await followed(url);
  expect(response.status, url).toBe(200);
  const elements = allElements(parseHtml(await response.text()));
  const meanings = elements.filter((element) => element.tagName === 'th' && attr(element, 'scope') === 'row').map(textOf);
  return { price: currentPriceIn(elements), meanings };
}

/** The current price (not a struck original) shown among `elements`. */
function currentPriceIn(elements: ReturnType<typeof allElements>): string {
  const current = elements.find((element) => element.tagName === 'strong' && attr(element, 'class')?.includes('price__current'));
  return spaced(current ? textOf(current) : 'no price');
}

/** The unknown-parameter meaning of the languages the markets speak (locales/*.json `designer.params.unknown`). */
const UNKNOWN = ['Unbekannte Angabe', 'Information inconnue', 'Unknown detail'];

/** Two formats of each option: where it starts and its last. */
const formatsOf = (reference: Reference) =>
  reference.options.flatMap((option) => {
    const start = option.formats.find((format) => format.value === option.initiallySelectedFormat) ?? option.formats[0];
    const last = option.formats.at(-1);
    return [...new Set([start, last])].flatMap((format) => (format ? [{ option: option.value, ...format }] : []));
  });

/** What the price call of each calculator product answers for a format's hand-off. */
const PRICE_CALL: Record<string, (handOff: URLSearchParams) => string> = {
  wallArt: (handOff) => `/price-api/prices/article?${handOff}`,
  photobox: (handOff) =>
    `/price-api/photoboxes?${new URLSearchParams({
      photoboxType: handOff.get('type') ?? '',
      photoboxFormat: `${handOff.get('format[width]')}x${handOff.get('format[height]')}`,
      paperType: handOff.get('paperType') ?? '',
    })}`,
  photobook: (handOff) => {
    const query = new URLSearchParams(handOff);
    const refinement = query.get('refinement');
    for (const name of ['refinement', 'locale', 'templateId', 'photobookPrinting', 'photobookCover']) query.delete(name);
    if (refinement) query.set('refinementType', refinement);
    return `/web-api/photobook-price?${query}`;
  },
};

const CALCULATORS = [
  { product: 'framed-material', query: 'product=framed-material', call: 'wallArt', total: (body: Priced) => body.priceCurrent },
  {
    product: 'photoframe',
    query: 'product=photoframe&frameType=holzrahmen-schwarz',
    call: 'wallArt',
    total: (body: Priced) => body.priceCurrent,
  },
  { product: 'collage', query: 'product=collage&designId=13', call: 'wallArt', total: (body: Priced) => body.priceCurrent },
  { product: 'photobox', query: 'product=photobox', call: 'photobox', total: (body: Priced) => body.priceCurrent },
  { product: 'photoprint', query: 'product=photoprint', call: 'photobox', total: (body: Priced) => body.priceCurrent },
  { product: 'photobook', query: 'product=photobook', call: 'photobook', total: (body: Priced) => body.total?.priceCurrent ?? NaN },
] as const;

interface Priced {
  priceCurrent: number;
  total?: { priceCurrent: number };
}

describe('one price from the calculator to the designer (decision 070)', () => {
  for (const calculator of CALCULATORS) {
    it(
      `${calculator.product}: the calculator, the price call and the hand-off page agree, in four markets on both brands`,
      async () => {
        let compared = 0;
        for (const channel of CHANNELS) {
          for (const [ending, locale] of MARKETS) {
            const host = `${channel}.${ending}`;
            const reference = await json<Reference>(`https://${host}/web-api/calculator/reference?${calculator.query}`);
            for (const format of formatsOf(reference)) {
              const where = `${host} ${calculator.product} ${format.option} ${format.value}`;
              const shown = money(format.priceCurrent, locale);
              const call = await json<Priced>(`https://${host}${PRICE_CALL[calculator.call]?.(new URLSearchParams(format.handOff))}`);
              expect(money(calculator.total(call), locale), where).toBe(shown);
              const page = await handOffPage(host, reference.designer, format.handOff);
              expect(page.price, where).toBe(shown);
              for (const meaning of page.meanings) expect(UNKNOWN, `${where}: ${meaning}`).not.toContain(meaning);
              compared += 1;
            }
          }
        }
        expect(compared).toBeGreaterThan(15);
      },
      WALK_TIMEOUT_MS,
    );
  }

  it(
    'card: the calculator, the card price call and the hand-off page give one total, envelope and accessories included',
    async () => {
      for (const channel of CHANNELS) {
        for (const [ending, locale] of MARKETS) {
          const host = `${channel}.${ending}`;
          const orders = [
            { quantity: '50', envelope: 'standard', accessories: [] },
            { quantity: '250', envelope: 'none', accessories: ['ribbon-satin-10x1000-gold'] },
            { quantity: '100', envelope: 'standard', accessories: ['seal-rund-30x30-gold', 'ribbon-satin-10x1000-gold'] },
          ];
          for (const order of orders) {
            const where = `${host} ${JSON.stringify(order)}`;
            const query = new URLSearchParams({ quantity: order.quantity, envelope: order.envelope });
            for (const sku of order.accessories) query.append('accessoryTypes', sku);
            // The card product page's calculator, as the server renders the page URL's choice.
            const response = await followed(`https://${host}/products/karte/?${query}`);
            expect(response.status, where).toBe(200);
            const elements = allElements(parseHtml(await response.text()));
            const total = elements.find((element) => element.tagName === 'dd' && attr(element, 'class') === 'calculator__total');
            const cta = elements.find((element) => element.tagName === 'a' && attr(element, 'class')?.includes('calculator__cta'));
            const href = cta ? (attr(cta, 'href') ?? '') : '';
            const shown = total ? currentPriceIn(allElements(total)) : 'no total';
            const call = await json<{ total: { priceCurrent: number } }>(
              `https://${host}/web-api/card-price?themeId=2048&quantity=${order.quantity}&envelope=${order.envelope}${order.accessories.map((sku) => `&accessoryTypes[]=${sku}`).join('')}`,
            );
            const amount = money(call.total.priceCurrent, locale);
            expect(shown, where).toBe(amount);
            // The designer gets everything chosen, and its page says the same total.
            expect(href, where).toContain(`quantity=${order.quantity}`);
            expect(href.includes('envelope=standard'), where).toBe(order.envelope === 'standard');
            for (const sku of order.accessories) expect(href, where).toContain(`accessoryTypes[]=${sku}`);
            const page = await handOffPage(host, 'card', href.split('?')[1] ?? '');
            expect(page.price, where).toBe(amount);
            for (const meaning of page.meanings) expect(UNKNOWN, `${where}: ${meaning}`).not.toContain(meaning);
          }
        }
      }
    },
    WALK_TIMEOUT_MS,
  );

  it('a card sample: quantity 1, its own price, from the card page to the hand-off page', async () => {
    const response = await fetchShop('https://kartenliebe.de/products/karte/');
    const elements = allElements(parseHtml(await response.text()));
    const sample = elements.find((element) => element.tagName === 'a' && (attr(element, 'href') ?? '').includes('isSample=true'));
    const href = sample ? (attr(sample, 'href') ?? '') : '';
    expect(href).toBe('/configurator-card?themeId=2048&quantity=1&isSample=true&locale=de-DE');
    const call = await json<{ total: { priceCurrent: number }; quantity: number }>(
      'https://kartenliebe.de/web-api/card-price?themeId=2048&isSample=true&quantity=250',
    );
    expect(call.quantity).toBe(1);
    expect((await handOffPage('kartenliebe.de', 'card', href.split('?')[1] ?? '')).price).toBe(money(call.total.priceCurrent, 'de-DE'));
  });

  it('a theme shows one discount on its listing and on every quantity of its page (spec §3 percentage)', async () => {
    for (const [ending] of MARKETS) {
      const themes = await json<{ themes: { themeId: string; priceCurrent: number; priceOriginal: number | null }[] }>(
        `https://kartenliebe.${ending}/web-api/themes?pageSize=48`,
      );
      const discounted = themes.themes.filter((theme) => theme.priceOriginal !== null);
      expect(discounted.length, ending).toBeGreaterThan(0);
      for (const theme of discounted) {
        const listed = discountPercent(theme.priceOriginal ?? 0, theme.priceCurrent);
        const list = await json<{ tiers: { fromQuantity: number; priceCurrent: number; priceOriginal: number | null }[] }>(
          `https://kartenliebe.${ending}/web-api/card-price?themeId=${theme.themeId}`,
        );
        for (const tier of list.tiers) {
          expect(discountPercent(tier.priceOriginal ?? 0, tier.priceCurrent), `${ending} ${theme.themeId} from ${tier.fromQuantity}`).toBe(
            listed,
          );
        }
      }
    }
  });
});

describe('links complete on their own, tampered ones answered (decision 070)', () => {
  /** A product page's calculator: its total's current price and its "Design now" hand-off (null while none). */
  async function calculatorOn(url: string): Promise<{ text: string; price: string; handOff: string | null }> {
    const response = await fetchShop(url);
    expect(response.status, url).toBe(200);
    const html = await response.text();
    const elements = allElements(parseHtml(html));
    const section = elements.find((element) => element.tagName === 'section' && attr(element, 'class')?.includes('block--calculator'));
    const inside = section ? allElements(section) : [];
    const total = inside.find((element) => element.tagName === 'p' && attr(element, 'class') === 'calculator__total');
    const cta = inside.find((element) => element.tagName === 'a' && attr(element, 'class')?.includes('calculator__cta'));
    const href = cta ? attr(cta, 'href') : null;
    return {
      text: spaced(section ? textOf(section) : ''),
      price: total ? currentPriceIn(allElements(total)) : 'no total',
      handOff: href ? (href.split('?')[1] ?? '') : null,
    };
  }

  it('prices a custom size without a material as the calculator’s own material, and hands the size off', async () => {
    const partial = await calculatorOn('https://wallart.de/products/leinwand?formatType=custom&width=55&height=38');
    const complete = await calculatorOn('https://wallart.de/products/leinwand?materialType=leinwand&formatType=custom&width=55&height=38');
    expect(partial.price).toMatch(/\d,\d\d €$/);
    expect(partial.price).toBe(complete.price);
    expect(new URLSearchParams(partial.handOff ?? '').get('formatType')).toBe('550x380');
    expect((await handOffPage('wallart.de', 'photoframe', partial.handOff ?? '')).price).toBe(partial.price);
  });

  it('answers a tampered page link with the nearest valid choice or a clear message, never a price for it', async () => {
    // Negative and huge sides: the limits, no price, no way into the designer.
    const huge = await calculatorOn('https://wallart.de/products/leinwand?materialType=leinwand&formatType=custom&width=-5&height=99999');
    expect(huge.text).toContain('mindestens 30 × 30 cm');
    expect(huge.price).toBe('no price');
    expect(huge.text).toContain('Preis nicht verfügbar');
    expect(huge.handOff).toBeNull();
    // An unknown material, a frame the material does not take: the calculator's own choice.
    const plain = await calculatorOn('https://wallart.de/products/leinwand');
    expect((await calculatorOn('https://wallart.de/products/leinwand?materialType=xyz&formatType=600x400')).price).toBe(plain.price);
    expect(
      (await calculatorOn('https://wallart.de/products/leinwand?materialType=leinwand&frameType=holzrahmen-schwarz&formatType=800x600'))
        .price,
    ).toBe((await calculatorOn('https://wallart.de/products/leinwand?materialType=leinwand&formatType=800x600')).price);
  });

  it('answers a tampered hand-off with the nearest valid choice or no price, never a price it does not have', async () => {
    const price = async (designer: string, handOff: string) => (await handOffPage('wallart.de', designer, handOff)).price;
    const noPrice = 'no price';
    expect(await price('photoframe', 'materialType=unbekannt&formatType=600x400')).toBe(noPrice);
    expect(await price('photoframe', 'materialType=leinwand&formatType=99999x99999')).toBe(noPrice);
    expect(await price('photoframe', 'materialType=leinwand&formatType=-600x400')).toBe(noPrice);
    // A frame the material does not take is no frame; a custom size its nearest format.
    expect(await price('photoframe', 'materialType=leinwand&frameType=holzrahmen-schwarz&formatType=600x400')).toBe(
      await price('photoframe', 'materialType=leinwand&formatType=600x400'),
    );
    expect(await price('photoframe', 'materialType=leinwand&formatType=590x390')).toBe(
      await price('photoframe', 'materialType=leinwand&formatType=600x400'),
    );
    // A quantity between the §9 steps is the step below; a book's pages the nearest it is made with.
    expect(await price('card', 'themeId=2048&quantity=53')).toBe(await price('card', 'themeId=2048&quantity=50'));
    expect(await price('photobook', 'photobookType=fotoheft-soft&pageCount=17')).toBe(
      await price('photobook', 'photobookType=fotoheft-soft&pageCount=16'),
    );
    expect(await price('card', 'themeId=..%2F..%2Fetc')).toBe(noPrice);
  });
});
