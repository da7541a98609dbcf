import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { bumpGeneration } from '../../src/worker/features/content/content-generation';
import { readPaths, readsSignature, recordingReads } from '../../src/worker/features/page-shell/recorded-reads';
import { flagDefinitions, PAGE_FLAGS } from '../support/flag-definitions';
import { visibleText } from '../support/visible-text';
import { shopWithBindings } from './worker-fetch';

// Blocks written from kept bytes (issue 33, decision 105): a block whose markup the browser keeps is
// rendered once per position and per what it read of its page, and written into the next page that
// shows it there. One isolate's env for every request, the page cache off, so every view renders.
const shop = shopWithBindings({ PAGE_CACHE_SECONDS: '0' });

/** A page as `key`'s visitor gets it, with the blocks the server wrote from kept bytes and rendered. */
const render = async (url: string, key = 'a-visitor') => {
  const response = await shop(url, { headers: { cookie: `splitIoUserKey=${key}` } });
  expect(response.status).toBe(200);
  const html = (await response.text()).replace(/nonce="[^"]+"/g, 'nonce=""');
  const [, kept, rendered] = /blocks-kept=(\d+) blocks-rendered=(\d+)$/.exec(response.headers.get('x-shell-fragments') ?? '') ?? [];
  return { html, text: visibleText(html), kept: Number(kept), rendered: Number(rendered) };
};

// Kartenliebe's home page shows an A/B content block on the flag KLS-1201: a calendar teaser on, a button off.
const ON_TEXT = 'Ihr Jahr in zwölf Lieblingsbildern';
const OFF_TEXT = 'Jetzt Fotokalender gestalten';
/** The flags the demo pages show, and VOLL-1785 (wall art's teaser with a price), on for the visitor `on-visitor` alone. */
const definitions = flagDefinitions(2000, ['on-visitor'], [...PAGE_FLAGS, 'VOLL-1785']);

beforeEach(async () => {
  await env.FLAGS.put('definitions', definitions);
  await bumpGeneration(env.CONTENT);
  // The stories read once from their source into KV: from then on the isolate keeps what KV answers (decision 104).
  for (const url of ['https://kartenliebe.de/karten/', 'https://kartenliebe.de/', 'https://kartenliebe.ch/', 'https://kartenliebe.ch/fr/'])
    await shop(url);
});

/** The format a calculator's markup shows chosen. */
const checkedFormat = (html: string) => /<input type="radio" name="formatType" checked="" value="([^"]+)"/.exec(html)?.[1];

describe('blocks written from kept bytes', () => {
  it('are rendered by a page’s first view and written into the next, the same bytes', async () => {
    const first = await render('https://kartenliebe.de/karten/');
    expect(first.kept).toBe(0);
    expect(first.rendered).toBeGreaterThanOrEqual(2);

    const second = await render('https://kartenliebe.de/karten/');
    expect(second.rendered).toBe(0);
    expect(second.kept).toBe(first.rendered);
    expect(second.html).toBe(first.html);
    expect(second.html).not.toContain('kept-fragment');
  });

  it('are the same bytes whether written, rendered to be kept, or rendered from a story read anew', async () => {
    const rendered = await render('https://kartenliebe.de/', 'on-visitor');
    const written = await render('https://kartenliebe.de/', 'on-visitor');
    expect(rendered.rendered).toBeGreaterThan(0);
    expect(written.kept).toBe(rendered.rendered);
    expect(written.html).toBe(rendered.html);
    // The story cache emptied: the story comes from its source, new objects no block is kept by.
    const { keys } = await env.CONTENT.list({ prefix: 'story:' });
    await Promise.all(keys.map((key) => env.CONTENT.delete(key.name)));
    await bumpGeneration(env.CONTENT, Date.now() + 1);
    const fromSource = await render('https://kartenliebe.de/', 'on-visitor');
    expect(fromSource.kept + fromSource.rendered).toBe(0);
    expect(fromSource.html).toBe(written.html);
  });

  it('are made anew after a publish', async () => {
    await render('https://kartenliebe.de/karten/');
    expect((await render('https://kartenliebe.de/karten/')).kept).toBeGreaterThan(0);

    await bumpGeneration(env.CONTENT, Date.now() + 1);
    const published = await render('https://kartenliebe.de/karten/');
    expect(published.kept).toBe(0);
    expect(published.rendered).toBeGreaterThan(0);
  });

  it('are kept per value they read: each visitor sees the variant of the flag they are in', async () => {
    const off = await render('https://kartenliebe.de/');
    expect(off.text).toContain(OFF_TEXT);
    const offAgain = await render('https://kartenliebe.de/');
    expect(offAgain.kept).toBeGreaterThan(0);

    // The A/B block read the visitor's treatment: another treatment is another block's markup.
    const on = await render('https://kartenliebe.de/', 'on-visitor');
    expect(on.text).toContain(ON_TEXT);
    expect(on.text).not.toContain(OFF_TEXT);
    expect(on.rendered).toBeGreaterThan(0);
    // The blocks that read no treatment were written from the first visitor's page.
    expect(on.kept).toBeGreaterThan(0);

    // From now on both variants are written whole, whichever comes: the A/B block read other
    // blocks' values in each, and each way it read is tried.
    for (const key of ['a-visitor', 'on-visitor', 'a-visitor', 'on-visitor']) {
      const later = await render('https://kartenliebe.de/', key);
      expect(later.rendered).toBe(0);
      expect(later.html).toBe(key === 'on-visitor' ? on.html : off.html);
    }
  });

  it('stay kept beside a block given its price for the visitor: wall art’s teaser on VOLL-1785', async () => {
    // Read once from the source as this visitor (a flag of theirs may show other stories), rendered once to be kept.
    await render('https://wallart.de/', 'on-visitor');
    await render('https://wallart.de/', 'on-visitor');
    const on = await render('https://wallart.de/', 'on-visitor');
    // The teaser with the price is made for this view; the blocks around it are the story's own.
    expect(on.text).toMatch(/Artbox-Rahmen, 60\s×\s45\scm: \d+,\d\d\s€/);
    expect(on.kept).toBeGreaterThanOrEqual(5);
    expect(on.rendered).toBe(0);
  });

  it('keep a catalogue block filled with its answer, per answer, and not one for a configuration its URL names', async () => {
    // Wall art's canvas page leads with a teaser; its calculator (decision 042) is the next block.
    await shop('https://wallart.de/leinwanddruck');
    const plain = await render('https://wallart.de/leinwanddruck');
    // Outside the portrait start's experiment (VOLL-1031, decision 061), it starts at a landscape format.
    expect(checkedFormat(plain.html)).toBe('600x400');
    const otherFormat = '800x600';
    const again = await render('https://wallart.de/leinwanddruck');
    expect(again.rendered).toBe(0);
    expect(again.kept).toBe(plain.rendered);
    expect(again.html).toBe(plain.html);

    // A configuration the URL names is another answer, one of as many as URLs can be: the calculator
    // (and every other catalogue block) is rendered for it on every view, never kept, and the text
    // and image blocks around it are written.
    for (let view = 0; view < 2; view += 1) {
      const other = await render(`https://wallart.de/leinwanddruck?materialType=leinwand&formatType=${otherFormat}`);
      expect(checkedFormat(other.html)).toBe(otherFormat);
      expect(other.rendered).toBe(0);
      expect(other.kept).toBeGreaterThan(0);
      expect(other.kept).toBeLessThan(plain.rendered);
    }
    // And the first configuration's markup is still its own.
    expect((await render('https://wallart.de/leinwanddruck')).html).toBe(plain.html);

    // A visitor of the portrait start (VOLL-1031, decision 061) gets the answer changed for their
    // page, never the markup kept from another's answer.
    for (let view = 0; view < 3; view += 1) {
      const [, width, height] =
        /^(\d+)x(\d+)$/.exec(checkedFormat((await render('https://wallart.de/leinwanddruck', 'on-visitor')).html) ?? '') ?? [];
      expect(Number(width)).toBeLessThan(Number(height));
    }
  });

  it('keep a card catalogue the same bytes when written into a woken block’s slot', async () => {
    const first = await render('https://kartenliebe.de/karten/');
    const second = await render('https://kartenliebe.de/karten/');
    // Both card catalogues (blocks that wake on touch, decision 097) came written, in their slots.
    const slots = [
      ...second.html.matchAll(
        /<div class="server-markup" data-wakes="[^"]+" data-position="\d+"><div class="server-markup"><section class="block block--designs/g,
      ),
    ];
    expect(slots).toHaveLength(2);
    expect(second.rendered).toBe(0);
    expect(second.html).toBe(first.html);
  });

  it('leave what one view made of a kept story to that view: a collage’s design (decision 086)', async () => {
    /** The design the collage calculator hands on, in its markup and in the page's data for the browser. */
    const designOf = async (url: string) => {
      const { html } = await render(url);
      const link = /class="cta cta--primary calculator__cta" href="[^"]*designId=(\d+)/.exec(html)?.[1];
      const data = /<script type="application\/json" id="shop-data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1] ?? '{}';
      const { page } = JSON.parse(data) as { page: { story: { content: { body: { component: string; designId?: string }[] } } } };
      return { link, data: page.story.content.body.find((block) => block.component === 'Calculator')?.designId };
    };
    // Read from the source, then kept by the isolate (decision 104).
    await designOf('https://wallart.de/products/collage');
    for (const round of [1, 2]) {
      expect(await designOf('https://wallart.de/products/collage?designId=7'), `round ${round}`).toEqual({ link: '7', data: '7' });
      // Without a design: the channel's default collage (spec §3 defaultCollageId), and the page's data names none of its own.
      expect(await designOf('https://wallart.de/products/collage'), `round ${round}`).toEqual({ link: '13', data: '' });
    }
  });

  it('are kept per locale: a French page of the same blocks is its own', async () => {
    const german = await render('https://kartenliebe.ch/');
    const french = await render('https://kartenliebe.ch/fr/');
    expect(french.kept).toBe(0);
    expect(german.rendered).toBeGreaterThan(0);
  });
});

describe('what a block read of its page', () => {
  const page = Object.freeze({
    channel: 'wallart',
    treatments: Object.freeze({ 'KLS-1201': 'on' }),
    links: Object.freeze([Object.freeze({ href: '/a' }), Object.freeze({ href: '/b' })]),
  });

  it('is every value read, frozen data or not, and another value gives another signature', () => {
    const reads = new Set<string>();
    const seen = recordingReads(page, reads);
    expect(seen.channel).toBe('wallart');
    expect(seen.links.map((link) => link.href)).toEqual(['/a', '/b']);
    expect(Array.isArray(seen.links)).toBe(true);
    const paths = readPaths(reads);
    expect(paths).toContainEqual(['channel']);
    expect(paths).toContainEqual(['links', '1', 'href']);
    expect(paths).not.toContainEqual(['treatments', 'KLS-1201']);

    const signature = readsSignature(paths, page);
    expect(readsSignature(paths, { ...page, treatments: { 'KLS-1201': 'off' } })).toBe(signature);
    expect(readsSignature(paths, { ...page, channel: 'kartenliebe' })).not.toBe(signature);
    expect(readsSignature(paths, { ...page, links: [{ href: '/a' }, { href: '/c' }] })).not.toBe(signature);
    expect(readsSignature(paths, { ...page, links: [{ href: '/a' }, { href: '/b' }, { href: '/c' }] })).not.toBe(signature);
  });

  it('counts the keys of an object listed and a key asked for', () => {
    const reads = new Set<string>();
    const seen = recordingReads(page, reads);
    expect(Object.keys(seen.treatments)).toEqual(['KLS-1201']);
    expect('missing' in seen.treatments).toBe(false);
    const signature = readsSignature(readPaths(reads), page);
    expect(readsSignature(readPaths(reads), { ...page, links: [] })).toBe(signature);
    expect(readsSignature(readPaths(reads), { ...page, treatments: { 'KLS-1201': 'on', other: 'on' } })).not.toBe(signature);
    expect(readsSignature(readPaths(reads), { ...page, treatments: { 'KLS-1201': 'on', missing: 'on' } })).not.toBe(signature);
  });
});
