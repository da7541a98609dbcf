import { describe, expect, it } from 'vitest';
import { formatFromPrice } from '../../src/shared/locale/format';
import { allElements, attr, childElements, getByRole, parseHtml, textOf } from '../support/dom';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { pageStory, scriptFailures, seedSpace, storyblokVars } from './storyblok';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// The product overview (spec §2 route products; issue 30, Build 5): every product of the channel
// in the page's language, each leading to its page; no longer an empty page.

async function overview(url: string, response?: Response): Promise<{ name: string; href: string }[]> {
  return (await pricedOverview(url, response)).map(({ name, href }) => ({ name, href }));
}

/** Each product of the overview with the from-price shown beside its link ('' without one), and all its item says. */
async function pricedOverview(url: string, response?: Response): Promise<{ name: string; href: string; price: string; item: string }[]> {
  response ??= await fetchShop(url);
  expect(response.status, url).toBe(200);
  const main = getByRole(parseHtml(await response.text()), 'main');
  const list = allElements(main).find((element) => attr(element, 'class') === 'products-overview');
  if (!list) return [];
  return childElements(list).map((item) => {
    const link = allElements(item).find((element) => element.tagName === 'a');
    const current = allElements(item).find((element) => attr(element, 'class')?.startsWith('price__current'));
    return {
      name: link ? textOf(link) : '',
      href: (link && attr(link, 'href')) ?? '',
      price: current ? textOf(current) : '',
      item: textOf(item),
    };
  });
}

/** The lowest price of a product page's Product data (its calculator's offers), or null without any. */
async function lowestOffer(url: string): Promise<number | null> {
  const html = await (await fetchShop(url)).text();
  const data = /<script type="application\/ld\+json">(.*?)<\/script>/.exec(html)?.[1];
  return data ? (JSON.parse(data) as { offers: { lowPrice: number } }).offers.lowPrice : null;
}

describe('the product overview', () => {
  it('lists the channel’s products in the page’s language, each leading to its page', async () => {
    const french = await overview('https://kartenliebe.fr/products/');
    expect(french.length).toBeGreaterThanOrEqual(14);
    // In French, in French order, each a product page of this site that answers.
    expect(french.map((entry) => entry.name)).toEqual([...french.map((entry) => entry.name)].sort((a, b) => a.localeCompare(b, 'fr')));
    for (const { name, href } of french) {
      expect(href, name).toMatch(/^\/products\/[a-z-]+\/$/);
      expect((await fetchShop(`https://kartenliebe.fr${href}`)).status, href).toBe(200);
    }
    const german = await overview('https://wallart.de/products');
    expect(german.map((entry) => entry.name)).toContain('Leinwand');
    expect(german.map((entry) => entry.href)).toContain('/products/leinwand');
  });

  // spec §3 pricesInProductOverview, true on both brands (decision 003): each product with the
  // from-price its own page shows, the lowest its calculator offers (decision 086).
  it('shows each product with its from-price on both brands, the lowest its page offers', async () => {
    for (const [host, path, locale, from] of [
      ['kartenliebe.de', '/products/', 'de-DE', 'ab'],
      ['wallart.de', '/products', 'de-DE', 'ab'],
      ['wallart.ch', '/fr/products', 'fr-CH', 'à partir de'],
    ] as const) {
      const products = await pricedOverview(`https://${host}${path}`);
      expect(products.length, host).toBeGreaterThanOrEqual(14);
      let compared = 0;
      for (const { name, href, price } of products) {
        expect(price, `${host} ${name}`).toMatch(locale === 'fr-CH' ? /^à partir de\s.*CHF$/ : /^ab\s.*€$/);
        // A page with a calculator names its offers in its Product data (the calendar's lists designs instead).
        const lowest = await lowestOffer(`https://${host}${href}`);
        if (lowest === null) continue;
        expect(price, `${host} ${name}`).toBe(formatFromPrice(lowest, locale, from));
        compared += 1;
      }
      expect(compared, host).toBe(products.length - 1);
    }
    // A card's price is per card, as its calculator's tiers are; the others' are not.
    const wallart = await pricedOverview('https://wallart.de/products');
    expect(wallart.find((product) => product.href === '/products/karte')?.item).toMatch(/ab\s1,49\s€\s*pro Karte$/);
    expect(wallart.find((product) => product.href === '/products/leinwand')?.item).not.toContain('pro Karte');
  });

  it('keeps the language prefix and the locale’s wording', async () => {
    const swissFrench = await overview('https://kartenliebe.ch/fr/products/');
    expect(swissFrench.length).toBeGreaterThanOrEqual(14);
    expect(swissFrench.every((entry) => entry.href.startsWith('/fr/products/'))).toBe(true);
    const american = await overview('https://wallart.com/products');
    expect(american.map((entry) => entry.name).join(' ')).not.toMatch(/colour|personalis/i);
  });

  it('shows its introduction, and no list, while the content source cannot answer', async () => {
    const space = '2301';
    await seedSpace(space, { published: [pageStory('kartenliebe/de/products/leinwand', 'Leinwand')] });
    // The page cache is off: the page is rendered by this request.
    const vars = storyblokVars(space, { PAGE_CACHE_SECONDS: '0' });
    const url = 'https://kartenliebe.de/products/';
    expect(await overview(url, await fetchShopWithVars(url, vars))).toEqual([{ name: 'Leinwand', href: '/products/leinwand/' }]);
    const log = expectConsoleErrors();
    await scriptFailures(space, { status: 503, times: 20 });
    const response = await fetchShopWithVars(url, vars);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(await overview(url, new Response(html))).toEqual([]);
    expect(html).toContain('Wählen Sie Material und Format');
    expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toContain('"event":"content-source-failed"');
  });
});
