import { describe, expect, it } from 'vitest';
import { attr, getAllByRole, getByRole, nameOf, parseHtml } from '../support/dom';
import { fetchShop } from './worker-fetch';

/** The hrefs of the main navigation's links named `name` (the flyouts' included, which stay hidden until opened). */
async function mainNavigationHrefs(url: string, label: string, name: string): Promise<string[]> {
  const response = await fetchShop(url);
  expect(response.status, url).toBe(200);
  const navigation = getByRole(parseHtml(await response.text()), 'navigation', { name: label });
  return getAllByRole(navigation, 'link', { name, hidden: true }).map((link) => attr(link, 'href') ?? '');
}

/** wallart.fr and wallart.ch/fr: the same French story. */
const FRENCH_ENTRIES = {
  'Aluminium brossé': 'aludibond',
  'Plaque Forex': 'forexplatte',
  'Bâche PVC': 'pvcplane',
  'Film adhésif': 'klebefolie',
  'Film rétroéclairé': 'backlitfolie',
  'Verre véritable': 'echtglas',
  'Papier peint photo': 'fototapete',
};

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
    expect(await mainNavigationHrefs('https://wallart.de/', 'Hauptnavigation', 'Wandbilder')).toEqual(['/wandbilder']);
    expect(await mainNavigationHrefs('https://wallart.de/', 'Hauptnavigation', 'Hochzeit')).toEqual(['/karten']);
  });
});

/** The entries of the main navigation's flyout group `group` (hidden until opened): their names and hrefs. */
async function flyoutGroupLinks(url: string, label: string, group: string): Promise<{ name: string; href: string }[]> {
  const response = await fetchShop(url);
  expect(response.status, url).toBe(200);
  const navigation = getByRole(parseHtml(await response.text()), 'navigation', { name: label });
  const section = getByRole(navigation, 'region', { name: group, hidden: true });
  return getAllByRole(section, 'link', { hidden: true }).map((link) => ({ name: nameOf(link), href: attr(link, 'href') ?? '' }));
}

// spec §9 flyout lists: the "additional" group names seven materials (brushed metal, foam board, PVC
// tarp, adhesive film, backlit film, glass, wallpaper); each entry leads to the product page of its
// material (spec §3 teaser page under /products/{id}), whose calculator sells that material.
describe('the wall-art flyout leads each further material to its own product page', () => {
  for (const { url, label, group, prefix, story, entries } of [
    {
      url: 'https://wallart.de/',
      label: 'Hauptnavigation',
      group: 'Weitere Materialien',
      prefix: '',
      story: 'wallart/de',
      entries: {
        'Alu-Dibond gebürstet': 'aludibond',
        'Forex-Platte': 'forexplatte',
        'PVC-Plane': 'pvcplane',
        Klebefolie: 'klebefolie',
        'Backlit-Folie': 'backlitfolie',
        Echtglas: 'echtglas',
        Fototapete: 'fototapete',
      },
    },
    {
      url: 'https://wallart.fr/',
      label: 'Navigation principale',
      group: 'Autres supports',
      prefix: '',
      story: 'wallart/fr',
      entries: FRENCH_ENTRIES,
    },
    {
      url: 'https://wallart.ch/fr',
      label: 'Navigation principale',
      group: 'Autres supports',
      prefix: '/fr',
      story: 'wallart/fr',
      entries: FRENCH_ENTRIES,
    },
    {
      url: 'https://wallart.it/',
      label: 'Navigazione principale',
      group: 'Altri materiali',
      prefix: '',
      story: 'wallart/it',
      entries: {
        'Alluminio spazzolato': 'aludibond',
        'Pannello forex': 'forexplatte',
        'Telone in PVC': 'pvcplane',
        'Pellicola adesiva': 'klebefolie',
        'Pellicola retroilluminata': 'backlitfolie',
        Vetro: 'echtglas',
        'Carta da parati': 'fototapete',
      },
    },
  ]) {
    it(`links every entry of "${group}" on ${url} to its material's product page`, async () => {
      const links = await flyoutGroupLinks(url, label, group);
      expect(links.map((link) => link.name)).toEqual(Object.keys(entries));
      // No two entries share a page.
      expect(new Set(links.map((link) => link.href)).size).toBe(links.length);
      for (const { name, href } of links) {
        const material = entries[name as keyof typeof entries];
        expect(href, name).toBe(`${prefix}/products/${material}`);
        const product = await fetchShop(new URL(href, url).href);
        expect(product.status, href).toBe(200);
        const html = await product.text();
        expect(html, href).toContain(`data-story-slug="${story}/products/${material}"`);
        // The page's calculator offers the material, each of its formats with a price.
        const main = getByRole(parseHtml(html), 'main');
        expect(html, href).toContain(`<option value="${material}"`);
        const formats = getAllByRole(main, 'radio').filter(
          (radio) => attr(radio, 'name') === 'formatType' && attr(radio, 'value') !== 'custom',
        );
        expect(formats.length, href).toBeGreaterThan(0);
        for (const format of formats) expect(nameOf(format), href).toMatch(/\d[.,]\d{2}/);
      }
    });
  }
});
