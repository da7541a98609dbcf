import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../src/shared/locale/format';
import type { Locale } from '../../src/shared/locale/locales';
import { allElements, attr, parseHtml } from '../support/dom';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { visibleText } from '../support/visible-text';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// Issue 12: every "Design now" reaches the designer's base path (spec §2). With no designer
// connected (the embedded defaults), the shop answers there with the hand-off read back
// (decision 028) instead of a 404.

/** The answer at the end of the shop's own redirects (a trailing slash, say). */
async function follow(url: string): Promise<{ response: Response; url: string }> {
  let at = url;
  for (let hop = 0; hop < 3; hop += 1) {
    const response = await fetchShop(at);
    const location = response.headers.get('location');
    if (response.status < 300 || response.status >= 400 || !location) return { response, url: at };
    await response.arrayBuffer();
    at = new URL(location, at).toString();
  }
  throw new Error(`more than 3 redirects from ${url}`);
}

describe('a designer base path on the shop’s host', () => {
  it('reads the hand-off back: the product and each parameter, in the visitor’s language', async () => {
    const { response } = await follow('https://kartenliebe.de/configurator-card?themeId=2048&quantity=50');
    expect(response.status).toBe(200);
    const text = visibleText(await response.text());
    expect(text).toContain('Weiter zum Designer');
    expect(text).toContain('Produkt Karte');
    // Each parameter with what it means.
    expect(text).toMatch(/Kartenmotiv\s+themeId\s+2048/);
    expect(text).toMatch(/Menge\s+quantity\s+50/);

    const french = await follow('https://kartenliebe.ch/fr/configurator-calendar?designId=4711&mounting=spirale');
    expect(french.response.status).toBe(200);
    expect(visibleText(await french.response.text())).toContain('Produit Calendrier');

    const wallart = await follow('https://wallart.co.uk/configurator-collage?designId=13');
    expect(visibleText(await wallart.response.text())).toContain('Product Collage');
  });

  it('says what the hand-off would cost, as the spec §7 price calls answer it', async () => {
    const priceOf = async (url: string) => (await (await fetchShop(url)).json()) as { total: { priceCurrent: number } };
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const text = async (url: string) => spaced(visibleText(await (await follow(url)).response.text()));
    const money = (amount: number, locale: Locale) => spaced(formatPrice(amount, locale));
    // 50 cards of the wedding theme: the card price call's total, in the page's own spelling.
    const cards = await priceOf('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=50');
    expect(await text('https://kartenliebe.de/configurator-card?themeId=2048&quantity=50&locale=de-DE')).toContain(
      `Preis 50 Stück: ${money(cards.total.priceCurrent, 'de-DE')}`,
    );
    // The same in Swiss francs on the Swiss domain.
    const swiss = await priceOf('https://kartenliebe.ch/web-api/card-price?themeId=2048&quantity=50');
    expect(await text('https://kartenliebe.ch/configurator-card?themeId=2048&quantity=50')).toContain(
      `Preis 50 Stück: ${money(swiss.total.priceCurrent, 'de-CH')}`,
    );
    const book = await priceOf(
      'https://wallart.co.uk/web-api/photobook-price?photobookType=echtfotobuch-hard&paper=glaenzend&format=a4-quer&pageCount=20',
    );
    expect(
      await text(
        'https://wallart.co.uk/configurator-photobook?photobookType=echtfotobuch-hard&paper=glaenzend&format=a4-quer&pageCount=20',
      ),
    ).toContain(`Price ${money(book.total.priceCurrent, 'en-GB')}`);
    // A material without a format: completed from the material's start format (decision 029) and priced exactly (decision 070).
    const article = (await (
      await fetchShop(
        'https://wallart.de/web-api/product-selection-photo-frame/price-article?materialType=acrylglas&frameType=artbox-schwarz&formatType=600x450',
      )
    ).json()) as { priceCurrent: number };
    const partial = await text('https://wallart.de/configurator-photo-frame?materialType=acrylglas&frameType=artbox-schwarz');
    expect(partial).toContain('Format 60 × 45 cm');
    expect(partial).toContain(money(article.priceCurrent, 'de-DE'));
    expect(partial).not.toMatch(/Preis ab/);
    // A design alone: from its lowest price, as its page says.
    expect(await text('https://wallart.de/configurator-calendar?designId=4711&mounting=spirale')).toMatch(
      /Preis (\d+,\d\d € )?ab \d+,\d\d €/,
    );
    // Nothing the catalogue prices.
    expect(await text('https://wallart.de/configurator-card?themeId=nope')).toContain('Für diese Angaben haben wir keinen Preis.');
  });

  it('says what a card hand-off with accessories would cost: the card price call’s total with them (decision 045)', async () => {
    const spaced = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    const priced = (await (
      await fetchShop('https://kartenliebe.de/web-api/card-price?themeId=2048&quantity=100&accessoryTypes=ribbon-satin-10x1000-gold')
    ).json()) as { total: { priceCurrent: number } };
    expect(priced.total.priceCurrent).toBe(224);
    const url =
      'https://kartenliebe.de/configurator-card?themeId=2048&quantity=100&locale=de-DE&accessoryTypes[]=ribbon-satin-10x1000-gold';
    expect(spaced(visibleText(await (await follow(url)).response.text()))).toContain(
      `Preis 100 Stück: ${spaced(formatPrice(priced.total.priceCurrent, 'de-DE'))}`,
    );
    // An accessory the card does not take prices nothing more, as on the card's page.
    const pen = `${url.replace('ribbon-satin-10x1000-gold', 'pen-gold')}`;
    expect(spaced(visibleText(await (await follow(pen)).response.text()))).toContain(
      `Preis 100 Stück: ${spaced(formatPrice(179, 'de-DE'))}`,
    );
  });

  it('is neither kept nor indexed: its query may hold the visitor’s own click id', async () => {
    const url = 'https://wallart.de/configurator-photobox?format[width]=200&format[height]=200&type=small&gclid=abc';
    for (const _ of [1, 2]) {
      const { response } = await follow(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('x-page-cache')).not.toBe('hit');
      expect(response.headers.get('x-robots-tag')).toBe('noindex');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      expect(visibleText(html)).toContain('Produkt Fotobox');
    }
  });

  it('escapes whatever the query holds', async () => {
    const { response } = await follow('https://wallart.de/configurator-card?%3Cb%3E=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    const html = await response.text();
    expect(html).not.toContain('<script>alert(1)');
    expect(visibleText(html)).toMatch(/Unbekannte Angabe\s+<b>\s+<script>alert\(1\)<\/script>/);
  });

  it('answers only the spec’s base paths', async () => {
    const { response } = await follow('https://wallart.de/configurator-rocket?id=1');
    expect(response.status).toBe(404);
    await response.arrayBuffer();
  });

  it('is where every designer link of the demo pages arrives, none of them a 404', async () => {
    const pages = [
      'https://kartenliebe.de/karten/',
      'https://kartenliebe.de/so-funktionierts/',
      'https://kartenliebe.de/fotokalender/',
      'https://kartenliebe.ch/fr/comment-ca-marche/',
      'https://wallart.de/geschenkideen',
    ];
    const links = new Set<string>();
    for (const page of pages) {
      const { response, url } = await follow(page);
      expect(response.status, page).toBe(200);
      for (const element of allElements(parseHtml(await response.text()))) {
        const href = attr(element, 'href');
        if (element.tagName === 'a' && href?.includes('/configurator-')) links.add(new URL(href, url).toString());
      }
    }
    expect(links.size).toBeGreaterThan(10);
    for (const link of links) {
      const { response } = await follow(link);
      expect(response.status, link).toBe(200);
      expect(visibleText(await response.text()), link).toMatch(/Weiter zum Designer|Vers le designer/);
    }
  });
});

describe('with a designer of its own (DESIGNER_ORIGINS, decision 031)', () => {
  const DESIGNER_ORIGINS = JSON.stringify({
    kartenliebe: { web: 'https://designer.kartenliebe.{ending}', desktop: 'https://app.kartenliebe.{ending}' },
    wallart: { web: 'https://gestalten.example', desktop: 'https://app.wallart.{ending}' },
  });
  const withDesigner = (url: string) => fetchShopWithVars(url, { DESIGNER_ORIGINS });

  it('sends an editor’s relative link to the designer of the channel, platform and domain, locale prefix and query kept', async () => {
    const cases = [
      [
        'https://kartenliebe.ch/fr/configurator-card?themeId=2048&quantity=50',
        'https://designer.kartenliebe.ch/fr/configurator-card?themeId=2048&quantity=50&locale=fr-CH',
      ],
      // A trailing slash is the designer's spelling on no channel: it goes, then on to the designer.
      ['https://kartenliebe.de/configurator-calendar/', 'https://designer.kartenliebe.de/configurator-calendar?locale=de-DE'],
      ['https://kartenliebe.at/d/configurator-photobook?locale=de-AT', 'https://app.kartenliebe.at/configurator-photobook?locale=de-AT'],
      [
        'https://wallart.de/configurator-photobox?format%5Bwidth%5D=200&format[height]=200&gclid=a%26b',
        'https://gestalten.example/configurator-photobox?format%5Bwidth%5D=200&format[height]=200&gclid=a%26b&locale=de-DE',
      ],
    ] as const;
    for (const [from, to] of cases) {
      let response = await withDesigner(from);
      if (response.status === 301) response = await withDesigner(new URL(response.headers.get('location') ?? '', from).toString());
      expect(response.status, from).toBe(302);
      expect(response.headers.get('location'), from).toBe(to);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('adds the shop page the shopper set off from as the referral source (spec §3 common parameters; decision 070)', async () => {
    const from = (referer: string) => ({ headers: { referer } });
    const link = 'https://kartenliebe.ch/fr/configurator-card?themeId=2048&quantity=50';
    const followed = await fetchShopWithVars(
      link,
      { DESIGNER_ORIGINS },
      from('https://kartenliebe.ch/fr/themes/2048/?quantity=50&gclid=x'),
    );
    // The page's path, never its query.
    expect(followed.headers.get('location')).toBe(
      'https://designer.kartenliebe.ch/fr/configurator-card?themeId=2048&quantity=50&locale=fr-CH&referralSource=%2Ffr%2Fthemes%2F2048%2F',
    );
    // Another site is no referral source of the shop's; a link that names its own keeps it.
    const foreign = await fetchShopWithVars(link, { DESIGNER_ORIGINS }, from('https://elsewhere.example/fr/themes/2048/'));
    expect(foreign.headers.get('location')).toBe(
      'https://designer.kartenliebe.ch/fr/configurator-card?themeId=2048&quantity=50&locale=fr-CH',
    );
    const named = await fetchShopWithVars(`${link}&referralSource=newsletter`, { DESIGNER_ORIGINS }, from('https://kartenliebe.ch/fr/'));
    expect(named.headers.get('location')).toContain('&referralSource=newsletter&locale=fr-CH');
    expect(named.headers.get('location')).not.toContain('%2Ffr%2F');
    // The embedded hand-off page reads it back with its meaning.
    const embedded = await fetchShop(
      'https://kartenliebe.de/configurator-card?themeId=2048',
      from('https://kartenliebe.de/products/karte/'),
    );
    expect(visibleText(await embedded.text())).toMatch(/Herkunft\s+referralSource\s+\/products\/karte\//);
  });

  it('writes every "Design now" of a page absolute, to the designer', async () => {
    const response = await withDesigner('https://kartenliebe.ch/fr/comment-ca-marche/');
    expect(response.status).toBe(200);
    const hrefs = allElements(parseHtml(await response.text()))
      .map((element) => attr(element, 'href') ?? '')
      .filter((href) => href.includes('configurator-'));
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    for (const href of hrefs) expect(href).toMatch(/^https:\/\/designer\.kartenliebe\.ch\/fr\/configurator-[a-z-]+(\?|$)/);
  });

  it('refuses an origin that is not one', async () => {
    const log = expectConsoleErrors();
    for (const origin of ['javascript:alert(1)', 'http://designer.example', 'https://designer.example/path']) {
      const response = await fetchShopWithVars('https://wallart.de/', {
        DESIGNER_ORIGINS: JSON.stringify({ wallart: { web: origin, desktop: 'https://app.example' } }),
      });
      expect(response.status, origin).toBe(500);
      await response.arrayBuffer();
    }
    expect(log.mock.calls.flat().join(' ')).toContain('DESIGNER_ORIGINS');
  });
});
