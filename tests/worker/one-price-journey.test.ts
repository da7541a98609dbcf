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
    it(`${calculator.product}: the calculator, the price call and the hand-off page agree, in four markets on both brands`, async () => {
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
    });
  }

  it('card: the calculator, the card price call and the hand-off page give one total, envelope and accessories included', async () => {
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
  });

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
