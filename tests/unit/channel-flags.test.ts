import { describe, expect, it, vi } from 'vitest';
import { offeredDesignGroups } from '../../src/shared/channel/occasion-books';
import { designerHref, designHref } from '../../src/shared/designer/design-links';
import type { ProductFromPrice } from '../../src/shared/shop-data';
import { withFromPrices } from '../../src/worker/features/pages/product-overview-page';

// The channel flags of spec §3 that change what a shopper sees (decision 086), where each is decided.

describe('the product overview’s from-prices (spec §3 pricesInProductOverview)', () => {
  const PRODUCTS = [
    { name: 'Leinwand', href: '/products/leinwand', slug: 'products/leinwand' },
    { name: 'Hochzeitskarte Eukalyptus', href: '/products/karte', slug: 'products/karte' },
  ];
  const CANVAS: ProductFromPrice = { price: { current: 19.95, original: null }, perCard: false };

  it('lists names only, and reads no price, where the channel shows none', async () => {
    const fromPriceOf = vi.fn(async () => CANVAS);
    const shown = await withFromPrices(PRODUCTS, false, fromPriceOf);
    expect(shown).toEqual(PRODUCTS);
    expect(shown.every((product) => !('fromPrice' in product))).toBe(true);
    expect(fromPriceOf).not.toHaveBeenCalled();
  });

  it('gives each product its from-price where the channel shows them, null where its page has none', async () => {
    const shown = await withFromPrices(PRODUCTS, true, async (product) => (product.slug === 'products/leinwand' ? CANVAS : null));
    expect(shown).toEqual([
      { ...PRODUCTS[0], fromPrice: CANVAS },
      { ...PRODUCTS[1], fromPrice: null },
    ]);
  });
});

describe('photo books for an occasion (spec §3 condolencebooksAvailable, guestbooksAvailable)', () => {
  const GROUPS = [
    { templateId: '301101', categoryIds: ['urlaub', 'reisen'] },
    { templateId: '304101', categoryIds: ['kondolenzbuch', 'trauer'] },
    { templateId: '305101', categoryIds: ['gaestebuch', 'hochzeit'] },
    { templateId: '302101', categoryIds: ['hochzeit', 'liebe'] },
    { templateId: '309101', categoryIds: [] },
  ];

  it('offers condolence and guest books on the card brand', () => {
    expect(offeredDesignGroups('kartenliebe', GROUPS)).toEqual(GROUPS);
  });

  it('leaves every group of their categories out on the poster brand, and keeps the rest', () => {
    expect(offeredDesignGroups('wallart', GROUPS).map((group) => group.templateId)).toEqual(['301101', '302101', '309101']);
  });
});

describe('a collage’s way to the designer (spec §3 collagePdpBeforeDesigner)', () => {
  const collage = { kind: 'collage', id: '7', handOff: 'designId=7&unit=cm&locale=de-CH' } as const;
  const from = { platform: 'web', pathPrefix: '', designerOrigin: null } as const;

  it('leads to the collage’s product page first, with the design, on the poster brand', () => {
    expect(designerHref(collage, { ...from, channel: 'wallart' })).toBe('/products/collage?designId=7');
    expect(designHref(collage, { ...from, channel: 'wallart', pathPrefix: 'fr' })).toBe('/fr/products/collage?designId=7');
    expect(designHref(collage, { ...from, channel: 'wallart', platform: 'desktop' })).toBe('/d/products/collage?designId=7');
  });

  it('goes straight into the designer on the card brand, and leaves the other kinds as they are', () => {
    expect(designerHref(collage, { ...from, channel: 'kartenliebe' })).toBe('/configurator-collage?designId=7&unit=cm&locale=de-CH');
    const calendar = { kind: 'calendar', id: '4711', handOff: 'designId=4711&locale=de-DE' } as const;
    expect(designHref(calendar, { ...from, channel: 'wallart' })).toBe('/configurator-calendar?designId=4711&locale=de-DE');
    expect(designHref({ kind: 'card', id: '2048', handOff: '' }, { ...from, channel: 'wallart' })).toBe('/themes/2048');
  });
});
