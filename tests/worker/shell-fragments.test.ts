import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import type { ShopData } from '../../src/shared/shop-data';
import { bumpGeneration } from '../../src/worker/features/content/content-generation';
import { type FragmentScope, pageFragments } from '../../src/worker/features/page-shell/shell-fragments';
import { shopWithBindings } from './worker-fetch';

// Shell fragments (issue 33, decision 095): the header's, navigation's and footer's kept slots are
// rendered once per scope and written into every later page of it, until a publish or a new build.
// One isolate's env for every request (fragments are kept per env), the page cache off, so every view renders.
const shop = shopWithBindings({ PAGE_CACHE_SECONDS: '0' });
const render = async (url: string, isolate = shop) => {
  const response = await isolate(url);
  expect(response.status).toBe(200);
  const html = (await response.text()).replace(/nonce="[^"]+"/g, 'nonce=""');
  const [, kept, rendered] = /^kept=(\d+) rendered=(\d+) /.exec(response.headers.get('x-shell-fragments') ?? '') ?? [];
  return { html, kept: Number(kept), rendered: Number(rendered) };
};

/** The markup of the slot whose content starts with `start`, as the page has it. */
const slot = (html: string, start: string) => html.slice(html.indexOf(start), html.indexOf('</div>', html.indexOf(start)));

describe('shell fragments', () => {
  it('are rendered by the first page of a locale and written into the next page, the same bytes', async () => {
    await bumpGeneration(env.CONTENT);
    const first = await render('https://kartenliebe.de/karten/');
    expect(first.kept).toBe(0);
    expect(first.rendered).toBeGreaterThanOrEqual(6);

    const second = await render('https://kartenliebe.de/fotokalender/');
    // The logo, the closed burger, every flyout: all kept. The language links and the footer's consent form name their own page.
    expect(second.kept).toBeGreaterThanOrEqual(5);
    for (const start of ['<section class="flyout__group', '<div class="burger__bar">', '<svg']) {
      expect(slot(second.html, start)).toBe(slot(first.html, start));
    }
    // The pages themselves differ, and never carry the marks the server reads fragments back by.
    expect(second.html).not.toBe(first.html);
    expect(first.html).not.toContain('kept-fragment');
    expect(second.html).not.toContain('kept-fragment');

    // Another locale is another scope.
    const french = await render('https://kartenliebe.ch/fr/');
    expect(french.kept).toBe(0);
  });

  it('are made anew after a publish, and what was written equals what is rendered', async () => {
    await bumpGeneration(env.CONTENT);
    await render('https://kartenliebe.de/karten/');
    const written = await render('https://kartenliebe.de/fotokalender/');
    expect(written.kept).toBeGreaterThan(0);

    await bumpGeneration(env.CONTENT, Date.now() + 1);
    const rendered = await render('https://kartenliebe.de/fotokalender/');
    expect(rendered.kept).toBe(0);
    expect(rendered.rendered).toBeGreaterThan(0);
    expect(rendered.html).toBe(written.html);
  });
});

describe('shell fragments across isolates', () => {
  it('that every page shows are read by a new isolate from the data centre’s cache', async () => {
    await bumpGeneration(env.CONTENT);
    const first = await render('https://kartenliebe.de/karten/');
    expect(first.kept).toBe(0);
    // Another isolate: an env of its own, so nothing in memory; the Cache API is the data centre's.
    const next = await render('https://kartenliebe.de/fotokalender/', shopWithBindings({ PAGE_CACHE_SECONDS: '0' }));
    // The logo, the closed burger, the footer's contact part and every flyout come from the cache;
    // what names its page (the language links, the tiles, the consent form's path) is rendered.
    expect(next.kept).toBeGreaterThanOrEqual(5);
    expect(next.rendered).toBeGreaterThan(0);
    expect(slot(next.html, '<section class="flyout__group')).toBe(slot(first.html, '<section class="flyout__group'));
    // And the page is the one a render writes.
    const again = await render('https://kartenliebe.de/fotokalender/', shopWithBindings({ PAGE_CACHE_SECONDS: '0' }));
    expect(again.html).toBe(next.html);
  });
});

describe('a page’s fragments', () => {
  const isolateEnv = { ...env };
  // The logo and the footer's contact read nothing of their page.
  const shopData = { navigation: { items: [] } } as unknown as ShopData;
  const ignore = () => {};
  const scope: FragmentScope = {
    source: 'demo',
    build: 'build-a',
    generation: 'g1',
    origin: 'https://kartenliebe.de',
    channel: 'kartenliebe',
    locale: 'de-DE',
    platform: 'web',
    designerOrigin: '',
  };
  const encoder = new TextEncoder();
  /** `html` as a stream of chunks of `size` bytes: marks may be cut anywhere. */
  const streamOf = (html: string, size: number) => {
    const bytes = encoder.encode(html);
    return new ReadableStream<Uint8Array>({
      start(controller) {
        for (let at = 0; at < bytes.length; at += size) controller.enqueue(bytes.slice(at, at + size));
        controller.close();
      },
    });
  };

  it('read back what a page wrote, however its stream is cut, and are the same build’s only', async () => {
    for (const size of [1, 7, 4096]) {
      const made = pageFragments(isolateEnv, { ...scope, generation: `cut-${size}` }, shopData, ignore);
      const first = made.capture('logo', undefined);
      const second = made.capture('footer-contact', undefined);
      const page = `<header><div class="server-markup"><kept-fragment data-fragment="${first}"><svg>ü中</svg></kept-fragment></div></header><p>Seite</p><div class="server-markup"><kept-fragment data-fragment="${second}"><a href="tel:+49">Service</a></kept-fragment></div>`;
      const sent = await new Response(made.keepFrom(streamOf(page, size), 'the-nonce')).text();
      expect(sent).toBe(
        '<header><div class="server-markup"><svg>ü中</svg></div></header><p>Seite</p><div class="server-markup"><a href="tel:+49">Service</a></div>',
      );

      const next = pageFragments(isolateEnv, { ...scope, generation: `cut-${size}` }, shopData, ignore);
      expect(next.html('logo', undefined)).toBe('<svg>ü中</svg>');
      expect(next.html('footer-contact', undefined)).toBe('<a href="tel:+49">Service</a>');
      expect(next.outcome()).toBe('kept=2 rendered=0 blocks-kept=0 blocks-rendered=0');
      expect(
        pageFragments(isolateEnv, { ...scope, generation: `cut-${size}`, build: 'build-b' }, shopData, ignore).html('logo', undefined),
      ).toBeUndefined();
    }
  });

  it('keep nothing that carries the request’s nonce', async () => {
    const made = pageFragments(isolateEnv, { ...scope, generation: 'nonce' }, shopData, ignore);
    const page = `<div class="server-markup"><kept-fragment data-fragment="${made.capture('logo', undefined)}"><script nonce="n0nce"></script></kept-fragment></div>`;
    await new Response(made.keepFrom(streamOf(page, 16), 'n0nce')).text();
    expect(pageFragments(isolateEnv, { ...scope, generation: 'nonce' }, shopData, ignore).html('logo', undefined)).toBeUndefined();
  });
});
