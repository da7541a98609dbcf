import type { DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { allElements, attr, getByRole, parseHtml, queryByRole, textOf } from '../support/dom';
import { fetchShop } from './worker-fetch';

// A language choice wherever a domain serves more than one language (issue 30, Build 2; spec §3
// locale table; decision 074): it keeps the page and the visitor's choices, and every link the
// shop writes on a page keeps that page's language.

type Document = DefaultTreeAdapterTypes.Document;

async function documentOf(url: string): Promise<Document> {
  const response = await fetchShop(url);
  expect(response.status, url).toBe(200);
  return parseHtml(await response.text());
}

/** The header's language choice as a shopper reads it: each language, where it leads, which is this page's. */
function languageChoice(document: Document): { language: string; href: string | null; current: boolean }[] | null {
  const banner = getByRole(document, 'banner');
  const choice = allElements(banner).find((element) => attr(element, 'class') === 'language-choice');
  if (!choice) return null;
  return allElements(choice)
    .filter((element) => element.tagName === 'li')
    .map((item) => {
      const link = allElements(item).find((element) => element.tagName === 'a') ?? null;
      const current = allElements(item).some((element) => attr(element, 'aria-current') === 'true');
      return { language: attr(item, 'lang') ?? '', href: link ? attr(link, 'href') : null, current };
    });
}

describe('the language choice', () => {
  // spec §3 locale table, written out by hand: the languages each domain serves, its own first.
  const DOMAINS: [url: string, languages: string[]][] = [
    ['https://kartenliebe.ch/', ['de', 'fr', 'it']],
    ['https://wallart.ch/it', ['de', 'fr', 'it']],
    ['https://kartenliebe.be/', ['nl', 'fr']],
    ['https://kartenliebe.lu/fr/', ['de', 'fr']],
    ['https://wallart.it/', ['it', 'de']],
    ['https://wallart.lu/', ['de', 'fr']],
  ];
  for (const [url, languages] of DOMAINS) {
    it(`offers ${languages.join(', ')} on ${url}`, async () => {
      const choice = languageChoice(await documentOf(url));
      expect(choice?.map((entry) => entry.language)).toEqual(languages);
      const own = new URL(url).pathname.split('/')[1] || languages[0];
      // The page's own language is marked, and no link to itself.
      expect(choice?.filter((entry) => entry.current).map((entry) => entry.language)).toEqual([own]);
      expect(choice?.find((entry) => entry.current)?.href).toBeNull();
    });
  }

  it('is not there on a domain of one language', async () => {
    for (const url of ['https://kartenliebe.de/', 'https://wallart.co.uk/', 'https://kartenliebe.com/', 'https://wallart.nl/']) {
      expect(languageChoice(await documentOf(url)), url).toBeNull();
    }
  });

  it('leads to the same page in the other language, with the catalogue as the shopper chose it', async () => {
    const choice = languageChoice(await documentOf('https://kartenliebe.ch/fr/cartes/mariage/?sort=created&pageSize=48&utm_source=mail'));
    expect(choice).toEqual([
      { language: 'de', href: '/karten/hochzeit/?sort=created&pageSize=48', current: false },
      { language: 'fr', href: null, current: true },
      { language: 'it', href: '/it/biglietti/matrimonio/?sort=created&pageSize=48', current: false },
    ]);
    // The link leads there, in that language.
    const german = await documentOf('https://kartenliebe.ch/karten/hochzeit/?sort=created&pageSize=48');
    expect(attr(getByRole(german, 'heading', { level: 1 }), 'class') ?? '').not.toContain('error');
    expect(textOf(getByRole(german, 'heading', { level: 1 }))).toMatch(/Hochzeit/);
  });

  it('keeps a named page (a design, a product, the account) under its own path', async () => {
    expect(languageChoice(await documentOf('https://kartenliebe.ch/it/themes/2205/'))?.map((entry) => entry.href)).toEqual([
      '/themes/2205/',
      '/fr/themes/2205/',
      null,
    ]);
    expect(languageChoice(await documentOf('https://wallart.be/fr/espace-client'))?.map((entry) => entry.href)).toEqual([
      '/espace-client',
      null,
    ]);
  });

  it('leads from a page that was not found to the start page of the other language', async () => {
    const response = await fetchShop('https://kartenliebe.ch/fr/pas-de-page/');
    expect(response.status).toBe(404);
    expect(languageChoice(parseHtml(await response.text()))?.map((entry) => entry.href)).toEqual(['/', null, '/it/']);
  });

  it('names each language in itself for a screen reader, under a label in the page’s language', async () => {
    const document = await documentOf('https://kartenliebe.ch/it/');
    const navigation = getByRole(document, 'navigation', { name: 'Lingua' });
    expect(textOf(navigation).replace(/\s+/g, ' ').trim()).toBe('DE Deutsch FR Français IT Italiano');
    expect(queryByRole(await documentOf('https://kartenliebe.ch/'), 'navigation', { name: 'Sprache' })).not.toBeNull();
  });
});

describe('every link the shop writes keeps the page’s language', () => {
  /** A call that names its language in its query (the gift voucher's form: `/gift-voucher?locale=fr-CH`, decision 088). */
  const namesLanguage = (href: string, prefix: string) => new RegExp(`^/gift-voucher\\?locale=${prefix}-[A-Z]{2}$`).test(href);
  /** A path of a page in another language, or of the domain's own language, where one in `prefix` was meant. */
  const losesPrefix = (href: string, prefix: string) =>
    href.startsWith('/') &&
    !href.startsWith('//') &&
    !/^\/(?:web-api|assets|demo-assets)\//.test(href) &&
    !namesLanguage(href, prefix) &&
    !/\.[a-z0-9]+$/i.test(href.split(/[?#]/)[0] ?? '') &&
    !(href === `/${prefix}` || href.startsWith(`/${prefix}/`) || href.startsWith(`/${prefix}?`));

  /** Walks the pages a shopper reaches from the start page by the shop's own links, up to `limit` of them. */
  async function walk(origin: string, prefix: string, limit: number): Promise<{ pages: number; lost: string[] }> {
    const queue = [`/${prefix}`];
    const seen = new Set<string>();
    const lost: string[] = [];
    while (queue.length > 0 && seen.size < limit) {
      const path = queue.shift() ?? '';
      if (seen.has(path)) continue;
      seen.add(path);
      const response = await fetchShop(`${origin}${path}`);
      // A path in the other spelling of slashes leads on to the page.
      const location = new URL(response.headers.get('location') ?? path, `${origin}${path}`);
      if (response.status === 301 && location.origin === origin) queue.unshift(location.pathname);
      if (response.status !== 200) continue;
      const document = parseHtml(await response.text());
      for (const element of allElements(document)) {
        // The language choice leads to the other languages: that is its job.
        if (attr(element, 'data-language-link') !== null) continue;
        const href = element.tagName === 'a' ? attr(element, 'href') : element.tagName === 'form' ? attr(element, 'action') : null;
        if (!href) continue;
        if (losesPrefix(href, prefix)) lost.push(`${href} on ${path}`);
        else if (href.startsWith(`/${prefix}/`) && !href.includes('?')) queue.push(href.split('#')[0] ?? href);
      }
    }
    return { pages: seen.size, lost };
  }

  it('on kartenliebe.ch/fr, the header’s cart and account included', { timeout: 60_000 }, async () => {
    const html = await (await fetchShop('https://kartenliebe.ch/fr/')).text();
    // The account link a logged-in customer sees is in the page's data: in French too.
    expect(html).toContain('"href":"/fr/espace-client"');
    expect(html).toContain('href="/fr/panier"');
    const { pages, lost } = await walk('https://kartenliebe.ch', 'fr', 40);
    expect(pages).toBe(40);
    expect(lost).toEqual([]);
  });

  it('on wallart.it/de', { timeout: 60_000 }, async () => {
    const { pages, lost } = await walk('https://wallart.it', 'de', 40);
    expect(pages).toBe(40);
    expect(lost).toEqual([]);
  });
});
