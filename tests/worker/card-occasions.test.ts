import type { DefaultTreeAdapterTypes } from 'parse5';
import { describe, expect, it } from 'vitest';
import { allElements, ancestors, attr, parseHtml, textOf } from '../support/dom';
import { fetchShop } from './worker-fetch';

// Card occasions (issue 30; spec §3 card occasions, filter keys, 'all' values, sorting; §9 page
// sizes; decision 073): a page per occasion in every language of the card brand, reached from the
// navigation, whose card catalogue the server renders as the URL chooses it, so it works without
// JavaScript: filtered, sorted and paged by a form and links.

type Element = DefaultTreeAdapterTypes.Element;

/** A home of the card brand per language, and its cards overview. */
const SHOPS = [
  ['https://kartenliebe.de', '/karten/'],
  ['https://kartenliebe.fr', '/cartes/'],
  ['https://kartenliebe.co.uk', '/cards/'],
  ['https://kartenliebe.it', '/biglietti/'],
  ['https://kartenliebe.es', '/tarjetas/'],
  ['https://kartenliebe.nl', '/kaarten/'],
] as const;

const WEDDING = 'https://kartenliebe.de/karten/hochzeit/';
/** Walking every occasion of six languages renders seventy pages and more: seconds, not the default five. */
const WALK_TIMEOUT_MS = 60_000;

const spaced = (text: string) =>
  text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

async function page(url: string): Promise<{ status: number; document: DefaultTreeAdapterTypes.Document; location: string | null }> {
  const response = await fetchShop(url);
  return { status: response.status, document: parseHtml(await response.text()), location: response.headers.get('location') };
}

/** The catalogue section of a page, and what a shopper reads of it. */
function catalogueOf(document: DefaultTreeAdapterTypes.Document) {
  const section = allElements(document).find((element) => attr(element, 'data-card-catalogue') !== null);
  if (!section) throw new Error('no card catalogue on the page');
  const inSection = allElements(section);
  const byClass = (name: string) => inSection.filter((element) => (attr(element, 'class') ?? '').split(' ').includes(name));
  const selects = inSection.filter((element) => element.tagName === 'select');
  return {
    section,
    names: byClass('block--designs__name').map((element) => spaced(textOf(element))),
    count: byClass('block--designs__count').map((element) => spaced(textOf(element)))[0] ?? null,
    status: byClass('block--designs__status').map((element) => spaced(textOf(element)))[0] ?? null,
    pageLinks: byClass('card-catalogue__pages').flatMap((nav) =>
      allElements(nav)
        .filter((element) => element.tagName === 'a')
        .map((link) => ({ href: attr(link, 'href'), rel: attr(link, 'rel'), label: attr(link, 'aria-label') })),
    ),
    current: byClass('card-catalogue__pages').flatMap((nav) =>
      allElements(nav)
        .filter((element) => attr(element, 'aria-current') === 'page')
        .map((element) => spaced(textOf(element))),
    ),
    selected: Object.fromEntries(
      selects.map((select) => [
        attr(select, 'name'),
        attr(allElements(select).find((option) => attr(option, 'selected') !== null) as Element, 'value'),
      ]),
    ),
    options: (name: string) =>
      allElements(selects.find((select) => attr(select, 'name') === name) as Element)
        .filter((element) => element.tagName === 'option')
        .map((option) => attr(option, 'value')),
    form: inSection.find((element) => element.tagName === 'form') ?? null,
  };
}

/** What the themes call answers for a query (spec §7 /web-api/themes): the names in order, and the total. */
async function themes(query: string): Promise<{ names: string[]; total: number }> {
  const response = await fetchShop(`https://kartenliebe.de/web-api/themes?${query}`);
  expect(response.status, query).toBe(200);
  const body = (await response.json()) as { themes: { name: string }[]; total: number };
  return { names: body.themes.map((theme) => theme.name), total: body.total };
}

describe('an occasion’s page', () => {
  it(
    'is there for every occasion the navigation names, in every language, listing that occasion’s designs without a script',
    async () => {
      for (const [home, cards] of SHOPS) {
        const start = await page(`${home}/`);
        const occasionLinks = [
          ...new Set(
            allElements(start.document)
              .filter(
                (element) => element.tagName === 'a' && (attr(element, 'href') ?? '').startsWith(cards) && attr(element, 'href') !== cards,
              )
              .map((link) => attr(link, 'href') as string),
          ),
        ];
        // spec §3: twelve occasions, each with a page of its own.
        expect(occasionLinks, home).toHaveLength(12);
        for (const path of occasionLinks) {
          const occasion = await page(`${home}${path}`);
          expect(occasion.status, `${home}${path}`).toBe(200);
          const catalogue = catalogueOf(occasion.document);
          expect(catalogue.names.length, `${home}${path}`).toBeGreaterThan(0);
          // In the page's first HTML, not in a part a script reveals.
          expect(ancestors(catalogue.section).some((element) => attr(element, 'hidden') !== null || element.tagName === 'template')).toBe(
            false,
          );
          const headings = allElements(occasion.document).filter((element) => element.tagName === 'h1');
          expect(headings, `${home}${path}`).toHaveLength(1);
        }
      }
    },
    WALK_TIMEOUT_MS,
  );

  it('lists exactly its occasion’s designs, as the themes call orders them', async () => {
    const wedding = catalogueOf((await page(WEDDING)).document);
    const expected = await themes('occasion=hochzeit&pageSize=12');
    expect(wedding.names).toEqual(expected.names);
    expect(wedding.count).toBe(`1–12 von ${expected.total} Designs`);
    const birth = catalogueOf((await page('https://kartenliebe.de/karten/geburt/')).document);
    expect(birth.names).toEqual((await themes('occasion=geburt')).names);
  });

  it('narrows by a filter the URL names, and shows it chosen in its form', async () => {
    const colours = catalogueOf((await page(WEDDING)).document).options('color');
    expect(colours[0]).toBe('alle');
    const colour = colours[1] as string;
    const narrowed = catalogueOf((await page(`${WEDDING}?color=${colour}`)).document);
    const expected = await themes(`occasion=hochzeit&color=${colour}`);
    expect(expected.total).toBeGreaterThan(0);
    expect(expected.total).toBeLessThan((await themes('occasion=hochzeit')).total);
    expect(narrowed.names).toEqual(expected.names);
    expect(narrowed.selected).toMatchObject({ color: colour, style: 'alle', sort: 'popularity', pageSize: '12' });
    // The form sends itself to the page (GET), which is what makes it work without a script.
    expect(attr(narrowed.form as Element, 'method')).toBe('get');
  });

  it('sorts by what the URL names', async () => {
    const newest = catalogueOf((await page(`${WEDDING}?sort=created`)).document);
    expect(newest.names).toEqual((await themes('occasion=hochzeit&sort=created&pageSize=12')).names);
    expect(newest.names).not.toEqual(catalogueOf((await page(WEDDING)).document).names);
    expect(newest.selected.sort).toBe('created');
  });

  it('pages by 12, with links to the other pages, or shows 48 on one', async () => {
    const all = await themes('occasion=hochzeit&pageSize=48');
    expect(all.total).toBeGreaterThan(12);
    const first = catalogueOf((await page(WEDDING)).document);
    expect(first.names).toHaveLength(12);
    expect(first.current).toEqual(['Seite 1 1']);
    expect(first.pageLinks).toEqual([
      { href: '/karten/hochzeit/?page=2', rel: null, label: 'Seite 2' },
      { href: '/karten/hochzeit/?page=2', rel: 'next', label: 'Nächste Seite' },
    ]);
    const second = catalogueOf((await page(`${WEDDING}?page=2`)).document);
    expect(second.names).toEqual(all.names.slice(12));
    expect(second.count).toBe(`13–${all.total} von ${all.total} Designs`);
    expect(second.pageLinks[0]).toEqual({ href: '/karten/hochzeit/', rel: 'prev', label: 'Vorherige Seite' });
    const whole = catalogueOf((await page(`${WEDDING}?pageSize=48`)).document);
    expect(whole.names).toEqual(all.names);
    expect(whole.pageLinks).toEqual([]);
  });

  it('keeps the other choices in its page links', async () => {
    const sorted = catalogueOf((await page(`${WEDDING}?sort=created`)).document);
    expect(sorted.pageLinks.map((link) => link.href)).toContain('/karten/hochzeit/?sort=created&page=2');
  });

  it('says so when nothing matches, with the way back to every design', async () => {
    const none = catalogueOf((await page(`${WEDDING}?color=schwarz&style=klassisch&punching=runde-ecken`)).document);
    expect(none.names).toEqual([]);
    expect(none.status).toBe('Zu dieser Auswahl gibt es gerade keine Designs. Alle Filter zurücksetzen');
    const reset = allElements(none.section).find((element) => element.tagName === 'a' && textOf(element) === 'Alle Filter zurücksetzen');
    expect(attr(reset as Element, 'href')).toBe('/karten/hochzeit/');
  });

  it('answers a URL it cannot read with its first page, not an error', async () => {
    const odd = await page(`${WEDDING}?page=zwei&pageSize=7&sort=preis&color=%3Cscript%3E`);
    expect(odd.status).toBe(200);
    const catalogue = catalogueOf(odd.document);
    expect(catalogue.names).toHaveLength(12);
    expect(catalogue.selected).toMatchObject({ color: 'alle', sort: 'popularity', pageSize: '12' });
  });

  it('names the same page in the other languages (hreflang), and the Christmas campaign leads to Christmas cards', async () => {
    const { document } = await page(WEDDING);
    const alternates = allElements(document)
      .filter((element) => element.tagName === 'link' && attr(element, 'rel') === 'alternate' && attr(element, 'hreflang'))
      .map((link) => attr(link, 'href'));
    expect(alternates).toContain('https://kartenliebe.fr/cartes/mariage/');
    expect(alternates).toContain('https://kartenliebe.co.uk/cards/wedding/');
    const campaign = await fetchShop('https://kartenliebe.de/weihnachtsaktion/');
    expect(campaign.status).toBe(301);
    expect(campaign.headers.get('location')).toMatch(/\/karten\/weihnachten\/?$/);
  });
});
