import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { allElements, attr, getByRole, parseHtml, textOf } from '../support/dom';
import { faultyD1 } from '../support/faulty-d1';
import { fetchShop, fetchShopWithBindings } from './worker-fetch';

// A page's deferred parts in place (issue 30, Build 4; decision 076): the footer's links and a
// listing's prices are in the HTML where they belong, not streamed in behind the page for a
// script to move, so they are there before and without JavaScript. A slow store still never
// holds the whole page: what takes too long streams in as before.

/** React's mark of a part that was not ready when the page was sent: its fallback now, the part later. */
const PENDING = '<!--$?-->';

const PAGES = [
  'https://kartenliebe.de/',
  'https://kartenliebe.de/karten/',
  'https://kartenliebe.de/karten/hochzeit/',
  'https://kartenliebe.de/so-funktionierts/',
  'https://kartenliebe.de/geschenkideen/',
  'https://wallart.de/wandbilder',
  'https://wallart.de/products/leinwand',
  'https://kartenliebe.ch/fr/themes/2048/',
  'https://kartenliebe.com/gift-ideas/',
];

describe('parts in place', () => {
  for (const url of PAGES) {
    it(`sends ${url} with every part in place, the footer's legal links inside the footer`, async () => {
      const response = await fetchShop(url);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).not.toContain(PENDING);
      const footer = getByRole(parseHtml(html), 'contentinfo');
      const legal = allElements(footer).filter(
        (element) =>
          element.tagName === 'a' &&
          attr(element, 'href')?.match(/impressum|datenschutz|agb|mentions|confidentialite|cgv|imprint|privacy|terms/),
      );
      expect(legal.length, textOf(footer)).toBeGreaterThanOrEqual(3);
    });
  }

  it('streams a part a slow store holds back, after the rest of the page', { timeout: 20_000 }, async () => {
    const slow = faultyD1(env.DB, { failures: 0, slowMs: 1500 });
    const response = await fetchShopWithBindings('https://kartenliebe.de/so-funktionierts/?slow-store=1', { DB: slow.db });
    expect(response.status).toBe(200);
    const html = await response.text();
    // The page went out with the part's fallback, and the part followed when the store answered.
    expect(html).toContain(PENDING);
    expect(html).toContain('Umschläge');
  });
});

describe('a design without a price', () => {
  it('shows "not available" and a call to action that is no link', async () => {
    // The card the how-it-works page details has no price in pounds.
    await env.DB.prepare("DELETE FROM prices WHERE article = 'design/card/2048' AND currency = 'GBP'").run();
    const html = await (await fetchShop('https://kartenliebe.co.uk/how-it-works/?no-price=1')).text();
    const detail = allElements(getByRole(parseHtml(html), 'main')).find(
      (element) => attr(element, 'class')?.includes('block--design-detail') && textOf(element).includes('Eucalyptus'),
    );
    expect(detail && textOf(detail)).toContain('Not available');
    const calls = allElements(detail ?? getByRole(parseHtml(html), 'main')).filter((element) => textOf(element) === 'Design now');
    expect(calls.map((element) => element.tagName)).toEqual(['span']);
    // A design with a price keeps its link.
    const priced = await (await fetchShop('https://kartenliebe.de/so-funktionierts/?no-price=1')).text();
    expect(priced).toMatch(/<a class="cta cta--primary" href="[^"]*themeId=2048[^"]*">Jetzt gestalten<\/a>/);
  });
});
