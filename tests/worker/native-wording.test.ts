import { describe, expect, it } from 'vitest';
import demoNames from '../../scripts/demo-design-names.json';
import { allElements, attr, parseHtml, textOf } from '../support/dom';
import { fetchShop } from './worker-fetch';

// Each locale's own wording on its pages (issue 30, Build 3; decision 075): Swiss German without
// ß, American English without British spellings, whatever the text comes from (translations,
// stories, catalogue names).

/** What a shopper reads of a page: its text, and the texts of images, labels and titles. */
function readable(html: string): string {
  const document = parseHtml(html);
  const said = allElements(document).flatMap((element) =>
    ['alt', 'title', 'aria-label', 'placeholder', 'content'].flatMap((name) => attr(element, name) ?? []),
  );
  const main = allElements(document).find((element) => element.tagName === 'body');
  return [main ? textOf(main) : '', ...said].join('\n');
}

/**
 * Walks up to `limit` of the shop's own pages of one locale from `start` by the shop's links: not
 * the language choice's links to the domain's other languages, not the shop backend's pages.
 */
async function walk(start: string, limit: number): Promise<{ url: string; text: string; html: string }[]> {
  const origin = new URL(start).origin;
  const queue = [new URL(start).pathname];
  const seen = new Set<string>();
  const pages: { url: string; text: string; html: string }[] = [];
  while (queue.length > 0 && seen.size < limit) {
    const path = queue.shift() ?? '';
    if (seen.has(path)) continue;
    seen.add(path);
    const response = await fetchShop(`${origin}${path}`);
    if (response.status !== 200) continue;
    const html = await response.text();
    if (!html.includes('id="shop-data"')) continue;
    pages.push({ url: path, text: readable(html), html });
    for (const [tag, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)"[^>]*>/g)) {
      if (!href || tag.includes('data-language-link') || href.startsWith('//') || /\.[a-z0-9]+$/i.test(href)) continue;
      if (languageOf(href) === languageOf(path)) queue.push(href);
    }
  }
  return pages;
}

/** The language prefix of a path, '' for the domain's own language. */
const languageOf = (path: string) => /^\/([a-z]{2})(?:\/|$)/.exec(path)?.[1] ?? '';

const BRITISH = /\b(colour\w*|favourite\w*|personalis\w*|customis\w*|centre|catalogue|basket|Forgotten your password|grey|jewellery)\b/i;

describe('each locale writes in its own way', () => {
  for (const start of ['https://kartenliebe.ch/', 'https://wallart.ch/', 'https://kartenliebe.li/']) {
    it(`writes no ß on ${start}, in text nor in the page's data`, { timeout: 60_000 }, async () => {
      const pages = await walk(start, 30);
      expect(pages.length).toBeGreaterThan(20);
      const withEszett = pages.filter((page) => page.html.includes('ß')).map((page) => `${page.url}: ${page.text.match(/\S*ß\S*/)?.[0]}`);
      expect(withEszett).toEqual([]);
    });
  }

  it('keeps the ß in Germany and Austria', async () => {
    // The same demo story: "Grüße" and "Größe" are German's own.
    for (const start of ['https://kartenliebe.de/karten/ostern/', 'https://kartenliebe.at/karten/ostern/']) {
      expect(await (await fetchShop(start)).text(), start).toContain('ß');
    }
  });

  for (const start of ['https://kartenliebe.com/', 'https://wallart.com/']) {
    it(`spells American on ${start}`, { timeout: 60_000 }, async () => {
      const pages = await walk(start, 30);
      expect(pages.length).toBeGreaterThan(20);
      const british = pages.filter((page) => BRITISH.test(page.text)).map((page) => `${page.url}: ${page.text.match(BRITISH)?.[0]}`);
      expect(british).toEqual([]);
    });
  }

  // One form of address per language, both brands alike (decision 075): German "Sie".
  for (const start of ['https://kartenliebe.de/', 'https://wallart.de/']) {
    it(`addresses the shopper as "Sie" on ${start}`, { timeout: 60_000 }, async () => {
      const pages = await walk(start, 40);
      expect(pages.length).toBeGreaterThan(30);
      // What a card or gift says in quotation marks is the customer's own voice, not the shop's.
      // The pronouns, and the imperatives the shop writes most ("Folge uns", "Gestalte …").
      const informal =
        /\b(du|dein\w*|dich|dir|euch|euer|eure\w*)\b|\b(Folge|Gestalte|Entdecke|Wähle|Lade|Schau|Bestell|Finde|Teile|Melde) (uns|dein|jetzt|hier)\b/i;
      const addressed = pages.flatMap((page) => {
        const found = page.text.replace(/„[^“]*“/g, '').match(informal);
        return found ? [`${page.url}: ${found[0]}`] : [];
      });
      expect(addressed).toEqual([]);
    });
  }

  // French typography: a narrow no-break space before : ; ? ! (decision 075).
  for (const start of ['https://kartenliebe.fr/', 'https://wallart.ch/fr', 'https://kartenliebe.be/fr/']) {
    it(`sets French punctuation on ${start}`, { timeout: 60_000 }, async () => {
      const pages = await walk(start, 30);
      expect(pages.length).toBeGreaterThan(20);
      const unspaced = /[^\s\u202f][ \u00a0]?[:;?!](?=\s|$)/;
      const wrong = pages.flatMap((page) => {
        const text = page.text.replace(/https?:\/\/\S+/g, '');
        const found = unspaced.exec(text);
        return found ? [`${page.url}: …${text.slice(Math.max(0, found.index - 20), found.index + 3)}`] : [];
      });
      expect(wrong).toEqual([]);
    });
  }

  // One brand in a title (issue 30, Build 6): an editor's title that names it gets no second.
  for (const [start, brand] of [
    ['https://kartenliebe.de/', 'Kartenliebe'],
    ['https://wallart.fr/', 'Wallart'],
  ] as const) {
    it(`names ${brand} once in every title of ${start}`, { timeout: 60_000 }, async () => {
      const pages = await walk(start, 30);
      expect(pages.length).toBeGreaterThan(20);
      const titles = pages.map((page) => /<title>([^<]*)<\/title>/.exec(page.html)?.[1] ?? '');
      expect(titles.filter((title) => title.split(brand).length !== 2)).toEqual([]);
    });
  }

  it('spells British in the United Kingdom, from the same stories', async () => {
    const text = readable(await (await fetchShop('https://kartenliebe.co.uk/')).text());
    expect(text).toMatch(BRITISH);
  });

  // The wedding's thirteen themes on its page in each language (decision 075: design_names).
  const WEDDINGS = [
    ['https://kartenliebe.de/karten/hochzeit/?pageSize=48', 'de'],
    ['https://kartenliebe.fr/cartes/mariage/?pageSize=48', 'fr'],
    ['https://kartenliebe.co.uk/cards/wedding/?pageSize=48', 'en'],
    ['https://kartenliebe.it/biglietti/matrimonio/?pageSize=48', 'it'],
    ['https://kartenliebe.es/tarjetas/boda/?pageSize=48', 'es'],
    ['https://kartenliebe.nl/kaarten/bruiloft/?pageSize=48', 'nl'],
  ] as const;
  const WEDDING = ['Eukalyptus', 'Goldrausch', 'Zwei Ringe', 'Pfingstrose', 'Boho-Liebe', 'Lavendelfeld', 'Standesamt'];
  const weddingThemes = demoNames.designs.filter((design) => design.kind === 'card' && WEDDING.includes(design.de));

  for (const [url, language] of WEDDINGS) {
    it(`names the designs in ${language} on ${new URL(url).host}`, async () => {
      const text = readable(await (await fetchShop(url)).text());
      expect(weddingThemes).toHaveLength(WEDDING.length);
      for (const design of weddingThemes) {
        expect(text, design.de).toContain(design[language]);
        if (language !== 'de' && design.de !== design[language]) expect(text, design.de).not.toContain(design.de);
      }
    });
  }
});
