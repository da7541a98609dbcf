import { describe, expect, it } from 'vitest';
import { allElements, attr, getByRole, parseHtml, textOf } from '../support/dom';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { pageStory, scriptFailures, seedSpace, storyblokVars } from './storyblok';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// The product overview (spec §2 route products; issue 30, Build 5): every product of the channel
// in the page's language, each leading to its page; no longer an empty page.

async function overview(url: string, response?: Response): Promise<{ name: string; href: string }[]> {
  response ??= await fetchShop(url);
  expect(response.status, url).toBe(200);
  const main = getByRole(parseHtml(await response.text()), 'main');
  const list = allElements(main).find((element) => attr(element, 'class') === 'products-overview');
  if (!list) return [];
  return allElements(list)
    .filter((element) => element.tagName === 'a')
    .map((link) => ({ name: textOf(link), href: attr(link, 'href') ?? '' }));
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
