import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { Locale } from '../../src/shared/locale/locales';
import type { PageData } from '../../src/shared/shop-data';
import { BentoGrid } from '../../src/shared/ui/blocks/BentoGrid';
import type { BlockProps } from '../../src/shared/ui/blocks/block-props';
import { imageLoading } from '../../src/shared/ui/blocks/ContentImage';
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
import { renderBlock } from '../support/render-block';

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

const asset = (filename: string, alt: string) => ({
  fieldtype: 'asset',
  filename,
  alt,
  title: '',
  name: '',
  focus: '',
  copyright: '',
  id: 0,
});
const story = (slug: string) => ({ fieldtype: 'multilink', linktype: 'story', id: '', cached_url: slug, url: '' });
const url = (href: string) => ({ fieldtype: 'multilink', linktype: 'url', id: '', url: href, cached_url: href });

/** The heading that names the block's section (aria-labelledby → id). */
function labelledHeading(html: string): string | undefined {
  const id = /<section[^>]* aria-labelledby="([^"]+)"/.exec(html)?.[1];
  if (!id) return undefined;
  return new RegExp(`<(h[1-6]) id="${id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}">([^<]*)</h[1-6]>`).exec(html)?.slice(1, 3).join(':');
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
    const html = render(ImageBlockSchema, ImageBlock, block, { position: 3 });
    expect(html).toMatch(/^<section class="block block--image-block"><figure><a class="block--image-block__link" href="\/fotobox\/">/);
    expect(html).toMatch(
      /<img src="\/demo-assets\/1600x900\/hero-gifts.jpg" alt="Liebevoll verpackte Fotogeschenke mit Schleifenband auf einem Tisch" width="1600" height="900" loading="lazy"[^>]*\/><\/span><\/a><figcaption/,
    );
    expect(html).toContain(
      '<figcaption class="block--image-block__caption">Persönlich verpackt: Unsere Fotobox ist ein Geschenk, das man immer wieder öffnet.</figcaption>',
    );
  });

  it('loads the image eagerly only as the first block, and leaves out an empty caption and link', () => {
    const html = render(ImageBlockSchema, ImageBlock, { ...block, caption: '', link: '' }, { position: 0 });
    expect(html).toContain('loading="eager"');
    expect(html).not.toContain('<a ');
    expect(html).not.toContain('figcaption');
  });

  it('names a link around an image without alt text by the caption', () => {
    const html = render(ImageBlockSchema, ImageBlock, { ...block, image: asset('/demo-assets/800x600/gift-box.jpg', '') });
    expect(html).toContain(
      '<a class="block--image-block__link" href="/fotobox/" aria-label="Persönlich verpackt: Unsere Fotobox ist ein Geschenk, das man immer wieder öffnet.">',
    );
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
    expect(html).toContain(`<figcaption class="block--image-block__caption">${ESCAPED}</figcaption>`);
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
    expect(render(CTASchema, CTA, block)).toBe(
      '<section class="block block--cta block--align-center"><a class="cta block--cta__link" href="/fotokalender/" style="background-color:#1d1d1b;color:#ffffff">Jetzt Fotokalender gestalten</a></section>',
    );
    expect(render(CTASchema, CTA, { ...block, align: 'right' })).toContain('class="block block--cta block--align-left"');
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
    const html = render(QuoteSchema, Quote, block);
    expect(html).toMatch(/^<section class="block block--quote"><figure class="block--quote__figure">/);
    expect(html).toContain(`<blockquote class="block--quote__text"><p>${block.quote}</p></blockquote>`);
    expect(html).toContain(
      '<figcaption class="block--quote__author"><span class="block--quote__name">Lena und Tobias</span>, <span class="block--quote__role">Brautpaar aus Münster</span></figcaption>',
    );
  });

  it('shows the rating as stars with a spoken label', () => {
    const html = render(QuoteSchema, Quote, { ...block, rating: '4' });
    expect(html).toContain('<p class="block--quote__rating" role="img" aria-label="Bewertung: 4 von 5 Sternen">');
    expect(html.match(/block--quote__star--filled/g)).toHaveLength(4);
    expect(html.match(/<svg /g)).toHaveLength(5);
    expect(html.match(/<svg [^>]*aria-hidden="true"/g)).toHaveLength(5);
    expect(render(QuoteSchema, Quote, block, { locale: 'en-GB' })).toContain('aria-label="Rating: 5 out of 5 stars"');
  });

  it('leaves out an empty role and rating', () => {
    const html = render(QuoteSchema, Quote, { ...block, role: '', rating: '' });
    expect(html).not.toContain('block--quote__rating');
    expect(html).toContain('<figcaption class="block--quote__author"><span class="block--quote__name">Lena und Tobias</span></figcaption>');
  });

  it('renders nothing without the quote or its author', () => {
    expect(render(QuoteSchema, Quote, { ...block, quote: '' })).toBe('');
    expect(render(QuoteSchema, Quote, { ...block, author: undefined })).toBe('');
  });

  it('keeps markup as text and ignores a rating out of range', () => {
    const html = render(QuoteSchema, Quote, { ...block, quote: INJECTION, author: '"><b>x</b>', rating: '5" onmouseover="alert(1)' });
    expect(html).toContain(`<p>${ESCAPED}</p>`);
    expect(html).toContain('&quot;&gt;&lt;b&gt;x&lt;/b&gt;');
    expect(html).not.toContain('block--quote__rating');
    expect(render(QuoteSchema, Quote, { ...block, rating: '6' })).not.toContain('block--quote__rating');
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
    const html = render(UspTeaserSchema, UspTeaser, block);
    expect(html).toMatch(/^<section class="block block--usp-teaser"><ul class="block--usp-teaser__list">/);
    expect(html.match(/<li class="block--usp-teaser__item">/g)).toHaveLength(3);
    expect(html.match(/<svg class="block--usp-teaser__icon"[^>]*aria-hidden="true"/g)).toHaveLength(3);
    expect(html).toContain('<h3 class="block--usp-teaser__headline">Mit Liebe gedruckt</h3>');
    expect(html).toContain(
      '<p class="block--usp-teaser__text">Die meisten Bestellungen verlassen unsere Druckerei schon nach wenigen Werktagen.</p>',
    );
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
    expect(html).toContain(`<h3 class="block--usp-teaser__headline">${ESCAPED}</h3>`);
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
    expect(html.match(/<li class="block--sub-teaser__item">/g)).toHaveLength(3);
    const first = /<li class="block--sub-teaser__item">(.*?)<\/li>/.exec(html)?.[1] ?? '';
    expect(first).toMatch(/^<a class="block--sub-teaser__card" href="\/karten\/">.*<\/a>$/);
    expect(first).toMatch(
      /<img src="\/demo-assets\/800x600\/cards-wedding.jpg" alt="Hochzeitskarten mit Eukalyptus-Motiv und Kraftpapierumschlag" width="800" height="600" loading="lazy"/,
    );
    expect(first).toContain(
      '<h3 class="block--sub-teaser__headline">Hochzeit</h3><p class="block--sub-teaser__text">Von der Save-the-Date-Karte bis zur Danksagung: alles in einem Stil.</p></a>',
    );
  });

  it('shows a card without a usable link as a plain card', () => {
    const html = render(SubTeaserSchema, SubTeaser, block);
    expect(html.match(/<a /g)).toHaveLength(2);
    expect(html).toMatch(/<div class="block--sub-teaser__card">(?:<span[^>]*>)?<img src="\/demo-assets\/800x600\/cards-christmas.jpg"/);
    expect(html).toContain('<h3 class="block--sub-teaser__headline">Weihnachten</h3>');
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
    expect(html).toContain(`<p class="block--sub-teaser__text">${ESCAPED}</p>`);
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
    expect([...html.matchAll(/<li class="block--bento-grid__item block--bento-grid__item--(\w+)">/g)].map((match) => match[1])).toEqual([
      'large',
      'wide',
      'small',
      'tall',
    ]);
    expect([...html.matchAll(/<a class="block--bento-grid__card" href="([^"]+)">/g)].map((match) => match[1])).toEqual([
      '/fotobuch/',
      '/fotobox/',
      '/leinwanddruck/',
      '/karten/',
    ]);
    expect(html).toContain('alt="Fotobuch mit Strandbildern, daneben eine Sonnenbrille"');
    expect(html).toContain(
      '<div class="block--bento-grid__overlay"><h3 class="block--bento-grid__headline">Leinwand fürs Wohnzimmer</h3><p class="block--bento-grid__text">Dein Lieblingsfoto ganz groß.</p></div>',
    );
  });

  it('uses small for a missing size and a plain tile for a missing link', () => {
    const html = render(BentoGridSchema, BentoGrid, { ...block, items: [{ ...block.items[0], size: '', link: '' }] });
    expect(html).toContain('<li class="block--bento-grid__item block--bento-grid__item--small"><div class="block--bento-grid__card">');
    expect(html).not.toContain('<a ');
  });

  it('renders nothing without a headline or without items', () => {
    expect(render(BentoGridSchema, BentoGrid, { ...block, headline: undefined })).toBe('');
    expect(render(BentoGridSchema, BentoGrid, { ...block, items: [] })).toBe('');
  });

  it('keeps sizes, links and texts from reaching into the markup', () => {
    const html = render(BentoGridSchema, BentoGrid, {
      ...block,
      items: [{ ...block.items[0], size: 'large" onclick="alert(1)', link: url('javascript:alert(1)'), headline: INJECTION }],
    });
    expect(html).toContain('block--bento-grid__item--small"');
    expect(html).not.toMatch(/onclick|javascript:|<a |<script/);
    expect(html).toContain(`<h3 class="block--bento-grid__headline">${ESCAPED}</h3>`);
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
