import { describe, expect, it } from 'vitest';
import { productPageAsPage } from '../../src/shared/content/product-page';
import { PageContentSchema } from '../../src/shared/content/story';

// spec §3 "Teaser page fields: teaser, uspTeaser, calculator, sku" (decision 038).

const teaser = { component: 'Teaser', _uid: 't', headline: 'Leinwand' };
const calculator = { component: 'Calculator', _uid: 'c', headline: 'Größe wählen', product: 'framed-material' };
const usp = { component: 'UspTeaser', _uid: 'u', items: [] };

describe('a product page (the §3 teaser page)', () => {
  it('reads as a Page: teaser, calculator, USPs, then its own blocks, the SKU given to its calculator', () => {
    const page = productPageAsPage({
      component: 'ProductPage',
      title: 'Leinwand',
      teaser: [teaser],
      calculator: [calculator],
      uspTeaser: [usp],
      body: [{ component: 'Text', _uid: 'x' }],
      sku: 'leinwand-600x400',
    });
    expect(page).toEqual({
      component: 'Page',
      title: 'Leinwand',
      body: [teaser, { ...calculator, sku: 'leinwand-600x400' }, usp, { component: 'Text', _uid: 'x' }],
    });
  });

  it('keeps a calculator’s own SKU, leaves a Page as it is, and takes missing fields as empty', () => {
    expect(
      productPageAsPage({ component: 'ProductPage', calculator: [{ ...calculator, sku: 'poster-300x200' }], sku: 'leinwand-600x400' }),
    ).toEqual({
      component: 'Page',
      body: [{ ...calculator, sku: 'poster-300x200' }],
    });
    expect(productPageAsPage({ component: 'Page', body: [teaser] })).toEqual({ component: 'Page', body: [teaser] });
    expect(productPageAsPage({ component: 'ProductPage', teaser: 'nonsense' })).toEqual({ component: 'Page', body: [] });
  });

  it('passes the Page schema, which reads it the same way', () => {
    const parsed = PageContentSchema.parse({ component: 'ProductPage', title: 'Acrylglas', teaser: [teaser], calculator: [calculator] });
    expect(parsed.component).toBe('Page');
    expect(parsed.body.map((block) => block.component)).toEqual(['Teaser', 'Calculator']);
    // Reading it again changes nothing (stories are parsed once and trusted, decision 026).
    expect(PageContentSchema.parse(parsed)).toEqual(parsed);
  });
});
