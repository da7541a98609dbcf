import { describe, expect, it } from 'vitest';
import { attr, getByRole, inDocumentOrder, nameOf, parseHtml, queryAllByRole } from '../support/dom';
import { fetchShop } from './worker-fetch';

// spec §3 "On the error page": the product kind from the query and the way back to it
// (decision 071), under the message and the error story, in the page's language.

const CARD = 'card=klappkarte&category=privat&occasion=geburtstag&themeId=2048';
const QUERIES = {
  card: CARD,
  calendar: 'designGroupId=7&designId=4711',
  photobook: 'designGroupSetId=3&productType=photobook',
  collage: 'designId=5',
  photobox: 'productType=photobox',
  photoprint: 'productType=photoprint',
} as const;
type Kind = keyof typeof QUERIES;

const TEXTS: Record<'de' | 'fr', Record<Kind, string>> = {
  de: {
    card: 'Zurück zu diesem Kartenmotiv',
    calendar: 'Zu unseren Fotokalendern',
    photobook: 'Zu unseren Fotobüchern',
    collage: 'Zu unseren Collagen',
    photobox: 'Zur Fotobox',
    photoprint: 'Zu unseren Fotoabzügen',
  },
  fr: {
    card: 'Retour à ce motif de carte',
    calendar: 'Découvrir nos calendriers photo',
    photobook: 'Découvrir nos livres photo',
    collage: 'Découvrir nos collages photo',
    photobox: 'Découvrir notre box photos',
    photoprint: 'Découvrir nos tirages photo',
  },
};
const PRODUCT_PAGES: Record<Exclude<Kind, 'card'>, string> = {
  calendar: 'kalender',
  photobook: 'fotobuch',
  collage: 'collage',
  photobox: 'fotobox',
  photoprint: 'fotoabzuege',
};
const ALL_TEXTS = new Set(Object.values(TEXTS).flatMap((texts) => Object.values(texts)));

/** The error page at `url`, with the way-back links of its main part (by their text, in any language). */
async function errorPage(url: string) {
  const response = await fetchShop(url);
  const html = await response.text();
  const main = getByRole(parseHtml(html), 'main');
  const wayBack = queryAllByRole(main, 'link').filter((link) => ALL_TEXTS.has(nameOf(link)));
  return { response, html, main, wayBack };
}

/** The one way back the page offers: its text and where it leads. */
async function wayBackOf(url: string) {
  const { response, wayBack } = await errorPage(url);
  // A missing page answers 404; the `/error` page itself exists (decision 078).
  expect(response.status, url).toBe(new URL(url).pathname.replace(/\/$/, '').endsWith('/error') ? 200 : 404);
  expect(wayBack, url).toHaveLength(1);
  const [link] = wayBack;
  return { text: nameOf(link!), href: attr(link!, 'href') };
}

/** Each site: its language, and how it writes a page path (language prefix, the channel's trailing slash). */
const SITES = [
  { host: 'https://kartenliebe.de', language: 'de', path: (inner: string) => `${inner}/` },
  { host: 'https://kartenliebe.ch', language: 'fr', path: (inner: string) => `/fr${inner}/` },
  { host: 'https://wallart.fr', language: 'fr', path: (inner: string) => inner },
  { host: 'https://wallart.de', language: 'de', path: (inner: string) => inner },
] as const;

describe('the way back of the error page (spec §3, decision 071)', () => {
  for (const site of SITES) {
    it(`leads every kind to its page on ${site.host}${site.path('')}, from a missing page and from /error`, async () => {
      for (const [kind, query] of Object.entries(QUERIES) as [Kind, string][]) {
        const href = site.path(kind === 'card' ? '/themes/2048' : `/products/${PRODUCT_PAGES[kind]}`);
        const expected = { text: TEXTS[site.language][kind], href };
        expect(await wayBackOf(`${site.host}${site.path('/gibt-es-nicht')}?${query}`), `${kind} on a missing page`).toEqual(expected);
        expect(await wayBackOf(`${site.host}${site.path('/error')}?${query}`), `${kind} on /error`).toEqual(expected);
      }
    });
  }

  it('leads to pages that exist', async () => {
    for (const site of SITES) {
      for (const query of Object.values(QUERIES)) {
        const { href } = await wayBackOf(`${site.host}${site.path('/gibt-es-nicht')}?${query}`);
        expect((await fetchShop(`${site.host}${href}`)).status, `${site.host}${href}`).toBe(200);
      }
    }
  });

  it('keeps the desktop marker of the page', async () => {
    expect(await wayBackOf('https://kartenliebe.de/d/gibt-es-nicht/?productType=photobox')).toEqual({
      text: 'Zur Fotobox',
      href: '/d/products/fotobox/',
    });
  });

  it('stands under the error story, before the suggested collage', async () => {
    const { main } = await errorPage(`https://kartenliebe.de/gibt-es-nicht/?${QUERIES.calendar}`);
    const link = getByRole(main, 'link', { name: 'Zu unseren Fotokalendern' });
    const story = getByRole(main, 'heading', { level: 1 });
    expect(inDocumentOrder(story, link)).toBe(true);
  });

  it('is there on error pages of other reasons too', async () => {
    // A path the slug check refuses (400) still knows what the visitor came for.
    const refused = await fetchShop('https://kartenliebe.de/a%00b/?productType=photoprint');
    expect(refused.status).toBe(400);
    const main = getByRole(parseHtml(await refused.text()), 'main');
    expect(attr(getByRole(main, 'link', { name: 'Zu unseren Fotoabzügen' }), 'href')).toBe('/products/fotoabzuege/');
  });

  it('shows nothing new without a kind, or when one of the card’s four parameters is missing or empty', async () => {
    expect((await errorPage('https://kartenliebe.de/gibt-es-nicht/')).wayBack).toEqual([]);
    expect((await errorPage('https://wallart.fr/error?locale=fr-FR&gclid=abc')).wayBack).toEqual([]);
    for (const missing of ['card', 'category', 'occasion', 'themeId']) {
      const without = new URLSearchParams(CARD);
      without.delete(missing);
      expect((await errorPage(`https://kartenliebe.de/gibt-es-nicht/?${without}`)).wayBack, `without ${missing}`).toEqual([]);
      without.set(missing, '');
      expect((await errorPage(`https://kartenliebe.ch/fr/error/?${without}`)).wayBack, `with an empty ${missing}`).toEqual([]);
    }
    // Half a calendar or half a photo book is neither.
    expect((await errorPage('https://kartenliebe.de/gibt-es-nicht/?designGroupId=7')).wayBack).toEqual([]);
    expect((await errorPage('https://kartenliebe.de/gibt-es-nicht/?productType=photobook')).wayBack).toEqual([]);
  });

  it('offers no link for a hostile value and echoes none of it', async () => {
    const hostile = ['"><script>alert(1)</script>', '//evil.example', 'https://evil.example/', 'javascript:alert(1)', '2048/../../x'];
    for (const value of hostile) {
      for (const name of ['themeId', 'card', 'occasion']) {
        const query = new URLSearchParams(CARD);
        query.set(name, value);
        const { html, wayBack } = await errorPage(`https://kartenliebe.de/gibt-es-nicht/?${query}`);
        expect(wayBack, `${name}=${value}`).toEqual([]);
        expect(html).not.toContain('<script>alert(1)');
        expect(html).not.toContain('evil.example');
        expect(html).not.toContain('javascript:alert');
      }
      for (const query of [`productType=${encodeURIComponent(value)}`, `designId=${encodeURIComponent(value)}`]) {
        const { html, wayBack } = await errorPage(`https://wallart.fr/error?${query}`);
        expect(wayBack, query).toEqual([]);
        expect(html).not.toContain('<script>alert(1)');
        expect(html).not.toContain('evil.example');
      }
    }
  });

  it('carries the query through the unknown-prefix redirect to /error (spec §2 "redirects keep hash and query")', async () => {
    const redirect = await fetchShop(`https://kartenliebe.de/xx/fotokalender/?${QUERIES.calendar}`);
    expect(redirect.status).toBe(302);
    const location = redirect.headers.get('location');
    expect(location).toBe(`/error/?from=%2Fxx%2Ffotokalender%2F&${QUERIES.calendar}`);
    expect(await wayBackOf(`https://kartenliebe.de${location}`)).toEqual({ text: 'Zu unseren Fotokalendern', href: '/products/kalender/' });
    // The query only ever follows a path of our own.
    const offSite = await fetchShop('https://wallart.ch/pt?next=//evil.example');
    expect(offSite.headers.get('location')).toBe('/error?from=%2Fpt&next=%2F%2Fevil.example');
  });

  it('is never kept by the page cache, whatever the query', async () => {
    for (let visit = 0; visit < 2; visit++) {
      const { response } = await errorPage(`https://kartenliebe.de/gibt-es-nicht/?${QUERIES.photobox}`);
      expect(response.headers.get('x-page-cache')).toBe('bypass');
      expect(response.headers.get('cache-control')).toContain('no-store');
    }
  });
});
