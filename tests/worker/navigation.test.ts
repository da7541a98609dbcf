import { describe, expect, it } from 'vitest';
import { attr, getAllByRole, getByRole, parseHtml } from '../support/dom';
import { fetchShop } from './worker-fetch';

/** The hrefs of the main navigation's links named `name` (the flyouts' included, which stay hidden until opened). */
async function mainNavigationHrefs(url: string, label: string, name: string): Promise<string[]> {
  const response = await fetchShop(url);
  expect(response.status, url).toBe(200);
  const navigation = getByRole(parseHtml(await response.text()), 'navigation', { name: label });
  return getAllByRole(navigation, 'link', { name, hidden: true }).map((link) => attr(link, 'href') ?? '');
}

// The wall-art navigation's entries that name one product (canvas, acrylic glass, …) lead to that
// product's page (spec §3 teaser page under /products/{id}), not to the category page.
describe('the wall-art navigation links its products to their product pages', () => {
  for (const { url, label, name, href, story } of [
    { url: 'https://wallart.de/', label: 'Hauptnavigation', name: 'Leinwand', href: '/products/leinwand', story: 'wallart/de' },
    { url: 'https://wallart.fr/', label: 'Navigation principale', name: 'Toile', href: '/products/leinwand', story: 'wallart/fr' },
    { url: 'https://wallart.ch/fr', label: 'Navigation principale', name: 'Toile', href: '/fr/products/leinwand', story: 'wallart/fr' },
  ]) {
    it(`links ${name} on ${url} to the canvas product page`, async () => {
      expect(await mainNavigationHrefs(url, label, name)).toContain(href);
      const product = await fetchShop(new URL(href, url).href);
      expect(product.status).toBe(200);
      expect(await product.text()).toContain(`data-story-slug="${story}/products/leinwand"`);
    });
  }

  it('keeps the entries that name a category on the category page', async () => {
    expect(await mainNavigationHrefs('https://wallart.de/', 'Hauptnavigation', 'Fototapete')).toEqual(['/wandbilder']);
  });
});
