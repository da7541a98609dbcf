import { describe, expect, it } from 'vitest';
import { errorPageProductKind } from '../../src/shared/designer/error-page-product-kind';
import { errorWayBack } from '../../src/shared/designer/error-way-back';

// spec §3 "On the error page": the product kind from the query, and the way back to it (decision 071).

const CARD = 'card=klappkarte&category=privat&occasion=geburtstag&themeId=2048';

describe('the product an error page was reached for (spec §3, tested card, calendar, photobook, photobox, photoprint, collage)', () => {
  const kindOf = (query: string) => errorPageProductKind(new URLSearchParams(query));

  it('knows every kind by its own parameters', () => {
    expect(kindOf(CARD)).toBe('card');
    expect(kindOf('designGroupId=7&designId=4711')).toBe('calendar');
    expect(kindOf('designGroupSetId=3&productType=photobook')).toBe('photobook');
    expect(kindOf('designId=5')).toBe('collage');
    expect(kindOf('productType=photobox')).toBe('photobox');
    expect(kindOf('productType=photoprint')).toBe('photoprint');
    expect(kindOf('')).toBeNull();
    expect(kindOf('locale=de-DE&gclid=abc')).toBeNull();
  });

  it('reads a plain record the same as the request’s query', () => {
    expect(errorPageProductKind({ designGroupId: '7', designId: '4711' })).toBe('calendar');
    expect(errorPageProductKind({ designId: '5' })).toBe('collage');
    expect(errorPageProductKind({ productType: 'photobox' })).toBe('photobox');
    expect(errorPageProductKind({})).toBeNull();
    // Only the record's own parameters, never what every object inherits.
    expect(errorPageProductKind({ designGroupId: '7', constructor: 'x' } as Record<string, string>)).toBeNull();
  });

  it('is a card only with all four of card, category, occasion and themeId, none empty', () => {
    for (const missing of ['card', 'category', 'occasion', 'themeId']) {
      const query = new URLSearchParams(CARD);
      query.delete(missing);
      expect(errorPageProductKind(query), `without ${missing}`).toBeNull();
      query.set(missing, '');
      expect(errorPageProductKind(query), `with an empty ${missing}`).toBeNull();
    }
  });

  it('needs both parameters of a calendar and of a photo book', () => {
    expect(kindOf('designGroupId=7')).toBeNull();
    expect(kindOf('designGroupId=7&designId=')).toBeNull();
    expect(kindOf('designGroupSetId=3')).toBeNull();
    expect(kindOf('productType=photobook')).toBeNull();
    expect(kindOf('designGroupSetId=3&productType=photobox')).toBe('photobox');
  });

  it('tests the rules from the one that asks most to the one that asks least', () => {
    // A designId is the calendar's when its design group is there, a collage's otherwise.
    expect(kindOf('designId=4711&designGroupId=7')).toBe('calendar');
    expect(kindOf(`${CARD}&designGroupId=7&designId=4711`)).toBe('card');
    expect(kindOf('designGroupId=7&designId=4711&designGroupSetId=3&productType=photobook')).toBe('calendar');
    expect(kindOf('designGroupSetId=3&productType=photobook&designId=5')).toBe('photobook');
    // A product named outright wins over a lone designId.
    expect(kindOf('designId=5&productType=photobox')).toBe('photobox');
    expect(kindOf('designId=5&productType=photoprint')).toBe('photoprint');
    // An unknown product type names nothing; the designId still makes a collage.
    expect(kindOf('designId=5&productType=fotobuch')).toBe('collage');
  });

  it('takes a value that cannot be a catalogue id as absent', () => {
    expect(kindOf('designId=%3Cscript%3E')).toBeNull();
    expect(kindOf('designGroupId=%2F%2Fevil.example&designId=4711')).toBe('collage');
    expect(kindOf(CARD.replace('themeId=2048', 'themeId=%22%3E%3Cscript%3E'))).toBeNull();
    expect(kindOf(`designId=${'1'.repeat(65)}`)).toBeNull();
    expect(kindOf('productType=PHOTOBOX')).toBeNull();
  });
});

describe('the way back an error page offers (decision 071)', () => {
  const kartenliebeFr = { channel: 'kartenliebe', platform: 'web', pathPrefix: 'fr' } as const;
  const wallart = { channel: 'wallart', platform: 'web', pathPrefix: '' } as const;
  const wayBack = (query: string, from: Parameters<typeof errorWayBack>[1] = kartenliebeFr) =>
    errorWayBack(new URLSearchParams(query), from);

  it('leads a card to its theme page and every other kind to its product page, in the page’s language', () => {
    expect(wayBack(CARD)).toEqual({ kind: 'card', href: '/fr/themes/2048/' });
    expect(wayBack('designGroupId=7&designId=4711')).toEqual({ kind: 'calendar', href: '/fr/products/kalender/' });
    expect(wayBack('designGroupSetId=3&productType=photobook')).toEqual({ kind: 'photobook', href: '/fr/products/fotobuch/' });
    expect(wayBack('designId=5')).toEqual({ kind: 'collage', href: '/fr/products/collage/' });
    expect(wayBack('productType=photobox')).toEqual({ kind: 'photobox', href: '/fr/products/fotobox/' });
    expect(wayBack('productType=photoprint')).toEqual({ kind: 'photoprint', href: '/fr/products/fotoabzuege/' });
  });

  it('writes the channel’s trailing slash and the desktop marker', () => {
    expect(wayBack(CARD, wallart)).toEqual({ kind: 'card', href: '/themes/2048' });
    expect(wayBack('productType=photobox', wallart)).toEqual({ kind: 'photobox', href: '/products/fotobox' });
    expect(wayBack('designId=5', { ...kartenliebeFr, platform: 'desktop' })).toEqual({ kind: 'collage', href: '/fr/d/products/collage/' });
  });

  it('offers nothing without a kind, or for a theme id the theme route would refuse', () => {
    expect(wayBack('')).toBeNull();
    expect(wayBack('card=klappkarte&category=privat&occasion=geburtstag')).toBeNull();
    expect(wayBack(CARD.replace('themeId=2048', 'themeId=20.48'))).toBeNull();
    for (const hostile of ['%22%3E%3Cscript%3E', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '..', '2048%2F..%2F..']) {
      expect(wayBack(CARD.replace('themeId=2048', `themeId=${hostile}`)), hostile).toBeNull();
    }
  });
});
