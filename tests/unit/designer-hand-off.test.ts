import { describe, expect, it } from 'vitest';
import { designerHref, designHref } from '../../src/shared/catalogue/design-links';
import { productKindOf } from '../../src/shared/designer/product-kind';
import { designerQuery } from '../../src/shared/designer/query-string';

// spec §5 query strings, §3 designer hand-off parameters and the product kind derived from them
// (decision 027).

describe('the query of a designer hand-off (spec §5)', () => {
  it('leaves out null and undefined values and keeps the order given', () => {
    expect(designerQuery({ themeId: '2048', sample: null, quantity: 50, referralSource: undefined, isSample: false })).toBe(
      'themeId=2048&quantity=50&isSample=false',
    );
    expect(designerQuery({})).toBe('');
  });

  it('writes lists with [] and groups as key[sub], nested as deep as they go', () => {
    expect(designerQuery({ format: { width: 200, height: 300 }, type: 'small', photoboxType: 'hahnemuehle' })).toBe(
      'format[width]=200&format[height]=300&type=small&photoboxType=hahnemuehle',
    );
    expect(designerQuery({ accessoryTypes: ['ohne'] })).toBe('accessoryTypes[]=ohne');
    expect(designerQuery({ categoryIds: [3, 7], empty: [] })).toBe('categoryIds[]=3&categoryIds[]=7');
    expect(designerQuery({ a: { b: { c: 1 }, d: [1, null, 2] } })).toBe('a[b][c]=1&a[d][]=1&a[d][]=2');
  });

  it('leaves out a refinement of none, ohne or nothing, and keeps a real one', () => {
    for (const none of ['none', 'ohne', '']) expect(designerQuery({ binding: 'pur', refinement: none })).toBe('binding=pur');
    expect(designerQuery({ refinement: 'gold' })).toBe('refinement=gold');
  });

  it('encodes what could end a value or start another', () => {
    expect(designerQuery({ designId: '1&admin=1', 'we ird': '#<x>' })).toBe('designId=1%26admin%3D1&we%20ird=%23%3Cx%3E');
  });
});

describe('the product a hand-off is for (spec §3, in the order photobox, frame, collage, calendar, photobook, card)', () => {
  const kindOf = (query: string) => productKindOf(new URLSearchParams(query));

  it('knows every kind by its own parameters', () => {
    expect(kindOf('format[width]=200&format[height]=200&type=small&photoboxType=standard')).toBe('photobox');
    expect(kindOf('format[width]=150&format[height]=100&type=photoprint')).toBe('photoprint');
    expect(kindOf('materialType=acrylglas&frameType=artbox-schwarz')).toBe('photoframe');
    expect(kindOf('materialType=poster&frameType=holzrahmen-schwarz&designId=13')).toBe('collage');
    expect(kindOf('collage=1')).toBe('collage');
    expect(kindOf('mounting=spirale&startMonth=1&startYear=2027')).toBe('calendar');
    expect(kindOf('photobookType=digitalfotobuch-hard&binding=pur&pageCount=26')).toBe('photobook');
    expect(kindOf('themeId=2048&quantity=50')).toBe('card');
    expect(kindOf('locale=de-DE&gclid=abc')).toBeNull();
  });

  it('tests the kinds in the spec’s order when parameters of several are present', () => {
    // A photo box wins over everything; a frame over a card; a collage over a photo book.
    expect(kindOf('format[width]=200&format[height]=200&type=small&themeId=1&materialType=poster')).toBe('photobox');
    expect(kindOf('materialType=poster&themeId=1')).toBe('photoframe');
    expect(kindOf('designId=13&photobookType=x')).toBe('collage');
    expect(kindOf('photobookType=x&themeId=1')).toBe('photobook');
  });

  it('reads a design beside a calendar parameter as a calendar (decision 027)', () => {
    expect(kindOf('designId=4711&mounting=spirale')).toBe('calendar');
    expect(kindOf('designId=4711&startYear=2027')).toBe('calendar');
    expect(kindOf('designId=4711')).toBe('collage');
    // Empty values are no parameters.
    expect(kindOf('designId=&themeId=5')).toBe('card');
  });
});

describe('the shop’s own designer links', () => {
  const here = { channel: 'kartenliebe', language: 'fr', prefix: 'fr', platform: 'web', designerOrigin: null } as const;

  it('carry the design in the spec’s parameter, encoded, under the locale’s prefix (spec §2)', () => {
    expect(designHref('calendar', '4711', here)).toBe('/fr/configurator-calendar?designId=4711');
    expect(designHref('collage', '13', here)).toBe('/fr/configurator-collage?designId=13');
    expect(designerHref('card', '2048', here)).toBe('/fr/configurator-card?themeId=2048');
    expect(designerHref('calendar', 'a&b', { ...here, prefix: '' })).toBe('/configurator-calendar?designId=a%26b');
  });
});
