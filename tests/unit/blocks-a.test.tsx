import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Locale } from '../../src/shared/locale/locales';
import type { PageData } from '../../src/shared/shop-data';
import { BentoGrid } from '../../src/shared/ui/blocks/BentoGrid';
import type { BlockProps } from '../../src/shared/ui/blocks/block-props';
import { CTA } from '../../src/shared/ui/blocks/CTA';
import { ImageBlock } from '../../src/shared/ui/blocks/ImageBlock';
import { Quote } from '../../src/shared/ui/blocks/Quote';
import { SubTeaser } from '../../src/shared/ui/blocks/SubTeaser';
import { BentoGridSchema } from '../../src/shared/ui/blocks/schemas/bento-grid';
import { CTASchema } from '../../src/shared/ui/blocks/schemas/cta';
import { ImageBlockSchema } from '../../src/shared/ui/blocks/schemas/image-block';
import { QuoteSchema } from '../../src/shared/ui/blocks/schemas/quote';
import { SubTeaserSchema } from '../../src/shared/ui/blocks/schemas/sub-teaser';
import { UspTeaserSchema } from '../../src/shared/ui/blocks/schemas/usp-teaser';
import { UspTeaser } from '../../src/shared/ui/blocks/UspTeaser';
import { imageLoading } from '../../src/shared/ui/media/ContentImage';
import {
  allElements,
  attr,
  attrs,
  getAllByRole,
  getByRole,
  nameOf,
  parseHtml,
  queryAllByRole,
  queryAllByText,
  textOf,
} from '../support/dom';
import { asset, renderBlock } from '../support/render-block';

// The blocks ImageBlock, CTA, Quote, UspTeaser, SubTeaser and BentoGrid (docs/content-model.md),
// parsed with their schema and rendered in the shop context of a kartenliebe page, as a page does.

interface RenderOptions {
  locale?: Locale;
  position?: number;
  page?: PageData;
}

/** '' when the block fails its schema (the page skips it), else its server-rendered HTML. */
function render<S extends z.ZodType>(
  schema: S,
  Component: ComponentType<BlockProps<z.output<S>>>,
  block: Record<string, unknown>,
  options: RenderOptions = {},
): string {
  return renderBlock(schema, Component, block, options);
}

const story = (slug: string) => ({ fieldtype: 'multilink', linktype: 'story', id: '', cached_url: slug, url: '' });
const url = (href: string) => ({ fieldtype: 'multilink', linktype: 'url', id: '', url: href, cached_url: href });

/** The name of the block's section and the heading it comes from, as `h2:Name`. */
function labelledHeading(html: string): string | undefined {
  const section = queryAllByRole(parseHtml(html), 'region')[0];
  const heading = section && queryAllByRole(section, 'heading').find((each) => textOf(each) === nameOf(section));
  return heading && `${heading.tagName}:${nameOf(section)}`;
}

const INJECTION = '<script>alert(1)</script><img src=x onerror=alert(1)>';
const ESCAPED = '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;';

describe('ImageBlock', () => {
  const block = {
    component: 'ImageBlock',
    _uid: 'img-1',
    image: asset('/demo-assets/1600x900/hero-gifts.jpg', 'Liebevoll verpackte Fotogeschenke mit Schleifenband auf einem Tisch'),
    caption: 'Persönlich verpackt: Unsere Fotobox ist ein Geschenk, das man immer wieder öffnet.',
    link: story('kartenliebe/de/fotobox'),
  };

  it('shows the image with its alt text, linked, and the caption as figcaption', () => {
    const page = parseHtml(render(ImageBlockSchema, ImageBlock, block, { position: 3 }));
    // The figure is named by its caption, the link by the image's alt text.
    const figure = getByRole(page, 'figure', { name: block.caption });
    const link = getByRole(figure, 'link', { name: block.image.alt });
    expect(attr(link, 'href')).toBe('/fotobox/');
    expect(attrs(getByRole(link, 'img', { name: block.image.alt }))).toMatchObject({
      src: '/demo-assets/1600x900/hero-gifts.jpg',
      width: '1600',
      height: '900',
      loading: 'lazy',
    });
    expect(textOf(figure)).toBe(block.caption);
  });

  it('loads the image eagerly only as the first block, and leaves out an empty caption and link', () => {
    const page = parseHtml(render(ImageBlockSchema, ImageBlock, { ...block, caption: '', link: '' }, { position: 0 }));
    expect(attr(getByRole(page, 'img', { name: block.image.alt }), 'loading')).toBe('eager');
    expect(queryAllByRole(page, 'link')).toEqual([]);
    expect(nameOf(getByRole(page, 'figure'))).toBe('');
    expect(allElements(page).map((element) => element.tagName)).not.toContain('figcaption');
  });

  it('names a link around an image without alt text by the caption', () => {
    const html = render(ImageBlockSchema, ImageBlock, { ...block, image: asset('/demo-assets/800x600/gift-box.jpg', '') });
    expect(attr(getByRole(parseHtml(html), 'link', { name: block.caption }), 'href')).toBe('/fotobox/');
  });

  it('renders nothing without an image', () => {
    expect(ImageBlockSchema.safeParse({ ...block, image: '' }).success).toBe(false);
    expect(render(ImageBlockSchema, ImageBlock, { ...block, image: { filename: '', alt: 'x' } })).toBe('');
  });

  it('shows no unsafe image or link, and keeps markup in the caption as text', () => {
    expect(render(ImageBlockSchema, ImageBlock, { ...block, image: asset('javascript:alert(1)', 'x') })).toBe('');
    const html = render(ImageBlockSchema, ImageBlock, { ...block, caption: INJECTION, link: url('javascript:alert(1)') });
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('javascript:');
    expect(textOf(getByRole(parseHtml(html), 'figure', { name: INJECTION }))).toBe(INJECTION);
  });
});

describe('CTA', () => {
  const block = {
    component: 'CTA',
    _uid: 'cta-1',
    text: 'Jetzt Fotokalender gestalten',
    link: story('kartenliebe/de/fotokalender'),
    backgroundColor: '',
    textColor: '',
    align: 'center',
  };
  const contentPage = (actionColor: Record<string, string> | undefined): PageData => ({
    kind: 'content',
    story: {
      id: 1,
      uuid: 'u',
      name: 'Fotokalender',
      slug: 'fotokalender',
      full_slug: 'kartenliebe/de/fotokalender',
      content: { component: 'Page', title: 'Fotokalender', description: '', activeNavigation: 'calendar', actionColor, body: [] },
      tag_list: [],
      alternates: [],
    },
  });

  it('shows a button-styled link in the default colours, aligned as set', () => {
    const page = parseHtml(render(CTASchema, CTA, block));
    const links = getAllByRole(page, 'link');
    expect(links.map(nameOf)).toEqual(['Jetzt Fotokalender gestalten']);
    expect(attrs(links[0]!)).toMatchObject({ href: '/fotokalender/', style: 'background-color:#1d1d1b;color:#ffffff' });
    expect(textOf(page)).toBe('Jetzt Fotokalender gestalten');
    // The alignment reaches the page only as a CSS class (no accessible signal): the schema's reading of it is checked.
    expect(CTASchema.parse(block).align).toBe('center');
    expect(CTASchema.parse({ ...block, align: 'right' }).align).toBe('left');
  });

  it("takes the block's colours first, then the page's action colours", () => {
    const page = contentPage({ ctaColor: '#c8102e', ctaTextColor: '#fffff0' });
    expect(render(CTASchema, CTA, block, { page })).toContain('style="background-color:#c8102e;color:#fffff0"');
    expect(render(CTASchema, CTA, { ...block, backgroundColor: '#1f3a5f' }, { page })).toContain(
      'style="background-color:#1f3a5f;color:#fffff0"',
    );
    expect(render(CTASchema, CTA, { ...block, backgroundColor: '#1f3a5f', textColor: '#000000' }, { page })).toContain(
      'style="background-color:#1f3a5f;color:#000000"',
    );
  });

  it('renders nothing without text or without a link that can be followed from this page', () => {
    expect(CTASchema.safeParse({ ...block, text: '  ' }).success).toBe(false);
    expect(render(CTASchema, CTA, { ...block, text: '  ' })).toBe('');
    expect(render(CTASchema, CTA, { ...block, link: '' })).toBe('');
    expect(render(CTASchema, CTA, { ...block, link: story('wallart/de/wandbilder') })).toBe('');
    expect(render(CTASchema, CTA, block, { locale: 'en-GB' })).toBe('');
  });

  it('refuses dangerous links and colours and keeps markup in the text as text', () => {
    expect(render(CTASchema, CTA, { ...block, link: url('javascript:alert(1)') })).toBe('');
    const page = contentPage({ ctaColor: 'red;background:url(x)', ctaTextColor: 'expression(alert(1))' });
    const html = render(
      CTASchema,
      CTA,
      { ...block, text: INJECTION, backgroundColor: 'red;background:url(javascript:alert(1))', textColor: '#fff" onclick="x' },
      { page },
    );
    expect(html).toContain('style="background-color:#1d1d1b;color:#ffffff"');
    expect(html).toContain(`>${ESCAPED}</a>`);
    expect(html).not.toMatch(/url\(|expression|onclick/);
  });
});

describe('Quote', () => {
  const block = {
    component: 'Quote',
    _uid: 'quote-1',
    quote:
      'Unsere Hochzeitseinladungen waren ein Traum! Das Papier fühlt sich wunderbar an, und die Gäste haben uns noch Wochen später darauf angesprochen.',
    author: 'Lena und Tobias',
    role: 'Brautpaar aus Münster',
    rating: '5',
  };

  it('shows the quote as a blockquote in a figure, with author and role in the figcaption', () => {
    const page = parseHtml(render(QuoteSchema, Quote, block));
    // The figure is named by its caption: author and role.
    const figure = getByRole(page, 'figure', { name: 'Lena und Tobias, Brautpaar aus Münster' });
    expect(textOf(getByRole(figure, 'blockquote'))).toBe(block.quote);
    expect(textOf(getByRole(getByRole(figure, 'blockquote'), 'paragraph'))).toBe(block.quote);
  });

  it('shows the rating as stars with a spoken label', () => {
    const html = render(QuoteSchema, Quote, { ...block, rating: '4' });
    const rating = getByRole(parseHtml(html), 'img', { name: 'Bewertung: 4 von 5 Sternen' });
    // Five stars, drawn filled up to the rating, each hidden behind the one spoken label.
    const stars = allElements(rating).filter((element) => element.tagName === 'svg');
    expect(stars.map((star) => attr(star, 'aria-hidden'))).toEqual(['true', 'true', 'true', 'true', 'true']);
    const fills = stars.map((star) => allElements(star).map((shape) => attr(shape, 'fill')));
    expect(fills).toEqual([['currentColor'], ['currentColor'], ['currentColor'], ['currentColor'], ['none']]);
    expect(html.match(/<svg /g)).toHaveLength(5);
    expect(nameOf(getByRole(parseHtml(render(QuoteSchema, Quote, block, { locale: 'en-GB' })), 'img'))).toBe('Rating: 5 out of 5 stars');
  });

  it('leaves out an empty role and rating', () => {
    const page = parseHtml(render(QuoteSchema, Quote, { ...block, role: '', rating: '' }));
    expect(queryAllByRole(page, 'img')).toEqual([]);
    expect(nameOf(getByRole(page, 'figure'))).toBe('Lena und Tobias');
  });

  it('renders nothing without the quote or its author', () => {
    expect(render(QuoteSchema, Quote, { ...block, quote: '' })).toBe('');
    expect(render(QuoteSchema, Quote, { ...block, author: undefined })).toBe('');
  });

  it('keeps markup as text and ignores a rating out of range', () => {
    const html = render(QuoteSchema, Quote, { ...block, quote: INJECTION, author: '"><b>x</b>', rating: '5" onmouseover="alert(1)' });
    expect(html).toContain(`<p>${ESCAPED}</p>`);
    expect(html).toContain('&quot;&gt;&lt;b&gt;x&lt;/b&gt;');
    const page = parseHtml(html);
    expect(textOf(getByRole(page, 'blockquote'))).toBe(INJECTION);
    expect(nameOf(getByRole(page, 'figure'))).toBe('"><b>x</b>, Brautpaar aus Münster');
    expect(queryAllByRole(page, 'img')).toEqual([]);
    expect(queryAllByRole(parseHtml(render(QuoteSchema, Quote, { ...block, rating: '6' })), 'img')).toEqual([]);
  });
});

describe('UspTeaser', () => {
  const block = {
    component: 'UspTeaser',
    _uid: 'usp-1',
    items: [
      {
        component: 'UspItem',
        icon: 'heart',
        headline: 'Mit Liebe gedruckt',
        text: 'Edle Papiere, satte Farben und sorgfältige Verarbeitung – jede Bestellung wird einzeln für dich gefertigt.',
      },
      {
        component: 'UspItem',
        icon: 'truck',
        headline: 'Schnell bei dir',
        text: 'Die meisten Bestellungen verlassen unsere Druckerei schon nach wenigen Werktagen.',
      },
      {
        component: 'UspItem',
        icon: 'star',
        headline: 'Zufriedenheitsgarantie',
        text: 'Ist etwas nicht so, wie du es dir vorgestellt hast, finden wir gemeinsam eine Lösung – versprochen.',
      },
    ],
  };

  it('lists the promises with a hidden icon, a heading and a text each', () => {
    const items = getAllByRole(getByRole(parseHtml(render(UspTeaserSchema, UspTeaser, block)), 'list'), 'listitem');
    // Level 2: the block has no headline of its own, and right under the page's h1 a level 3 would skip one.
    expect(items.map((item) => nameOf(getByRole(item, 'heading', { level: 2 })))).toEqual([
      'Mit Liebe gedruckt',
      'Schnell bei dir',
      'Zufriedenheitsgarantie',
    ]);
    expect(items.map((item) => textOf(getByRole(item, 'paragraph')))).toEqual(block.items.map((item) => item.text));
    // One icon each, drawn for the eye and hidden from screen readers.
    const icons = items.map((item) => allElements(item).filter((element) => element.tagName === 'svg'));
    expect(icons.map((svgs) => svgs.map((svg) => attr(svg, 'aria-hidden')))).toEqual([['true'], ['true'], ['true']]);
  });

  it('draws every icon', () => {
    const icons = ['truck', 'star', 'leaf', 'heart', 'shield', 'clock'].map((icon) => ({ icon, headline: icon, text: '' }));
    const html = render(UspTeaserSchema, UspTeaser, { ...block, items: icons });
    const shapes = html.match(/<svg[^>]*>.*?<\/svg>/g) ?? [];
    expect(shapes).toHaveLength(6);
    expect(new Set(shapes).size).toBe(6);
  });

  it('drops items without a headline and renders nothing without items', () => {
    const html = render(UspTeaserSchema, UspTeaser, {
      ...block,
      items: [{ icon: 'leaf', headline: '', text: 'ohne Titel' }, ...block.items],
    });
    expect(html.match(/<li /g)).toHaveLength(3);
    expect(html).not.toContain('ohne Titel');
    expect(render(UspTeaserSchema, UspTeaser, { ...block, items: [{ icon: 'leaf', headline: ' ', text: 'x' }] })).toBe('');
    expect(render(UspTeaserSchema, UspTeaser, { ...block, items: 'kaputt' })).toBe('');
  });

  it('keeps markup as text and draws a known icon for an unknown one', () => {
    const html = render(UspTeaserSchema, UspTeaser, {
      ...block,
      items: [{ icon: '"><script>alert(1)</script>', headline: INJECTION, text: INJECTION }],
    });
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain(ESCAPED);
    getByRole(parseHtml(html), 'heading', { level: 2, name: INJECTION });
    expect(html.match(/<svg /g)).toHaveLength(1);
  });
});

describe('SubTeaser', () => {
  const item = (headline: string, text: string, file: string, alt: string, link: unknown) => ({
    component: 'SubTeaserItem',
    headline,
    text,
    image: asset(file, alt),
    link,
  });
  const block = {
    component: 'SubTeaser',
    _uid: 'sub-1',
    headline: 'Für jeden Anlass die passende Karte',
    items: [
      item(
        'Hochzeit',
        'Von der Save-the-Date-Karte bis zur Danksagung: alles in einem Stil.',
        '/demo-assets/800x600/cards-wedding.jpg',
        'Hochzeitskarten mit Eukalyptus-Motiv und Kraftpapierumschlag',
        story('kartenliebe/de/karten'),
      ),
      item(
        'Geburt',
        'Zeigt der Welt euer kleines Wunder – mit Babykarten voller Liebe.',
        '/demo-assets/800x600/cards-birth.jpg',
        'Geburtskarte mit Babyfoto, Name und Geburtsdaten',
        story('kartenliebe/de/karten'),
      ),
      item(
        'Weihnachten',
        'Persönliche Weihnachtsgrüße, die garantiert nicht im Stapel untergehen.',
        '/demo-assets/800x600/cards-christmas.jpg',
        'Weihnachtskarte mit Familienfoto neben Tannenzweigen',
        '',
      ),
    ],
  };

  it('shows the headline as the h2 naming the section, and a card per item', () => {
    const html = render(SubTeaserSchema, SubTeaser, block, { position: 4 });
    expect(labelledHeading(html)).toBe('h2:Für jeden Anlass die passende Karte');
    const items = getAllByRole(parseHtml(html), 'listitem');
    expect(items).toHaveLength(3);
    // The whole first card is one link: picture, headline and text.
    const card = getByRole(items[0]!, 'link');
    expect(attr(card, 'href')).toBe('/karten/');
    expect(textOf(card)).toBe(textOf(items[0]!));
    const alt = 'Hochzeitskarten mit Eukalyptus-Motiv und Kraftpapierumschlag';
    expect(attrs(getByRole(card, 'img', { name: alt }))).toMatchObject({
      src: '/demo-assets/800x600/cards-wedding.jpg',
      width: '800',
      height: '600',
      loading: 'lazy',
    });
    getByRole(card, 'heading', { level: 3, name: 'Hochzeit' });
    expect(textOf(getByRole(card, 'paragraph'))).toBe('Von der Save-the-Date-Karte bis zur Danksagung: alles in einem Stil.');
    expect(nameOf(card)).toBe(`${alt} Hochzeit Von der Save-the-Date-Karte bis zur Danksagung: alles in einem Stil.`);
  });

  it('shows a card without a usable link as a plain card', () => {
    const html = render(SubTeaserSchema, SubTeaser, block);
    expect(html.match(/<a /g)).toHaveLength(2);
    const plain = getAllByRole(parseHtml(html), 'listitem')[2]!;
    expect(queryAllByRole(plain, 'link')).toEqual([]);
    expect(attr(getByRole(plain, 'img'), 'src')).toBe('/demo-assets/800x600/cards-christmas.jpg');
    expect(nameOf(getByRole(plain, 'heading', { level: 3 }))).toBe('Weihnachten');
  });

  it('renders nothing without a headline, and drops items without one', () => {
    expect(render(SubTeaserSchema, SubTeaser, { ...block, headline: '' })).toBe('');
    const html = render(SubTeaserSchema, SubTeaser, { ...block, items: [{ ...block.items[0], headline: '' }, block.items[1]] });
    expect(html.match(/<li /g)).toHaveLength(1);
    expect(html).toContain('Geburt');
  });

  it('links nowhere dangerous or foreign, and keeps markup as text', () => {
    const html = render(SubTeaserSchema, SubTeaser, {
      ...block,
      headline: INJECTION,
      items: [
        { ...block.items[0], link: url('javascript:alert(1)'), text: INJECTION },
        { ...block.items[1], link: story('wallart/de/wandbilder') },
        { ...block.items[2], link: url('//evil.example/'), image: asset('javascript:alert(1)', 'x') },
      ],
    });
    expect(html).not.toContain('<a ');
    expect(html).not.toMatch(/javascript:|evil\.example|<script|<img src=x/);
    expect(html).toContain(`>${ESCAPED}</h2>`);
    // The headline and the first card's text, both as the text written.
    expect(queryAllByText(parseHtml(html), INJECTION).map((element) => element.tagName)).toEqual(['h2', 'p']);
  });
});

describe('BentoGrid', () => {
  const item = (headline: string, text: string, file: string, alt: string, slug: string, size: string) => ({
    component: 'BentoItem',
    headline,
    text,
    image: asset(file, alt),
    link: story(slug),
    size,
  });
  const block = {
    component: 'BentoGrid',
    _uid: 'bento-1',
    headline: 'Geschenkideen mit Herz',
    items: [
      item(
        'Das Fotobuch vom schönsten Urlaub',
        'Sand zwischen den Zehen, Sonne im Gesicht: Halte eure Reise in einem Fotobuch fest.',
        '/demo-assets/800x600/photo-book.jpg',
        'Fotobuch mit Strandbildern, daneben eine Sonnenbrille',
        'kartenliebe/de/fotobuch',
        'large',
      ),
      item(
        'Eine Box voller Erinnerungen',
        'Fotoabzüge in einer liebevoll gestalteten Box – das perfekte Mitbringsel.',
        '/demo-assets/800x600/gift-box.jpg',
        'Fotobox mit Schleifenband als Geschenk verpackt',
        'kartenliebe/de/fotobox',
        'wide',
      ),
      item(
        'Leinwand fürs Wohnzimmer',
        'Dein Lieblingsfoto ganz groß.',
        '/demo-assets/800x600/canvas.jpg',
        'Leinwandbild mit Familienfoto',
        'kartenliebe/de/leinwanddruck',
        'small',
      ),
      item(
        'Geburtstagskarten',
        'Mehr als nur „Alles Gute“.',
        '/demo-assets/800x600/cards-birthday.jpg',
        'Fröhliche Geburtstagskarte mit Fotos und Konfetti',
        'kartenliebe/de/karten',
        'tall',
      ),
    ],
  };

  it('shows the headline as the h2 naming the section, and a linked tile per item in its size', () => {
    const html = render(BentoGridSchema, BentoGrid, block);
    expect(labelledHeading(html)).toBe('h2:Geschenkideen mit Herz');
    // A tile's size reaches the page only as a CSS class (no accessible signal): the schema's reading of it is checked.
    expect(BentoGridSchema.parse(block).items.map((item) => item.size)).toEqual(['large', 'wide', 'small', 'tall']);
    const tiles = getAllByRole(parseHtml(html), 'listitem').map((item) => getByRole(item, 'link'));
    expect(tiles.map((tile) => attr(tile, 'href'))).toEqual(['/fotobuch/', '/fotobox/', '/leinwanddruck/', '/karten/']);
    getByRole(tiles[0]!, 'img', { name: 'Fotobuch mit Strandbildern, daneben eine Sonnenbrille' });
    getByRole(tiles[2]!, 'heading', { level: 3, name: 'Leinwand fürs Wohnzimmer' });
    expect(textOf(tiles[2]!)).toBe('Leinwand fürs Wohnzimmer Dein Lieblingsfoto ganz groß.');
    expect(textOf(getByRole(tiles[2]!, 'paragraph'))).toBe('Dein Lieblingsfoto ganz groß.');
  });

  it('uses small for a missing size and a plain tile for a missing link', () => {
    const item = { ...block.items[0], size: '', link: '' };
    expect(BentoGridSchema.parse({ ...block, items: [item] }).items[0]?.size).toBe('small');
    const tile = getByRole(parseHtml(render(BentoGridSchema, BentoGrid, { ...block, items: [item] })), 'listitem');
    expect(queryAllByRole(tile, 'link')).toEqual([]);
    expect(textOf(tile)).toBe(`${block.items[0]!.headline} ${block.items[0]!.text}`);
  });

  it('renders nothing without a headline or without items', () => {
    expect(render(BentoGridSchema, BentoGrid, { ...block, headline: undefined })).toBe('');
    expect(render(BentoGridSchema, BentoGrid, { ...block, items: [] })).toBe('');
  });

  it('keeps sizes, links and texts from reaching into the markup', () => {
    const hostile = {
      ...block,
      items: [{ ...block.items[0], size: 'large" onclick="alert(1)', link: url('javascript:alert(1)'), headline: INJECTION }],
    };
    expect(BentoGridSchema.parse(hostile).items[0]?.size).toBe('small');
    const html = render(BentoGridSchema, BentoGrid, hostile);
    expect(html).not.toMatch(/onclick|javascript:|<a |<script/);
    expect(html).toContain(ESCAPED);
    getByRole(parseHtml(html), 'heading', { level: 3, name: INJECTION });
  });
});

describe('image loading (spec §4; §3 loadingFirstImgLazy)', () => {
  it('loads the image that leads the page at once, unless the channel has it load lazily too', () => {
    expect(imageLoading(true, { loadingFirstImgLazy: false })).toBe('eager');
    expect(imageLoading(true, { loadingFirstImgLazy: true })).toBe('lazy');
    expect(imageLoading(false, { loadingFirstImgLazy: false })).toBe('lazy');
    const lead = render(
      ImageBlockSchema,
      ImageBlock,
      { _uid: 'i', component: 'ImageBlock', image: { filename: '/demo-assets/800x600/canvas.jpg', alt: 'Leinwand' } },
      { position: 0 },
    );
    expect(lead).toContain('loading="eager"');
    const later = render(
      ImageBlockSchema,
      ImageBlock,
      { _uid: 'i', component: 'ImageBlock', image: { filename: '/demo-assets/800x600/canvas.jpg', alt: 'Leinwand' } },
      { position: 3 },
    );
    expect(later).toContain('loading="lazy"');
  });
});
