import { describe, expect, it } from 'vitest';
import { designHandOff } from '../../src/shared/designer/design-hand-off';
import { designerUrl } from '../../src/shared/designer/designer-url';
import {
  calendarHandOff,
  cardHandOff,
  collageHandOff,
  photobookHandOff,
  photoboxHandOff,
  photoFrameHandOff,
} from '../../src/shared/designer/hand-offs';
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

describe('the hand-off of each product kind (spec §3 hand-off parameters)', () => {
  const geneva = { channel: 'kartenliebe', locale: 'fr-CH' } as const;
  const london = { channel: 'wallart', locale: 'en-GB' } as const;
  const newYork = { channel: 'wallart', locale: 'en-US' } as const;

  it('card: theme, the default quantity (the eleventh step, 50), a sample as 1 with its flag', () => {
    expect(cardHandOff({ themeId: '2048' }, geneva)).toBe('themeId=2048&quantity=50&locale=fr-CH');
    expect(cardHandOff({ themeId: '2048', quantity: 250, sample: true }, geneva)).toBe(
      'themeId=2048&quantity=1&isSample=true&locale=fr-CH',
    );
    expect(cardHandOff({ themeId: 'a&b', quantity: 100 }, geneva)).toBe('themeId=a%26b&quantity=100&locale=fr-CH');
    // Without a theme the card designer opens empty (the accessory's "add in the designer").
    expect(cardHandOff({}, geneva)).toBe('quantity=50&locale=fr-CH');
  });

  it('calendar: mounting, start and accessory types, which say ohne without a mounting', () => {
    expect(calendarHandOff({ designId: '4711', mounting: 'spirale', start: { month: 1, year: 2027 } }, geneva)).toBe(
      'designId=4711&mounting=spirale&startDate=2027-01-01&startMonth=1&startYear=2027&accessoryTypes[]=spirale&locale=fr-CH',
    );
    expect(calendarHandOff({ designId: '4703', mounting: null }, london)).toBe('designId=4703&accessoryTypes[]=ohne&locale=en-GB');
  });

  it('collage and photo frame: material, frame and design, with the channel’s defaults and unit', () => {
    // spec §3 defaultCollageId: '1' for the card brand, '13' for the poster brand.
    expect(collageHandOff({}, geneva)).toBe('designId=1&unit=cm&locale=fr-CH');
    expect(collageHandOff({}, london)).toBe('designId=13&unit=cm&locale=en-GB');
    // spec §3 aluGalleryUnit: inches for the poster brand in en-US; the default frame of canvas.
    expect(photoFrameHandOff({ materialType: 'leinwand' }, newYork)).toBe(
      'materialType=leinwand&frameType=schattenfuge-leinwand-schwarz&unit=in&locale=en-US',
    );
    expect(photoFrameHandOff({ materialType: 'acrylglas', frameType: 'artbox-schwarz', designId: '7' }, geneva)).toBe(
      'materialType=acrylglas&frameType=artbox-schwarz&designId=7&unit=cm&locale=fr-CH',
    );
    // A material without a frame sends none.
    expect(photoFrameHandOff({ materialType: 'fototapete' }, geneva)).toBe('materialType=fototapete&unit=cm&locale=fr-CH');
  });

  it('photo book: type split into printing and cover, binding of the kind, amount 1, the channel’s lamination and refinement', () => {
    // The card brand: matt lamination, no refinement (left out: 'ohne').
    expect(photobookHandOff({ printing: 'echtfotobuch' }, geneva)).toBe(
      'photobookType=echtfotobuch-hard&photobookPrinting=echtfotobuch&photobookCover=hard&binding=layflat' +
        '&paper=glaenzend&format=a4-quer&pageCount=20&amount=1&coverLamination=matt&locale=fr-CH',
    );
    // The poster brand: glossy lamination, gold refinement; the template of the chosen format.
    expect(photobookHandOff({ printing: 'fotoheft', format: 'a5-hoch', pageCount: 32, templateId: 'tpl-9', amount: 3 }, london)).toBe(
      'photobookType=fotoheft-soft&photobookPrinting=fotoheft&photobookCover=soft&binding=heftbindung&paper=standard' +
        '&format=a5-hoch&pageCount=32&templateId=tpl-9&amount=3&coverLamination=glossy&refinement=gold&locale=en-GB',
    );
  });

  it('photo box and photo prints: the format as width and height, type small or photo prints', () => {
    expect(photoboxHandOff({ type: 'small' }, geneva)).toBe(
      'format[width]=150&format[height]=100&type=small&photoboxType=small&locale=fr-CH',
    );
    expect(photoboxHandOff({ type: 'photoprint', format: '130x90' }, geneva)).toBe(
      'format[width]=130&format[height]=90&type=photoprint&photoboxType=photoprint&locale=fr-CH',
    );
  });

  it('reads back as the kind it was built for (spec §3 derivation order)', () => {
    const built = [
      [cardHandOff({ themeId: '5' }, geneva), 'card'],
      [calendarHandOff({ designId: '4711', mounting: 'spirale' }, geneva), 'calendar'],
      [collageHandOff({ designId: '3' }, geneva), 'collage'],
      [photoFrameHandOff({ materialType: 'poster' }, geneva), 'photoframe'],
      [photobookHandOff({ printing: 'digitalfotobuch' }, geneva), 'photobook'],
      [photoboxHandOff({ type: 'small' }, geneva), 'photobox'],
      [photoboxHandOff({ type: 'photoprint' }, geneva), 'photoprint'],
    ] as const;
    for (const [handOff, kind] of built) expect(productKindOf(new URLSearchParams(handOff)), handOff).toBe(kind);
  });

  it('goes on the kind’s base path, under the locale’s prefix, on the designer’s origin when there is one', () => {
    const query = 'themeId=2048&quantity=50&locale=fr-CH';
    expect(designerUrl('card', query, { pathPrefix: 'fr', designerOrigin: null })).toBe(`/fr/configurator-card?${query}`);
    expect(designerUrl('photoframe', 'materialType=poster', { pathPrefix: '', designerOrigin: 'https://designer.wallart.co.uk' })).toBe(
      'https://designer.wallart.co.uk/configurator-photo-frame?materialType=poster',
    );
  });
});

describe('the hand-off of a design of the catalogue (decision 033)', () => {
  const zurich = { channel: 'kartenliebe', locale: 'fr-CH' } as const;

  it('carries the design in the spec’s parameter, encoded, with its kind’s defaults', () => {
    expect(designHandOff({ kind: 'collage', id: '13', category: '' }, zurich)).toBe('designId=13&unit=cm&locale=fr-CH');
    expect(designHandOff({ kind: 'card', id: '2048', category: 'hochzeit' }, zurich)).toBe('themeId=2048&quantity=50&locale=fr-CH');
    // A calendar hangs as its type does; a design of no known type hangs on nothing.
    expect(designHandOff({ kind: 'calendar', id: 'a&b', category: 'tischkalender' }, zurich)).toBe(
      'designId=a%26b&mounting=holzfuss&accessoryTypes[]=holzfuss&locale=fr-CH',
    );
    expect(designHandOff({ kind: 'calendar', id: '1', category: '' }, zurich)).toBe('designId=1&accessoryTypes[]=ohne&locale=fr-CH');
    expect(designHandOff({ kind: 'photobook', id: 'fotoheft', category: 'fotoheft' }, zurich)).toMatch(/^photobookType=fotoheft-soft&/);
  });
});
