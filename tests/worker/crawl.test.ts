import { describe, expect, it } from 'vitest';
import { matchPageRoute } from '../../src/shared/routing/page-routes';
import { allElements, attr, type Element, nameOf, parseHtml, textOf } from '../support/dom';
import { LOCALE_SITES } from '../support/locale-sites';
import { fetchShop } from './worker-fetch';

// Every page a shopper reaches from a locale's start page by the shop's own links, on both
// brands: no link leads nowhere (404) or into a failure (5xx), no sub-navigation tile links to
// the page it is shown on, and no title names the brand twice. Pages are walked by path; a link
// with a query is requested once, not walked; a link to the shop backend's pages (basket,
// checkout, ...) is not requested, only held to the page's locale prefix. Each site reports
// every finding at once, so one run shows all there is to fix.

/** Pages parsed per site; the links on them are all checked, only the walk stops there. */
const PAGE_LIMIT = 100;
/** Same-origin redirects followed before a link counts as a loop. */
const MAX_REDIRECTS = 5;

const BRANDS = { kartenliebe: 'Kartenliebe', wallart: 'Wallart' } as const;
type Channel = keyof typeof BRANDS;

/** What a request to a path (and query) ends in, its same-origin redirects followed. */
interface Outcome {
  status: number;
  /** The pathname it ended at. */
  path: string;
  /** A request that failed outright or redirected in a loop. */
  problem: string | null;
}

/**
 * Outcomes by URL, for the whole file: the sites of one domain link into each other by their
 * language choice, and a target checked for one needs no second request for the next.
 */
const OUTCOMES = new Map<string, Outcome>();

/** A link as one page writes it. */
interface Link {
  page: string;
  href: string;
  text: string;
  /** The target's pathname and query, the key its outcome is checked under. */
  target: string;
}

interface Findings {
  deadLinks: string[];
  handedOffWithoutPrefix: string[];
  selfLinkingTiles: string[];
  repeatedBrand: string[];
  pages: number;
  notCrawled: string[];
}

/** A pathname without its trailing slash, so `/karten` and `/karten/` compare equal. */
const withoutSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

const shortText = (text: string) => (text.length > 60 ? `${text.slice(0, 57)}…` : text);

const hasClass = (element: Element, name: string) => (attr(element, 'class') ?? '').split(/\s+/).includes(name);

/** Paths that are calls, not pages (docs/routes.md). */
const CALL_PATH = /^\/(?:api|web-api|price-api|frontend-api)\//;

async function crawl(channel: Channel, ending: string, prefix: string): Promise<Findings> {
  const origin = `https://${channel}.${ending}`;
  // The other languages this domain serves by prefix: their pages belong to their own site.
  const domainPrefixes = LOCALE_SITES.filter(([other, otherPrefix]) => other === ending && otherPrefix !== '').map(
    ([, otherPrefix]) => otherPrefix,
  );
  const prefixOf = (path: string) => {
    const first = path.split('/')[1] ?? '';
    return domainPrefixes.includes(first) ? first : '';
  };
  const inSite = (path: string) => prefixOf(path) === prefix;
  /** The page path behind the locale prefix and the desktop marker, as the router reads it. */
  const innerPath = (path: string) => {
    const segments = path.split('/').filter((segment) => segment !== '');
    if (segments[0] === prefixOf(path)) segments.shift();
    if (segments[0] === 'd') segments.shift();
    return `/${segments.join('/')}`;
  };
  const handedOff = (path: string) => matchPageRoute(innerPath(path)).name === 'shop-page';

  /** Where `target` ends; with the page's HTML when asked for and the answer is a page. */
  async function follow(target: string, withPage: boolean): Promise<{ outcome: Outcome; html: string | null }> {
    let url = new URL(target, origin);
    try {
      for (let hop = 0; hop <= MAX_REDIRECTS; hop += 1) {
        const response = await fetchShop(url.href);
        const location = response.headers.get('location');
        if (response.status >= 300 && response.status < 400 && location) {
          await response.body?.cancel();
          const next = new URL(location, url);
          // Another origin is another site's (or the designer's) to answer.
          if (next.origin !== origin) return { outcome: { status: response.status, path: url.pathname, problem: null }, html: null };
          url = next;
          continue;
        }
        const isPage = withPage && (response.headers.get('content-type') ?? '').includes('text/html');
        const html = isPage ? await response.text() : null;
        if (!isPage) await response.body?.cancel();
        return { outcome: { status: response.status, path: url.pathname, problem: null }, html };
      }
      return { outcome: { status: 0, path: url.pathname, problem: `more than ${MAX_REDIRECTS} redirects` }, html: null };
    } catch (error) {
      return { outcome: { status: 0, path: url.pathname, problem: String(error) }, html: null };
    }
  }

  /** The outcome of a target, asked for once however many pages link to it. */
  async function check(target: string): Promise<Outcome> {
    const key = new URL(target, origin).href;
    const known = OUTCOMES.get(key) ?? (await follow(target, false)).outcome;
    OUTCOMES.set(key, known);
    return known;
  }

  const links: Link[] = [];
  const findings: Findings = {
    deadLinks: [],
    handedOffWithoutPrefix: [],
    selfLinkingTiles: [],
    repeatedBrand: [],
    pages: 0,
    notCrawled: [],
  };
  const start = prefix ? `/${prefix}/` : '/';
  const queue = [start];
  const queued = new Set<string>(queue);
  const read = new Set<string>();

  // One request at a time: rendering is the work, and the isolate does it on one thread either
  // way; in order, the walk is the same on every run.
  while (queue.length > 0 && read.size < PAGE_LIMIT) {
    const requested = queue.shift() ?? start;
    const { outcome, html } = await follow(requested, true);
    OUTCOMES.set(new URL(requested, origin).href, outcome);
    if (html === null || !inSite(outcome.path) || read.has(outcome.path)) continue;
    read.add(outcome.path);
    const page = outcome.path;
    const document = parseHtml(html);
    const elements = allElements(document);

    const title = elements.find((element) => element.tagName === 'title');
    const titleText = title ? textOf(title) : '';
    const brand = BRANDS[channel];
    const times = titleText.match(new RegExp(`\\b${brand}\\b`, 'gi'))?.length ?? 0;
    if (times > 1) findings.repeatedBrand.push(`${page}: <title> "${titleText}" names ${brand} ${times} times`);

    for (const nav of elements.filter((element) => element.tagName === 'nav' && hasClass(element, 'sub-nav'))) {
      // The page's own tile is marked, not a link; two marked tiles are two tiles leading nowhere.
      const marked = allElements(nav).filter((element) => attr(element, 'aria-current') === 'page');
      if (marked.length > 1) {
        findings.selfLinkingTiles.push(
          `${page}: ${marked.length} tiles lead to the page itself: ${marked.map((tile) => `"${shortText(textOf(tile).trim())}"`).join(', ')}`,
        );
      }
      for (const tile of allElements(nav).filter((element) => element.tagName === 'a' && attr(element, 'href') !== null)) {
        const href = attr(tile, 'href') ?? '';
        const url = new URL(href, `${origin}${page}`);
        if (url.origin === origin && withoutSlash(url.pathname) === withoutSlash(page)) {
          findings.selfLinkingTiles.push(`${page}: tile "${shortText(nameOf(tile))}" links to the page itself (href="${href}")`);
        }
      }
    }

    for (const anchor of elements.filter((element) => (element.tagName === 'a' || element.tagName === 'area') && attr(element, 'href'))) {
      const href = attr(anchor, 'href') ?? '';
      if (href.startsWith('#') || /^(?:mailto|tel|javascript|data|sms):/i.test(href)) continue;
      const url = new URL(href, `${origin}${page}`);
      if (url.origin !== origin || CALL_PATH.test(url.pathname)) continue;
      const text = shortText(nameOf(anchor) || textOf(anchor));
      if (handedOff(url.pathname)) {
        // The shop backend answers these (in tests its stand-in), so they are not requested here;
        // they keep the page's language, except in the language choice, whose job is to leave it.
        if (attr(anchor, 'data-language-link') === null && prefixOf(url.pathname) !== prefix) {
          findings.handedOffWithoutPrefix.push(
            `${page}: "${text}" (href="${href}") leads to the shop backend without the page's prefix /${prefix}`,
          );
        }
        continue;
      }
      const target = `${url.pathname}${url.search}`;
      links.push({ page, href, text, target });
      // Pages are walked by their path alone; a link with a query is only checked.
      if (inSite(url.pathname) && !queued.has(url.pathname)) {
        queued.add(url.pathname);
        queue.push(url.pathname);
      }
    }
  }

  // One line per dead target, naming every page and link text that leads there.
  const byTarget = new Map<string, Link[]>();
  for (const link of links) byTarget.set(link.target, [...(byTarget.get(link.target) ?? []), link]);
  for (const [target, from] of byTarget) {
    const outcome = await check(target);
    if (!(outcome.problem !== null || outcome.status === 404 || outcome.status >= 500)) continue;
    const answer = outcome.problem ?? `${outcome.status}${outcome.path === new URL(target, origin).pathname ? '' : ` at ${outcome.path}`}`;
    const texts = [...new Set(from.map((link) => `"${link.text}"`))].join(', ');
    const hrefs = [...new Set(from.map((link) => link.href))].join(', ');
    const pages = [...new Set(from.map((link) => link.page))];
    findings.deadLinks.push(`${hrefs} → ${answer}; link ${texts} on ${pages.length} page(s): ${pages.join(' ')}`);
  }

  findings.pages = read.size;
  findings.notCrawled = [...queue].sort();
  for (const list of [findings.deadLinks, findings.handedOffWithoutPrefix, findings.selfLinkingTiles, findings.repeatedBrand]) {
    list.sort();
  }
  return findings;
}

/**
 * One locale per language: the locales of a language show the same stories and links, only their
 * prices and wording differ (tests/worker/one-language-per-page.test.ts reads every locale). Among
 * them, sites with a language prefix (kartenliebe.ch/fr) and without; tests/worker/language-choice.test.ts
 * walks the prefixes of two more domains.
 */
const CRAWLED_LOCALES: readonly string[] = ['de-DE', 'fr-CH', 'it-IT', 'en-US', 'es-ES', 'nl-BE'];

describe('crawl: every page a shopper reaches by links from the start page', () => {
  for (const channel of Object.keys(BRANDS) as Channel[]) {
    for (const [ending, prefix, locale] of LOCALE_SITES.filter(([, , each]) => CRAWLED_LOCALES.includes(each))) {
      const site = `${channel}.${ending}${prefix ? `/${prefix}` : ''}`;
      it(`${site} (${locale}): no dead link, no tile to its own page, the brand once in each title`, {
        timeout: 120_000,
      }, async () => {
        const found = await crawl(channel, ending, prefix);
        expect(found.pages, `${site}: pages read`).toBeGreaterThan(1);
        // A walk cut short says so, with what it left out, without failing on it.
        if (found.notCrawled.length > 0) {
          console.warn(`${site}: page limit of ${PAGE_LIMIT} reached; not read, their links unchecked: ${found.notCrawled.join(' ')}`);
        }
        expect.soft(found.deadLinks, `${site}: links to a 404 or 5xx`).toEqual([]);
        expect.soft(found.handedOffWithoutPrefix, `${site}: shop-backend links without the locale prefix`).toEqual([]);
        expect.soft(found.selfLinkingTiles, `${site}: sub-navigation tiles linking to their own page`).toEqual([]);
        expect.soft(found.repeatedBrand, `${site}: titles naming the brand more than once`).toEqual([]);
      });
    }
  }
});
