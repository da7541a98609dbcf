import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accessoryParts } from '../../src/shared/catalogue/accessory-sku';
import { cataloguePath } from '../../src/shared/catalogue/catalogue-needs';
import type { AccessoryCard, DesignCard, DesignPage, FormatsAnswer } from '../../src/shared/catalogue/listing';
import { designHref } from '../../src/shared/designer/design-links';
import type { Locale } from '../../src/shared/locale/locales';
import { AccessoryDetailWrapper } from '../../src/shared/ui/blocks/AccessoryDetailWrapper';
import { AccessoryOverviewWrapper } from '../../src/shared/ui/blocks/AccessoryOverviewWrapper';
import { NEEDS } from '../../src/shared/ui/blocks/block-needs';
import { CardDetailWrapper } from '../../src/shared/ui/blocks/CardDetailWrapper';
import { CollageDetailWrapper } from '../../src/shared/ui/blocks/CollageDetailWrapper';
import { Feed } from '../../src/shared/ui/blocks/Feed';
import { FormatsAndPrices } from '../../src/shared/ui/blocks/FormatsAndPrices';
import { AccessoryDetailWrapperSchema, AccessoryOverviewWrapperSchema } from '../../src/shared/ui/blocks/schemas/accessory-wrappers';
import { CardDetailWrapperSchema, CollageDetailWrapperSchema } from '../../src/shared/ui/blocks/schemas/design-details';
import { ThemesOverviewWrapperSchema } from '../../src/shared/ui/blocks/schemas/design-overviews';
import { FeedSchema } from '../../src/shared/ui/blocks/schemas/feed';
import { FormatsAndPricesSchema } from '../../src/shared/ui/blocks/schemas/formats-and-prices';
import { allElements, attr, getAllByRole, getByRole, parseHtml, textOf } from '../support/dom';
import { failOnMissingTranslations } from '../support/missing-translations';
import { renderInShop } from '../support/render-block';
import { visibleText } from '../support/visible-text';

// spec §2 Feed, overview and detail wrappers, FormatsAndPrices; §3 prices (from-price, struck
// original), photo-print formats, SKU structure; §9 page sizes.

failOnMissingTranslations();

const base = { _uid: 'u1' };
/** A block parsed by its schema, then given catalogue data as the server would. */
function render<S extends z.ZodType>(
  schema: S,
  Component: ComponentType<never>,
  fields: Record<string, unknown>,
  catalogue: unknown,
  locale: Locale = 'de-DE',
): string {
  const block = { ...(schema.parse({ ...base, ...fields }) as object), ...(catalogue === undefined ? {} : { catalogue }) };
  const Render = Component as ComponentType<{ block: unknown; position: number }>;
  return renderInShop(<Render block={block} position={0} />, { locale });
}
/** The visible text with no-break spaces read as spaces (prices and sizes keep theirs together). */
const read = (html: string) => visibleText(html).replace(/\u00a0/g, ' ');
const design = (id: string, name: string, price: DesignCard['price'], kind: DesignCard['kind'] = 'card'): DesignCard => ({
  kind,
  id,
  name,
  image: `/demo-assets/600x600/design-${kind}-x.jpg`,
  price,
  // The catalogue writes the hand-off (decision 033); the block puts it on the designer's path.
  handOff: `${kind === 'card' ? 'themeId' : 'designId'}=${id}&locale=xx-XX`,
});

describe('Feed and the overviews', () => {
  const page: DesignPage = {
    items: [
      design('2048', 'Eukalyptus', { current: 1.49, original: null }),
      design('2041', 'Goldrausch', { current: 1.35, original: 1.69 }),
    ],
    page: 1,
    pageSize: 12,
    total: 3,
  };

  it('shows each design with its from-price per card, a struck original when reduced, and links it to its theme page', () => {
    const html = render(
      FeedSchema,
      Feed,
      { component: 'Feed', headline: 'Karten für jeden Anlass', feedType: 'card', pageSize: '12' },
      page,
    );
    const text = read(html);
    expect(text).toContain('Eukalyptus ab 1,49 € pro Karte');
    expect(text).toContain('Goldrausch 1,69 € ab 1,35 € pro Karte -20 %');
    // The original price is struck through (<del>) and read as "Statt 1,69 €".
    const [eukalyptus, goldrausch] = getAllByRole(parseHtml(html), 'listitem');
    const struck = getByRole(goldrausch!, 'img', { name: 'Statt 1,69\u00a0€' });
    expect([struck.tagName, textOf(struck)]).toEqual(['del', '1,69\u00a0€']);
    expect(allElements(eukalyptus!).map((element) => element.tagName)).not.toContain('del');
    expect(attr(getByRole(eukalyptus!, 'link'), 'href')).toBe('/themes/2048/');
    expect(text).toContain('2 von 3 angezeigt');
    expect(text).toContain('Mehr anzeigen');
  });

  it('offers no "show more" once every design is shown, and says so when there are none', () => {
    const all = { ...page, total: 2 };
    expect(read(render(FeedSchema, Feed, { component: 'Feed', headline: 'Feed', feedType: 'card' }, all))).not.toContain('Mehr anzeigen');
    const none = { ...page, items: [], total: 0 };
    expect(read(render(FeedSchema, Feed, { component: 'Feed', headline: 'Feed', feedType: 'card' }, none))).toContain(
      'Hierzu gibt es gerade keine Designs.',
    );
  });

  it('says the designs cannot be loaded when the server could not read them, and waits for them when it did not try', () => {
    const failed = render(FeedSchema, Feed, { component: 'Feed', headline: 'Feed', feedType: 'collage' }, null, 'en-GB');
    expect(read(failed)).toContain('The designs cannot be loaded right now.');
    const pending = render(FeedSchema, Feed, { component: 'Feed', headline: 'Feed', feedType: 'collage' }, undefined, 'en-GB');
    expect(pending).toContain('aria-busy="true"');
    expect(read(pending)).toBe('Feed');
  });

  it('reads page sizes 12 and 48 only, whether written as text or number, and drops prices written into content', () => {
    const parse = (fields: Record<string, unknown>) =>
      FeedSchema.parse({ ...base, component: 'Feed', headline: 'F', feedType: 'card', ...fields });
    expect(parse({ pageSize: '48' }).pageSize).toBe(48);
    expect(parse({ pageSize: 48 }).pageSize).toBe(48);
    expect(parse({ pageSize: '13' }).pageSize).toBe(12);
    expect(parse({}).pageSize).toBe(12);
    expect(parse({ catalogue: { items: [{ price: { current: 0 } }] } }).catalogue).toBeUndefined();
    expect(FeedSchema.safeParse({ ...base, component: 'Feed', headline: 'F', feedType: 'poster' }).success).toBe(false);
  });

  it('asks the catalogue for what each overview names', () => {
    const themes = ThemesOverviewWrapperSchema.parse({
      ...base,
      component: 'ThemesOverviewWrapper',
      headline: 'H',
      category: 'hochzeit',
      occasion: 'hochzeit',
      sort: 'created',
    });
    expect(cataloguePath(NEEDS.ThemesOverviewWrapper(themes), 'fr-CH')).toBe(
      '/web-api/designs?kind=card&category=hochzeit&occasion=hochzeit&sort=created&pageSize=12&page=1&locale=fr-CH',
    );
    // An occasion the catalogue does not know is no filter at all, not an empty list.
    const odd = ThemesOverviewWrapperSchema.parse({
      ...base,
      component: 'ThemesOverviewWrapper',
      headline: 'H',
      occasion: 'halloween',
      category: 'Bad Value!',
    });
    expect(NEEDS.ThemesOverviewWrapper(odd)).toEqual({
      type: 'designs',
      query: { kind: 'card', category: '', occasion: '', sort: 'popularity', pageSize: 12 },
    });
  });
});

describe('detail wrappers', () => {
  it('shows a card theme with its price per card and leads into the card designer in the page’s language', () => {
    const html = render(
      CardDetailWrapperSchema,
      CardDetailWrapper,
      { component: 'CardDetailWrapper', themeId: '2048' },
      design('2048', 'Eukalyptus', { current: 1.6, original: null }),
      'fr-CH',
    );
    expect(html).toContain('<h2');
    expect(read(html)).toContain('Carte Eukalyptus à partir de 1.60 CHF par carte');
    expect(html).toContain('href="/fr/configurator-card?themeId=2048&amp;locale=xx-XX"');
    expect(html).toContain('alt="Eukalyptus"');
  });

  it('names the design under the editor’s headline, and says when the design is not available', () => {
    const collage = design('13', 'Raster III', { current: 24.95, original: null }, 'collage');
    const html = render(
      CollageDetailWrapperSchema,
      CollageDetailWrapper,
      { component: 'CollageDetailWrapper', headline: 'Unsere Lieblingscollage', designId: '13' },
      collage,
    );
    expect(read(html)).toContain('Collage Unsere Lieblingscollage Raster III ab 24,95 € Jetzt gestalten');
    expect(html).toContain('href="/configurator-collage?designId=13&amp;locale=xx-XX"');
    const gone = render(CollageDetailWrapperSchema, CollageDetailWrapper, { component: 'CollageDetailWrapper', designId: '404' }, null);
    expect(read(gone)).toBe('Collage Collage Dieses Design ist gerade nicht verfügbar.');
    expect(gone).not.toContain('configurator');
  });

  it('refuses a design id that is not a catalogue id', () => {
    expect(CardDetailWrapperSchema.safeParse({ ...base, component: 'CardDetailWrapper', themeId: '../../admin' }).success).toBe(false);
    expect(CardDetailWrapperSchema.safeParse({ ...base, component: 'CardDetailWrapper', themeId: '' }).success).toBe(false);
  });
});

describe('accessories', () => {
  it('reads the parts of a SKU (spec §3)', () => {
    expect(accessoryParts('envelope-c6-114x162-kraft')).toEqual({
      kind: 'envelope',
      subType: 'c6',
      width: 114,
      height: 162,
      finish: 'kraft',
    });
    expect(accessoryParts('ribbon-satin-10x1000-gold')).toEqual({
      kind: 'ribbon',
      subType: 'satin',
      width: 10,
      height: 1000,
      finish: 'gold',
    });
    expect(accessoryParts('pen-gold')).toEqual({ kind: 'pen', subType: '', width: 0, height: 0, finish: 'gold' });
  });

  it('names accessories from their SKU in the shopper’s language, with size and price per piece', () => {
    const envelopes: AccessoryCard[] = [
      {
        sku: 'envelope-c6-114x162-kraft',
        kind: 'envelope',
        image: '/demo-assets/600x600/envelope.jpg',
        price: { current: 0.95, original: null },
        handOff: 'quantity=50',
      },
      {
        sku: 'envelope-dl-110x220-weiss',
        kind: 'envelope',
        image: '/demo-assets/600x600/envelope.jpg',
        price: null,
        handOff: 'quantity=50',
      },
    ];
    const fields = { component: 'AccessoryOverviewWrapper', headline: 'Umschläge', accessoryKind: 'envelope' };
    const german = read(render(AccessoryOverviewWrapperSchema, AccessoryOverviewWrapper, fields, envelopes));
    expect(german).toContain('Umschlag C6, Kraftpapier 11,4 × 16,2 cm 0,95 € pro Stück');
    expect(german).toContain('Umschlag DL, weiß 11 × 22 cm Nicht verfügbar');
    expect(read(render(AccessoryOverviewWrapperSchema, AccessoryOverviewWrapper, fields, envelopes, 'de-CH'))).toContain(
      'Umschlag DL, weiss',
    );
    expect(read(render(AccessoryOverviewWrapperSchema, AccessoryOverviewWrapper, fields, envelopes, 'en-US'))).toContain(
      'Envelope C6, kraft paper 4.5 × 6.4 in',
    );
  });

  it('shows one accessory and leads to the card designer, where accessories join an order', () => {
    const pen: AccessoryCard = {
      sku: 'pen-gold',
      kind: 'pen',
      image: '/demo-assets/600x600/accessory-pen.jpg',
      price: { current: 3.9, original: null },
      handOff: 'quantity=50&locale=it-IT',
    };
    const html = render(
      AccessoryDetailWrapperSchema,
      AccessoryDetailWrapper,
      { component: 'AccessoryDetailWrapper', sku: 'pen-gold' },
      pen,
      'it-IT',
    );
    expect(read(html)).toContain('Accessorio per biglietti Penna, oro 3,90 € al pezzo');
    expect(html).toContain('href="/it/configurator-card?quantity=50&amp;locale=it-IT"');
  });
});

describe('FormatsAndPrices', () => {
  // spec §7 payload.formats: the formats with a price; 123x45 has none and is not listed.
  const prices: FormatsAnswer = {
    payload: {
      formats: [
        { formatType: '130x90', priceCurrent: 0.25, priceOriginal: null },
        { formatType: '600x400', priceCurrent: 33.7, priceOriginal: 44.95 },
      ],
    },
  };
  const fields = {
    component: 'FormatsAndPrices',
    headline: 'Formate & Preise',
    materialType: 'poster',
    formats: ['130x90', '600x400', '123x45', 'a4'],
  };

  it('tables each format in the locale’s unit with its price, and asks only for formats with a size', () => {
    const german = read(render(FormatsAndPricesSchema, FormatsAndPrices, fields, prices));
    expect(german).toContain('Format Preis 13 × 9 cm 0,25 € 60 × 40 cm 44,95 € 33,70 € -25 % 12,3 × 4,5 cm Nicht verfügbar');
    const american = read(render(FormatsAndPricesSchema, FormatsAndPrices, fields, prices, 'en-US'));
    expect(american).toContain('5 × 3.5 in');
    expect(NEEDS.FormatsAndPrices(FormatsAndPricesSchema.parse({ ...base, ...fields })).formats).toEqual(['130x90', '600x400', '123x45']);
  });

  it('needs a material of the catalogue', () => {
    expect(FormatsAndPricesSchema.safeParse({ ...base, ...fields, materialType: 'gold' }).success).toBe(false);
  });
});

describe('design links', () => {
  it('lead card themes to the theme page and the rest into the designer with their hand-off, in the page’s language', () => {
    const here = { channel: 'wallart', pathPrefix: 'nl', platform: 'web', designerOrigin: null } as const;
    const card = { kind: 'card', id: '2048', handOff: 'themeId=2048' } as const;
    expect(designHref(card, here)).toBe('/nl/themes/2048');
    expect(designHref({ kind: 'calendar', id: '4711', handOff: 'designId=4711&locale=nl-BE' }, here)).toBe(
      '/nl/configurator-calendar?designId=4711&locale=nl-BE',
    );
    expect(designHref({ kind: 'photobook', id: 'echtfotobuch', handOff: 'photobookType=echtfotobuch-hard' }, here)).toBe(
      '/nl/configurator-photobook?photobookType=echtfotobuch-hard',
    );
    expect(designHref(card, { ...here, pathPrefix: '', platform: 'desktop' })).toBe('/d/themes/2048');
    expect(
      designHref(
        { kind: 'collage', id: '1', handOff: 'designId=1' },
        { ...here, channel: 'kartenliebe', designerOrigin: 'https://designer.example' },
      ),
    ).toBe('https://designer.example/nl/configurator-collage?designId=1');
    // spec §3 collagePdpBeforeDesigner: Wallart's collages go to their product page first (decision 086).
    expect(designHref({ kind: 'collage', id: '1', handOff: 'designId=1' }, { ...here, designerOrigin: 'https://designer.example' })).toBe(
      '/nl/products/collage?designId=1',
    );
  });
});
