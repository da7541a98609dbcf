import { env } from 'cloudflare:workers';
import { beforeEach, describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { flagDefinitions as definitions, PAGE_FLAGS } from '../support/flag-definitions';
import { visibleText } from '../support/visible-text';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// Issue 15, treatments at the edge (decision 058): a page is rendered in the visitor's variant of
// the flags it shows, cached once per variant of those flags alone, never per visitor, and the
// visitor's key cookie is added after the cache. On the demo content: Kartenliebe's home page has
// an A/B content block on the flag KLS-1201 (a calendar teaser on, a button off).

const HOME = 'https://kartenliebe.de/';
const ON_TEXT = 'Ihr Jahr in zwölf Lieblingsbildern';
const OFF_TEXT = 'Jetzt Fotokalender gestalten';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

/** A page as a visitor with `key` gets it (no key: a first visit), or as a crawler; `cookie` adds to the key's. */
async function visit(url: string, who: { key?: string; crawler?: boolean; cookie?: string; etag?: string } = {}) {
  const headers: Record<string, string> = {};
  const cookies = [who.key ? `splitIoUserKey=${who.key}` : '', who.cookie ?? ''].filter(Boolean);
  // None is a first visit: an empty header, else the request is a returning visitor's (worker-fetch.ts).
  headers.cookie = cookies.join('; ');
  if (who.crawler) headers['user-agent'] = GOOGLEBOT;
  if (who.etag) headers['if-none-match'] = who.etag;
  const response = await fetchShopWithVars(url, {}, { headers });
  const html = await response.text();
  const data = JSON.parse(/<script type="application\/json" id="shop-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
    treatments?: Record<string, string>;
  };
  return { response, html, text: visibleText(html), treatments: data.treatments, cache: response.headers.get('x-page-cache') };
}

beforeEach(async () => {
  await env.FLAGS.put('definitions', definitions(1000, ['on-visitor']));
});

describe('a page in the visitor’s variant', () => {
  it('is rendered by the server in each visitor’s treatment, and hands only the page’s flags to the browser', async () => {
    const on = await visit(HOME, { key: 'on-visitor' });
    expect(on.text).toContain(ON_TEXT);
    expect(on.text).not.toContain(OFF_TEXT);
    expect(on.treatments).toEqual({ 'KLS-1201': 'on' });

    const off = await visit(HOME, { key: 'off-visitor' });
    expect(off.text).toContain(OFF_TEXT);
    expect(off.text).not.toContain(ON_TEXT);
    expect(off.treatments).toEqual({ 'KLS-1201': 'off' });
  });

  it('is cached once per variant, for every visitor of it, and never by the visitor’s key', async () => {
    const url = `${HOME}?page-flags-test=variants`;
    expect((await visit(url, { key: 'on-visitor' })).cache).toBe('miss');
    expect((await visit(url, { key: 'off-visitor' })).cache).toBe('miss');
    // Another visitor in the off variant gets the copy the first one's visit left.
    const other = await visit(url, { key: 'someone-else' });
    expect(other.cache).toBe('hit');
    expect(other.text).toContain(OFF_TEXT);
    const onAgain = await visit(url, { key: 'on-visitor' });
    expect(onAgain.cache).toBe('hit');
    expect(onAgain.text).toContain(ON_TEXT);
    // A page that shows flags is told apart by this worker only: no CDN may keep it.
    expect(onAgain.response.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a first visit from the cache too, with the key’s cookie added for that visitor alone', async () => {
    const url = `${HOME}?page-flags-test=first-visit`;
    await visit(url, { key: 'off-visitor' });
    const first = await visit(url);
    expect(first.cache).toBe('hit');
    expect(first.text).toContain(OFF_TEXT);
    expect(first.response.headers.get('set-cookie')).toMatch(
      /^splitIoUserKey=[0-9a-f-]{36}; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/,
    );
    expect(first.response.headers.get('cache-control')).toBe('private, no-cache');
    // A returning visitor gets no cookie.
    expect((await visit(url, { key: 'off-visitor' })).response.headers.get('set-cookie')).toBeNull();
  });

  it('is rendered anew after a definition changes: a variant kept before is never served again', async () => {
    const url = `${HOME}?page-flags-test=change`;
    await visit(url, { key: 'on-visitor' });
    expect((await visit(url, { key: 'on-visitor' })).cache).toBe('hit');
    await env.FLAGS.put('definitions', definitions(2000, []));
    const after = await visit(url, { key: 'on-visitor' });
    expect(after.cache).toBe('miss');
    expect(after.text).toContain(OFF_TEXT);
  });

  it('gives crawlers the page without flags and without a key', async () => {
    const crawled = await visit(`${HOME}?page-flags-test=crawler`, { crawler: true });
    expect(crawled.text).toContain(OFF_TEXT);
    expect(crawled.treatments).toEqual({});
    expect(crawled.response.headers.get('set-cookie')).toBeNull();
  });

  it('shows the off list for a flag the definitions do not have, and reports its control as an error', async () => {
    await env.FLAGS.put('definitions', definitions(3000, ['on-visitor'], PAGE_FLAGS.slice(1)));
    const log = expectConsoleErrors();
    const page = await visit(`${HOME}?page-flags-test=control`, { key: 'on-visitor' });
    expect(page.text).toContain(OFF_TEXT);
    expect(page.treatments).toEqual({ 'KLS-1201': 'control' });
    expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toMatch(
      /"event":"flag-control".*"flag":"KLS-1201".*"label":"definition not found"/,
    );
    // A page rendered with an error is not kept: the next visitor gets a fresh try.
    expect((await visit(`${HOME}?page-flags-test=control`, { key: 'on-visitor' })).cache).toBe('miss');
  });
});

describe('overrides from the URL (spec §4)', () => {
  const treatmentOf = async (query: string) => (await visit(`${HOME}?${query}`, { key: 'off-visitor' })).treatments?.['KLS-1201'];

  it('take a flag’s own parameter with on, off, control or a treatment of its definition, and nothing else', async () => {
    expect(await treatmentOf('KLS-1201=on')).toBe('on');
    expect((await visit(`${HOME}?KLS-1201=on`, { key: 'off-visitor' })).text).toContain(ON_TEXT);
    expect(await treatmentOf('KLS-1201=off')).toBe('off');
    // Forced, control is no error of the definitions: nothing is logged (the test fails on any error).
    expect(await treatmentOf('KLS-1201=control')).toBe('control');
    for (const refused of ['KLS-1201=blue', 'KLS-1201=', 'KLS-1201=ON', 'kls-1201=on'])
      expect(await treatmentOf(refused), refused).toBe('off');
  });

  it('take a feature/treatment pair with on, off or a treatment of its definition, never control', async () => {
    expect(await treatmentOf('feature=KLS-1201&treatment=on')).toBe('on');
    expect(await treatmentOf('feature=KLS-1201&treatment=control')).toBe('off');
    expect(await treatmentOf('feature=KLS-1201')).toBe('off');
    expect(await treatmentOf('feature=VOLL-965&treatment=on')).toBe('off');
  });

  it('reach the feature-flags call too', async () => {
    const response = await fetchShopWithVars(
      'https://kartenliebe.de/web-api/feature-flags?KLS-1201=on',
      {},
      { headers: { cookie: 'splitIoUserKey=off-visitor' } },
    );
    expect(await response.json()).toMatchObject({ treatments: { 'KLS-1201': 'on', 'shop-error-details': 'off', 'VOLL-965': 'off' } });
  });
});

describe('the flag tracking (decision 059)', () => {
  const TRACKING = /<script type="module" src="\/assets\/flag-tracking-[A-Z0-9]+\.js" nonce="([^"]+)" async><\/script><\/body>/;
  const url = `${HOME}?page-flags-test=tracking`;

  it('is started on a page with flags for a visitor who granted consent, with the request’s own nonce', async () => {
    await visit(url, { key: 'off-visitor' });
    const granted = await visit(url, { key: 'off-visitor', cookie: 'consent=granted' });
    expect(granted.cache).toBe('hit');
    const nonce = TRACKING.exec(granted.html)?.[1];
    expect(nonce).toBeDefined();
    expect(granted.response.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);
    // spec §4: a consent value that cannot be read counts as granted.
    expect((await visit(url, { key: 'off-visitor', cookie: 'consent=maybe' })).html).toMatch(TRACKING);
  });

  it('is not started before consent, after declining, for crawlers, nor on a page without flags', async () => {
    expect((await visit(url, { key: 'off-visitor' })).html).not.toMatch(TRACKING);
    expect((await visit(url, { key: 'off-visitor', cookie: 'consent=declined' })).html).not.toMatch(TRACKING);
    expect((await visit(url, { crawler: true, cookie: 'consent=granted' })).html).not.toContain('flag-tracking');
    expect((await visit('https://kartenliebe.de/impressum/', { key: 'off-visitor', cookie: 'consent=granted' })).html).not.toContain(
      'flag-tracking',
    );
  });

  it('marks its copy’s ETag, so a browser whose choice changed gets the page anew, and one whose did not a 304', async () => {
    const untracked = (await visit(url, { key: 'off-visitor' })).response.headers.get('etag') ?? '';
    const tracked = (await visit(url, { key: 'off-visitor', cookie: 'consent=granted' })).response.headers.get('etag') ?? '';
    expect(tracked).toBe(untracked.replace(/"$/, '-tracked"'));
    expect((await visit(url, { key: 'off-visitor', cookie: 'consent=granted', etag: tracked })).response.status).toBe(304);
    expect((await visit(url, { key: 'off-visitor', etag: untracked })).response.status).toBe(304);
    const nowGranted = await visit(url, { key: 'off-visitor', cookie: 'consent=granted', etag: untracked });
    expect(nowGranted.response.status).toBe(200);
    expect(nowGranted.html).toMatch(TRACKING);
    const nowDeclined = await visit(url, { key: 'off-visitor', cookie: 'consent=declined', etag: tracked });
    expect(nowDeclined.response.status).toBe(200);
    expect(nowDeclined.html).not.toMatch(TRACKING);
  });
});

describe('hot pages (decision 019) with flags', () => {
  it('replay a page only to visitors of its variant, and never to a first visit, who needs a key', async () => {
    const url = `${HOME}?page-flags-test=hot`;
    const as = (cookie = '') => fetchShop(url, { headers: { cookie } });
    // The app's own instance: its isolate keeps the definitions and the hot pages between requests.
    for (let view = 0; view < 3; view += 1) expect(visibleText(await (await as('splitIoUserKey=on-visitor')).text())).toContain(ON_TEXT);
    const off = await as('splitIoUserKey=off-visitor');
    expect(visibleText(await off.text())).toContain(OFF_TEXT);
    expect(visibleText(await (await as('splitIoUserKey=on-visitor')).text())).toContain(ON_TEXT);
    const first = await as();
    expect(first.headers.get('x-page-cache')).toBe('hit');
    expect(first.headers.get('set-cookie')).toMatch(/^splitIoUserKey=/);
    await first.text();
  });
});

describe('a page that shows no flags', () => {
  it('is one page for every visitor, whatever their treatments', async () => {
    const url = 'https://kartenliebe.de/impressum/?page-flags-test=plain';
    const first = await visit(url, { key: 'on-visitor' });
    expect(first.treatments).toEqual({});
    expect((await visit(url, { key: 'off-visitor' })).cache).toBe('hit');
  });
});

describe('the error page', () => {
  it('shows its details only to a visitor whose error-details flag is on (spec §2)', async () => {
    const on = await visit('https://kartenliebe.de/gibt-es-nicht/', { key: 'on-visitor' });
    expect(on.response.status).toBe(404);
    expect(on.html).toContain('class="error-details"');
    const off = await visit('https://kartenliebe.de/gibt-es-nicht/', { key: 'off-visitor' });
    expect(off.html).not.toContain('class="error-details"');
  });
});

describe('the experiments’ effects (decision 061)', () => {
  const CANVAS = 'https://wallart.de/products/leinwand';
  const on = '?VOLL-965=on&VOLL-967=on&VOLL-1409=on';
  const off = '?VOLL-965=off&VOLL-967=off&VOLL-1409=off';

  it('name the styled experiments that are on in the body only the server renders, with the nudge in the locale’s words', async () => {
    const shown = await visit(`${CANVAS}${on}`, { key: 'off-visitor' });
    expect(shown.html).toContain(
      '<body data-experiments="VOLL-965 VOLL-967 VOLL-1409" style="--nudge-label:&quot;Am häufigsten gewählt&quot;">',
    );
    expect(shown.treatments).toMatchObject({ 'VOLL-965': 'on', 'VOLL-967': 'on', 'VOLL-1409': 'on' });
    const french = await visit(`https://wallart.fr/products/leinwand${on}`, { key: 'off-visitor' });
    expect(french.html).toContain('--nudge-label:&quot;Le plus choisi&quot;');
    const original = await visit(`${CANVAS}${off}`, { key: 'off-visitor' });
    expect(original.html).toContain('<body>');
  });

  it('show the canvas redesign on canvas pages only, and the calculator experiments only where a wall-art calculator is', async () => {
    const poster = await visit(`https://wallart.de/products/poster${on}`, { key: 'off-visitor' });
    expect(poster.html).toContain('<body data-experiments="VOLL-965 VOLL-967" ');
    expect(Object.keys(poster.treatments ?? {})).not.toContain('VOLL-1409');
    const cards = await visit(`https://kartenliebe.de/products/karte${on}`, { key: 'off-visitor' });
    expect(Object.keys(cards.treatments ?? {})).toEqual([]);
  });

  it('start a wall-art calculator at the upright twin of its first format for a visitor in the portrait swap (VOLL-1031)', async () => {
    const checked = (html: string) => /<input type="radio" name="formatType" checked="" value="(\d+x\d+)"/.exec(html)?.[1];
    const original = checked((await visit('https://wallart.de/wandbilder?VOLL-1031=off', { key: 'off-visitor' })).html) ?? '';
    const [width, height] = original.split('x').map(Number);
    expect(width).toBeGreaterThan(height ?? 0);
    const swapped = await visit('https://wallart.de/wandbilder?VOLL-1031=on', { key: 'off-visitor' });
    expect(checked(swapped.html)).toBe(`${height}x${width}`);
    // The designer link and the price follow the format the calculator starts at.
    expect(swapped.html).toMatch(new RegExp(`calculator__cta" href="[^"]*formatType=${height}x${width}`));
  });

  it('put the wall-art flyout’s premium materials first for a visitor in that treatment', async () => {
    const groupTypes = (html: string) => {
      const data = JSON.parse(/<script type="application\/json" id="shop-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
        navigation: { items: { groups: { type: string }[] }[] };
      };
      return data.navigation.items.find((item) => item.groups.length > 1)?.groups.map((group) => group.type);
    };
    const first = await visit('https://wallart.de/impressum?wall_art_flyout_premium_first=on', { key: 'off-visitor' });
    expect(groupTypes(first.html)).toEqual(['premium', 'bestseller', 'additional']);
    const original = await visit('https://wallart.de/impressum?wall_art_flyout_premium_first=off', { key: 'off-visitor' });
    expect(groupTypes(original.html)).toEqual(['bestseller', 'premium', 'additional']);
  });
});

describe('the wall-pictures teaser (VOLL-1785, spec §7)', () => {
  it('shows the price of acrylic glass in a black artbox, 60 × 45 cm, in the locale’s currency, while the experiment is on', async () => {
    await env.FLAGS.put('definitions', definitions(4000, ['on-visitor'], [...PAGE_FLAGS, 'VOLL-1785']));
    const on = await visit('https://wallart.de/', { key: 'on-visitor' });
    expect(on.treatments).toMatchObject({ 'VOLL-1785': 'on' });
    expect(on.text).toMatch(/Acrylglas: maximale Brillanz .*Acrylglas im schwarzen Artbox-Rahmen, 60\s×\s45\scm: \d+,\d\d\s€/);
    const swiss = await visit('https://wallart.ch/', { key: 'on-visitor' });
    expect(swiss.text).toMatch(/Artbox-Rahmen, 60\s×\s45\scm: \d+\.\d\d\sCHF/);
    const off = await visit('https://wallart.de/', { key: 'off-visitor' });
    expect(off.text).not.toContain('Artbox-Rahmen');
  });
});
