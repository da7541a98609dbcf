import type { ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, type MockInstance, vi } from 'vitest';
import type { z } from 'zod';
import { FRAME_KINDS } from '../../src/shared/catalogue/frames';
import { MATERIALS } from '../../src/shared/catalogue/materials';
import type { Language, Locale } from '../../src/shared/locale/locales';
import { BlockIcon } from '../../src/shared/ui/blocks/BlockIcon';
import { BLOCK_ICONS } from '../../src/shared/ui/blocks/block-icons';
import type { BlockProps } from '../../src/shared/ui/blocks/block-props';
import { Frame } from '../../src/shared/ui/blocks/Frame';
import { Information } from '../../src/shared/ui/blocks/Information';
import { ProductMatrix } from '../../src/shared/ui/blocks/ProductMatrix';
import { Shop } from '../../src/shared/ui/blocks/Shop';
import { SizeOverview } from '../../src/shared/ui/blocks/SizeOverview';
import { FrameSchema } from '../../src/shared/ui/blocks/schemas/frame';
import { InformationSchema } from '../../src/shared/ui/blocks/schemas/information';
import { ProductMatrixSchema } from '../../src/shared/ui/blocks/schemas/product-matrix';
import { ShopSchema } from '../../src/shared/ui/blocks/schemas/shop';
import { SizeOverviewSchema } from '../../src/shared/ui/blocks/schemas/size-overview';
import { loadDemoFiles } from '../../src/worker/features/content/demo/demo-files';
import {
  allElements,
  attr,
  attrs,
  type Element,
  getAllByRole,
  getByRole,
  inDocumentOrder,
  parseHtml,
  queryAllByRole,
  roleOf,
  textOf,
} from '../support/dom';
import { asset, renderBlock } from '../support/render-block';
import { visibleText } from '../support/visible-text';

const DEMO_FILES = await loadDemoFiles();

// docs/content-model.md ProductMatrix, Shop, SizeOverview, Frame, Information; spec §3 materials
// and frame kinds, §5 format strings; units per locale (spec §3: inches for en-US).

const LOCALES_UNDER_TEST: Locale[] = ['de-DE', 'de-CH', 'en-GB', 'en-US', 'es-ES', 'fr-FR', 'it-IT', 'nl-NL'];

/** One block as a page renders it (tests/support/render-block.tsx); '' when it fails its schema. */
function render<T>(
  Component: ComponentType<BlockProps<T>>,
  schema: z.ZodType<T>,
  block: Record<string, unknown>,
  locale: Locale = 'de-DE',
  position = 0,
): string {
  return renderBlock(schema, Component, block, { locale, position });
}

const story = (cachedUrl: string) => ({ fieldtype: 'multilink', linktype: 'story', id: '', cached_url: cachedUrl, url: '' });
const url = (href: string) => ({ fieldtype: 'multilink', linktype: 'url', id: '', url: href, cached_url: href });
const nb = (text: string) => text.replace(/ /g, '\u00a0');

let warn: MockInstance<typeof console.warn>;
beforeEach(() => {
  warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  warn.mockRestore();
});
const missingTranslations = () => warn.mock.calls.map(String).filter((line) => line.includes('"event":"translation-missing"'));

/** The block's section, found by its name; it must be named by its h2 headline. */
function sectionNamed(html: string, name: string): Element {
  const section = getByRole(parseHtml(html), 'region', { name });
  getByRole(section, 'heading', { level: 2, name });
  return section;
}

// ---------------------------------------------------------------------------------------------

const productMatrix = () => ({
  component: 'ProductMatrix',
  _uid: 'pm-1',
  headline: 'Alles, was du liebst – persönlich gestaltet',
  items: [
    {
      component: 'ProductMatrixItem',
      title: 'Karten',
      text: 'Einladungen, Danksagungen und Grüße für jeden Anlass – von der Geburt bis zur Hochzeit.',
      image: asset('/demo-assets/800x600/cards-wedding.jpg', 'Hochzeitseinladungen mit Foto des Brautpaars und passenden Umschlägen'),
      link: story('kartenliebe/de/karten'),
      productKind: 'card',
    },
    {
      component: 'ProductMatrixItem',
      title: 'Fotokalender',
      text: 'Zwölf Monate, zwölf Lieblingsfotos – als Wand-, Tisch- oder Familienkalender.',
      image: asset('/demo-assets/800x600/photo-calendar.jpg', 'Fotokalender mit Familienfoto an einer Küchenwand'),
      link: story('kartenliebe/de/fotokalender'),
      productKind: 'calendar',
    },
    {
      component: 'ProductMatrixItem',
      title: 'Fotobox',
      text: 'Deine schönsten Bilder als Abzüge in einer hübschen Geschenkbox.',
      image: asset('/demo-assets/800x600/photo-box.jpg', 'Geöffnete Fotobox mit gestapelten Fotoabzügen'),
      link: story('kartenliebe/de/fotobox'),
      productKind: 'photobox',
    },
  ],
});

describe('ProductMatrix', () => {
  it('shows each product as a linked card with image, h3 title and text under an h2 headline', () => {
    const html = render(ProductMatrix, ProductMatrixSchema, productMatrix());
    const section = sectionNamed(html, 'Alles, was du liebst – persönlich gestaltet');
    const items = getAllByRole(getByRole(section, 'list'), 'listitem');
    expect(items).toHaveLength(3);
    const cards = items.map((item) => getByRole(item, 'link'));
    expect(cards.map((card) => attr(card, 'href'))).toEqual(['/karten/', '/fotokalender/', '/fotobox/']);
    getByRole(cards[0]!, 'heading', { level: 3, name: 'Karten' });
    const image = getByRole(cards[0]!, 'img', { name: 'Hochzeitseinladungen mit Foto des Brautpaars und passenden Umschlägen' });
    expect(attrs(image)).toMatchObject({ width: '800', height: '600' });
    expect(visibleText(html)).toContain('Fotokalender Zwölf Monate, zwölf Lieblingsfotos – als Wand-, Tisch- oder Familienkalender.');
  });

  it('marks each card with its product kind', () => {
    const html = render(ProductMatrix, ProductMatrixSchema, productMatrix());
    expect([...html.matchAll(/data-product-kind="([^"]+)"/g)].map((match) => match[1])).toEqual(['card', 'calendar', 'photobox']);
    const unknown = productMatrix();
    unknown.items[0]!.productKind = 'rocket';
    expect(render(ProductMatrix, ProductMatrixSchema, unknown)).not.toContain('rocket');
  });

  it('loads the images eagerly only in the first block of a page', () => {
    expect(render(ProductMatrix, ProductMatrixSchema, productMatrix(), 'de-DE', 0)).toContain('loading="eager"');
    expect(render(ProductMatrix, ProductMatrixSchema, productMatrix(), 'de-DE', 3)).not.toContain('loading="eager"');
  });

  it('writes links for the page’s locale prefix', () => {
    const block = productMatrix();
    block.items[0]!.link = story('kartenliebe/fr/cartes');
    expect(render(ProductMatrix, ProductMatrixSchema, block, 'fr-FR')).toContain('href="/fr/cartes/"');
  });

  it('shows a card without a link when its link cannot be followed, and drops items without a title', () => {
    const block = productMatrix();
    block.items[0]!.link = '' as never;
    block.items[1]!.link = story('wallart/de/fotokalender');
    block.items[2]!.title = '  ';
    const html = render(ProductMatrix, ProductMatrixSchema, block);
    expect(html).not.toContain('href=');
    const items = getAllByRole(parseHtml(html), 'listitem');
    expect(items.map((item) => textOf(getByRole(item, 'heading', { level: 3 })))).toEqual(['Karten', 'Fotokalender']);
    expect(items.flatMap((item) => queryAllByRole(item, 'link'))).toEqual([]);
    expect(html).not.toContain('Fotobox');
  });

  it('renders nothing without a headline or without any product', () => {
    expect(render(ProductMatrix, ProductMatrixSchema, { ...productMatrix(), headline: '' })).toBe('');
    expect(render(ProductMatrix, ProductMatrixSchema, { ...productMatrix(), items: [] })).toBe('');
    expect(render(ProductMatrix, ProductMatrixSchema, { ...productMatrix(), items: [{ title: '' }] })).toBe('');
  });

  it('refuses javascript: links and keeps markup as text', () => {
    const block = productMatrix();
    block.items[0]!.link = url('javascript:alert(1)') as never;
    block.items[1]!.title = '<img src=x onerror=alert(1)>';
    block.items[1]!.productKind = '"><script>alert(1)</script>';
    const html = render(ProductMatrix, ProductMatrixSchema, block);
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

// ---------------------------------------------------------------------------------------------

const shop = () => ({
  component: 'Shop',
  _uid: 'shop-1',
  headline: 'Shop by material',
  items: [
    {
      component: 'ShopItem',
      title: 'Acrylic glass',
      image: asset('/demo-assets/800x600/acrylic.jpg', 'Acrylic glass print with brilliant colours and a glossy surface'),
      link: story('kartenliebe/en/wall-art'),
      badge: 'Bestseller',
    },
    {
      component: 'ShopItem',
      title: 'Aluminium Dibond',
      image: asset('/demo-assets/800x600/alu-dibond.jpg', 'Aluminium Dibond print with a matt finish'),
      link: story('kartenliebe/en/wall-art'),
      badge: '',
    },
    {
      component: 'ShopItem',
      title: 'Canvas',
      image: asset('/demo-assets/800x600/canvas.jpg', 'Canvas print with a mirrored edge'),
      link: story('kartenliebe/en/canvas-prints'),
      badge: '',
    },
  ],
});

describe('Shop', () => {
  it('shows linked tiles with image, h3 title and badge under an h2 headline', () => {
    const html = render(Shop, ShopSchema, shop(), 'en-GB');
    const section = sectionNamed(html, 'Shop by material');
    const tiles = getAllByRole(getByRole(section, 'list'), 'listitem').map((item) => getByRole(item, 'link'));
    expect(tiles.map((tile) => attr(tile, 'href'))).toEqual(['/en/wall-art/', '/en/wall-art/', '/en/canvas-prints/']);
    getByRole(tiles[0]!, 'heading', { level: 3, name: 'Acrylic glass' });
    getByRole(tiles[2]!, 'img', { name: 'Canvas print with a mirrored edge' });
    expect(visibleText(html)).toBe('Shop by material Acrylic glass Bestseller Aluminium Dibond Canvas');
  });

  it('shows a badge only where one is set', () => {
    const tiles = (items: unknown[]) => getAllByRole(parseHtml(render(Shop, ShopSchema, { ...shop(), items }, 'en-GB')), 'listitem');
    // The badge is read right after the tile's title.
    expect(tiles(shop().items).map(textOf)).toEqual(['Acrylic glass Bestseller', 'Aluminium Dibond', 'Canvas']);
    const { badge: _, ...withoutBadge } = shop().items[0]!;
    expect(tiles([withoutBadge]).map(textOf)).toEqual(['Acrylic glass']);
  });

  it('renders nothing without a headline or without any tile', () => {
    const { headline: _, ...withoutHeadline } = shop();
    expect(render(Shop, ShopSchema, withoutHeadline, 'en-GB')).toBe('');
    expect(render(Shop, ShopSchema, { ...shop(), items: 'none' }, 'en-GB')).toBe('');
  });

  it('refuses javascript: and protocol-relative links and keeps markup in titles and badges as text', () => {
    const block = shop();
    block.items[0]!.link = url('javascript:alert(document.cookie)') as never;
    block.items[1]!.link = url('//evil.example/') as never;
    block.items[0]!.badge = '<b onclick="x()">-50%</b>';
    block.items[2]!.title = '</h3><script>alert(1)</script>';
    const html = render(Shop, ShopSchema, block, 'en-GB');
    expect(html).not.toContain('javascript:');
    expect(html).not.toContain('evil.example');
    expect(html).not.toContain('<b ');
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;b onclick=&quot;x()&quot;&gt;-50%&lt;/b&gt;');
    expect(html.match(/href=/g)).toHaveLength(1);
  });
});

// ---------------------------------------------------------------------------------------------

const sizeOverview = () => ({
  component: 'SizeOverview',
  _uid: 'size-1',
  headline: 'Acrylglas-Formate',
  text: 'Vom kompakten 3:2-Format bis zum großen Blickfang für dein Wohnzimmer.',
  materialType: 'acrylglas',
  formats: ['300x200', '600x400', '900x600', '1200x800'],
});

/** The sizes the block lists, in order. */
const formatsListed = (html: string) => queryAllByRole(parseHtml(html), 'listitem').map(textOf);

describe('SizeOverview', () => {
  it('lists every format in centimetres under an h2 headline, with the material', () => {
    const html = render(SizeOverview, SizeOverviewSchema, sizeOverview());
    const list = getByRole(sectionNamed(html, 'Acrylglas-Formate'), 'list', { name: 'Verfügbare Formate' });
    expect(getAllByRole(list, 'listitem').map(textOf)).toEqual(['30 × 20 cm', '60 × 40 cm', '90 × 60 cm', '120 × 80 cm'].map(nb));
    expect(visibleText(html)).toContain('Material: Acrylglas');
    expect(visibleText(html)).toContain('Vom kompakten 3:2-Format bis zum großen Blickfang für dein Wohnzimmer.');
    expect(missingTranslations()).toEqual([]);
  });

  it('shows sizes in the locale’s unit: inches in en-US (photo prints under their nominal inch names), with one decimal at most', () => {
    const block = { ...sizeOverview(), formats: ['100x100', '130x90', '150x100', '180x130', '1000x1000', '400x300'] };
    const sizes = (locale: Locale) => formatsListed(render(SizeOverview, SizeOverviewSchema, block, locale));
    // spec §3: the photo-print formats are 4x4, 5x3.5, 6x4, 7x5 in the US; other formats are converted.
    expect(sizes('en-US')).toEqual(['4 × 4 in', '5 × 3.5 in', '6 × 4 in', '7 × 5 in', '39.4 × 39.4 in', '15.7 × 11.8 in'].map(nb));
    expect(sizes('en-GB')).toEqual(['10 × 10 cm', '13 × 9 cm', '15 × 10 cm', '18 × 13 cm', '100 × 100 cm', '40 × 30 cm'].map(nb));
    expect(sizes('fr-FR')).toEqual(['10 × 10 cm', '13 × 9 cm', '15 × 10 cm', '18 × 13 cm', '100 × 100 cm', '40 × 30 cm'].map(nb));
    expect(sizes('de-CH')[4]).toBe(nb('100 × 100 cm'));
    const oddMillimetres = { ...sizeOverview(), formats: ['305x215'] };
    expect(render(SizeOverview, SizeOverviewSchema, oddMillimetres, 'de-DE')).toContain(nb('30,5 × 21,5 cm'));
    expect(render(SizeOverview, SizeOverviewSchema, oddMillimetres, 'en-GB')).toContain(nb('30.5 × 21.5 cm'));
  });

  it('leaves out format strings that are not valid (they count as 0x0)', () => {
    const block = { ...sizeOverview(), formats: ['600x450', '0600x450', '600x0', '600X450', 'a4-hoch', '', 42, null, '700x500'] };
    const html = render(SizeOverview, SizeOverviewSchema, block);
    expect(formatsListed(html)).toEqual([nb('60 × 45 cm'), nb('70 × 50 cm')]);
    expect(html).not.toContain('0 × 0');
  });

  it('shows no list when no format is valid, and no material when it is not a §3 material', () => {
    const html = render(SizeOverview, SizeOverviewSchema, { ...sizeOverview(), formats: ['0x0', 'custom'], materialType: 'gold' });
    expect(html).not.toContain('<ul');
    expect(visibleText(html)).not.toContain('Material');
    expect(visibleText(html)).toBe('Acrylglas-Formate Vom kompakten 3:2-Format bis zum großen Blickfang für dein Wohnzimmer.');
  });

  it('names all twelve materials of §3 in every language, as metal print and foam board in en-US', () => {
    const material = (materialType: string, locale: Locale) =>
      visibleText(render(SizeOverview, SizeOverviewSchema, { ...sizeOverview(), materialType, text: '', formats: [] }, locale)).replace(
        /^Acrylglas-Formate /,
        '',
      );
    for (const locale of LOCALES_UNDER_TEST) {
      const names = MATERIALS.map((each) => material(each, locale));
      expect(new Set(names).size, locale).toBe(MATERIALS.length);
    }
    expect(missingTranslations()).toEqual([]);
    expect(material('aludibond', 'en-US')).toBe('Material: metal print');
    expect(material('forexplatte', 'en-US')).toBe('Material: foam board');
    expect(material('aludibond', 'en-GB')).toBe('Material: Alu-Dibond');
    expect(material('leinwand', 'en-US')).toBe('Material: canvas');
    expect(material('hahnemuehle', 'de-DE')).toBe('Material: Hahnemühle Fine Art');
    expect(material('leinwand', 'fr-FR')).toBe('Matériau\u202f: toile');
    expect(material('leinwand', 'es-ES')).toBe('Material: lienzo');
    expect(material('leinwand', 'it-IT')).toBe('Materiale: tela');
    expect(material('fototapete', 'nl-NL')).toBe('Materiaal: fotobehang');
  });

  it('renders nothing without a headline', () => {
    expect(render(SizeOverview, SizeOverviewSchema, { ...sizeOverview(), headline: '   ' })).toBe('');
    expect(render(SizeOverview, SizeOverviewSchema, { ...sizeOverview(), headline: undefined })).toBe('');
  });

  it('keeps markup in texts as text and never shows a format string as written', () => {
    const block = {
      ...sizeOverview(),
      headline: '<script>alert(1)</script>',
      text: '<a href="javascript:alert(1)">hier</a>',
      formats: ['600x450', '"><script>alert(2)</script>'],
    };
    const html = render(SizeOverview, SizeOverviewSchema, block);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<a ');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('alert(2)');
  });
});

// ---------------------------------------------------------------------------------------------

const frame = () => ({
  component: 'Frame',
  _uid: 'frame-1',
  headline: 'Der Schattenfugenrahmen',
  text: 'Ein schmaler Rahmen mit feiner Fuge lässt deine Leinwand scheinbar schweben und gibt ihr den letzten Schliff – in Eiche, Natur, Schwarz oder Weiß.',
  frameKind: 'schattenfuge-leinwand',
  image: asset('/demo-assets/600x600/frame-floater.jpg', 'Leinwandbild in einem Schattenfugenrahmen aus Eiche'),
});

/** The line under the headline that names the frame kind: the paragraph besides the editor's text. */
const frameKindShown = (html: string) =>
  queryAllByRole(parseHtml(html), 'paragraph')
    .map(textOf)
    .find((text) => text !== frame().text);

describe('Frame', () => {
  it('shows image, h2 headline, frame kind and text', () => {
    const html = render(Frame, FrameSchema, frame());
    const section = sectionNamed(html, 'Der Schattenfugenrahmen');
    const image = getByRole(section, 'img', { name: 'Leinwandbild in einem Schattenfugenrahmen aus Eiche' });
    expect(attrs(image)).toMatchObject({ src: '/demo-assets/600x600/frame-floater.jpg', width: '600', height: '600', loading: 'eager' });
    // The picture comes first, then the headline.
    expect(inDocumentOrder(image, getByRole(section, 'heading'))).toBe(true);
    expect(visibleText(html)).toBe(
      'Der Schattenfugenrahmen Rahmenart: Schattenfugenrahmen für Leinwand Ein schmaler Rahmen mit feiner Fuge lässt deine Leinwand scheinbar schweben und gibt ihr den letzten Schliff – in Eiche, Natur, Schwarz oder Weiß.',
    );
    expect(render(Frame, FrameSchema, frame(), 'de-DE', 2)).toContain('loading="lazy"');
  });

  it('names all seven frame kinds of §3 in every language', () => {
    const kind = (frameKind: string, locale: Locale) => frameKindShown(render(Frame, FrameSchema, { ...frame(), frameKind }, locale));
    for (const locale of LOCALES_UNDER_TEST) {
      const names = FRAME_KINDS.map((each) => kind(each, locale));
      expect(new Set(names).size, locale).toBe(FRAME_KINDS.length);
    }
    expect(missingTranslations()).toEqual([]);
    expect(kind('holzrahmen', 'en-GB')).toBe('Frame type: wooden frame');
    expect(kind('alurahmen', 'en-US')).toBe('Frame type: aluminum frame');
    expect(kind('holzrahmen', 'fr-FR')).toBe('Type de cadre\u202f: cadre en bois');
    expect(kind('artbox', 'nl-NL')).toBe('Soort lijst: Artbox');
  });

  it('leaves out a frame kind that is not one of §3, and an empty image', () => {
    const html = render(Frame, FrameSchema, { ...frame(), frameKind: 'goldrahmen', image: '' });
    expect(frameKindShown(html)).toBeUndefined();
    expect(queryAllByRole(parseHtml(html), 'paragraph').map(textOf)).toEqual([frame().text]);
    expect(html).not.toContain('<img');
  });

  it('renders nothing without a headline', () => {
    expect(render(Frame, FrameSchema, { ...frame(), headline: '' })).toBe('');
  });

  it('keeps markup as text and refuses an unsafe image address', () => {
    const html = render(Frame, FrameSchema, {
      ...frame(),
      text: '<img src=x onerror=alert(1)>',
      image: asset('javascript:alert(1)', 'x'),
    });
    expect(html).not.toContain('<img');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

// ---------------------------------------------------------------------------------------------

const information = () => ({
  component: 'Information',
  _uid: 'info-1',
  headline: 'Rechtzeitig zum großen Tag',
  text: {
    type: 'doc',
    content: [
      {
        type: 'paragraph',
        content: [
          {
            type: 'text',
            text: 'Bestellst du, bevor der Countdown abläuft, geht deine Bestellung noch heute in Produktion. Den voraussichtlichen Liefertermin siehst du im Warenkorb, bevor du die Bestellung abschließt.',
          },
        ],
      },
    ],
  },
  icon: 'truck',
  showDeliveryCountdown: true,
});

describe('Information', () => {
  it('shows a decorative icon, an h2 headline and the rich text', () => {
    const html = render(Information, InformationSchema, information());
    const section = sectionNamed(html, 'Rechtzeitig zum großen Tag');
    // The truck, drawn before the headline and hidden from screen readers.
    const icon = allElements(section).find((element) => element.tagName === 'svg')!;
    expect(attr(icon, 'aria-hidden')).toBe('true');
    expect(inDocumentOrder(icon, getByRole(section, 'heading'))).toBe(true);
    const truck = allElements(parseHtml(renderToStaticMarkup(<BlockIcon name="truck" />))).find((element) => element.tagName === 'svg')!;
    const shapes = (svg: Element) => allElements(svg).map((shape) => [shape.tagName, attrs(shape)]);
    expect(shapes(icon)).toEqual(shapes(truck));
    expect(textOf(getAllByRole(section, 'paragraph')[0]!)).toMatch(/^Bestellst du, bevor der Countdown abläuft,/);
    expect(visibleText(html)).toBe(
      'Rechtzeitig zum großen Tag Bestellst du, bevor der Countdown abläuft, geht deine Bestellung noch heute in Produktion. Den voraussichtlichen Liefertermin siehst du im Warenkorb, bevor du die Bestellung abschließt.',
    );
  });

  it('holds an empty delivery countdown placeholder only when asked to', () => {
    // An empty live region the client fills with the countdown.
    const liveRegions = (html: string) =>
      allElements(parseHtml(html))
        .filter((element) => attr(element, 'aria-live') !== null)
        .map((element) => ({
          role: roleOf(element),
          live: attr(element, 'aria-live'),
          countdown: attr(element, 'data-countdown'),
          text: textOf(element),
        }));
    expect(liveRegions(render(Information, InformationSchema, information()))).toEqual([
      { role: 'paragraph', live: 'polite', countdown: 'delivery', text: '' },
    ]);
    expect(liveRegions(render(Information, InformationSchema, { ...information(), showDeliveryCountdown: false }))).toEqual([]);
    expect(render(Information, InformationSchema, { ...information(), showDeliveryCountdown: false })).not.toContain('data-countdown');
    expect(render(Information, InformationSchema, { ...information(), showDeliveryCountdown: 'true' })).not.toContain('data-countdown');
  });

  it('draws each of the six icons, and none for an unknown icon', () => {
    const svgs = BLOCK_ICONS.map(
      (icon) => /<svg[\s\S]*<\/svg>/.exec(render(Information, InformationSchema, { ...information(), icon }))?.[0],
    );
    expect(new Set(svgs).size).toBe(6);
    for (const svg of svgs) expect(svg).toContain('aria-hidden="true"');
    expect(render(Information, InformationSchema, { ...information(), icon: 'rocket' })).not.toContain('<svg');
  });

  it('renders nothing without a headline', () => {
    expect(render(Information, InformationSchema, { ...information(), headline: '' })).toBe('');
  });

  it('refuses javascript: links in the rich text and keeps markup as text', () => {
    const block = information();
    block.text.content = [
      {
        type: 'paragraph',
        content: [
          { type: 'text', text: '<script>alert(1)</script>' },
          {
            type: 'text',
            text: 'Liefertermine',
            marks: [{ type: 'link', attrs: { linktype: 'url', href: 'javascript:alert(1)' } }],
          } as never,
        ],
      },
    ];
    const html = render(Information, InformationSchema, block);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(visibleText(html)).toContain('Liefertermine');
  });
});

// ---------------------------------------------------------------------------------------------

describe('the demo content', () => {
  const LOCALE_OF: Record<Language, Locale> = { de: 'de-DE', en: 'en-GB', es: 'es-ES', fr: 'fr-FR', it: 'it-IT', nl: 'nl-NL' };
  const found: Record<string, number> = { ProductMatrix: 0, Shop: 0, SizeOverview: 0, Frame: 0, Information: 0 };
  const collect = (value: unknown, into: Record<string, unknown>[]): Record<string, unknown>[] => {
    if (Array.isArray(value)) for (const each of value) collect(each, into);
    else if (value && typeof value === 'object') {
      const block = value as Record<string, unknown>;
      if (typeof block.component === 'string' && block.component in found) into.push({ _uid: 'demo', ...block });
      for (const each of Object.values(block)) collect(each, into);
    }
    return into;
  };

  it('renders every ProductMatrix, Shop, SizeOverview, Frame and Information block it holds', () => {
    for (const file of DEMO_FILES) {
      for (const block of collect(file.stories, [])) {
        const locale = LOCALE_OF[file.language as Language];
        const where = `${file.channel}/${file.language} ${String(block.component)} ${String(block.headline)}`;
        const html =
          block.component === 'ProductMatrix'
            ? render(ProductMatrix, ProductMatrixSchema, block, locale)
            : block.component === 'Shop'
              ? render(Shop, ShopSchema, block, locale)
              : block.component === 'SizeOverview'
                ? render(SizeOverview, SizeOverviewSchema, block, locale)
                : block.component === 'Frame'
                  ? render(Frame, FrameSchema, block, locale)
                  : render(Information, InformationSchema, block, locale);
        expect(html, where).toContain(`<h2 id=`);
        found[String(block.component)]! += 1;
      }
    }
    for (const [component, count] of Object.entries(found)) expect(count, component).toBeGreaterThan(0);
    expect(missingTranslations()).toEqual([]);
  });
});
