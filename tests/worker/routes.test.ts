import { describe, expect, it } from 'vitest';
import { getByRole, parseHtml, queryByRole, textOf } from '../support/dom';
import { visibleText } from '../support/visible-text';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

async function page(url: string): Promise<{ status: number; html: string }> {
  const response = await fetchShop(url);
  return { status: response.status, html: await response.text() };
}

describe('named routes (spec §2)', () => {
  it('serves products and its aliases, with optional locale and desktop marker', async () => {
    for (const url of [
      'https://kartenliebe.de/products/',
      'https://kartenliebe.de/kalender-konfigurator/',
      'https://kartenliebe.de/karten-konfigurator/',
      'https://kartenliebe.ch/fr/products/',
      'https://kartenliebe.ch/fr/d/products/',
      'https://wallart.de/d/kalender-konfigurator',
    ]) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toMatch(/<h1>(Unsere Produkte|Nos produits)<\/h1>/);
    }
  });

  it('serves a product’s page under products and its aliases, with its calculator (decision 038)', async () => {
    for (const url of ['https://wallart.de/products/acrylglas', 'https://wallart.de/d/kalender-konfigurator/acrylglas']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(200);
      expect(html, url).toContain('block--calculator');
      expect(html, url).toContain('name="materialType"');
    }
    const { status, html } = await page('https://kartenliebe.ch/fr/products/leinwand/');
    expect(status).toBe(200);
    expect(html).toContain('lang="fr-CH"');
    expect(html).toContain('CHF');
    // The product page's SKU preset (spec §3 teaser page `sku`, §4) chooses its format.
    expect(html).toContain('<input type="radio" name="formatType" checked="" value="800x600"/>');
  });

  it('serves a card theme’s page with the quantity of spec §9 and its total, and the card price list for the browser', async () => {
    const { status, html } = await page('https://kartenliebe.de/products/karte/?quantity=100&envelope=none');
    expect(status).toBe(200);
    expect(html).toContain('name="quantity"');
    expect(html).toMatch(/<option value="100" selected="">100<\/option>/);
    expect(html).toContain('href="/configurator-card?themeId=2048&amp;quantity=100&amp;locale=de-DE"');
    const prices = (await (await fetchShop('https://kartenliebe.de/web-api/card-price?themeId=2048')).json()) as {
      tiers: { fromQuantity: number }[];
      envelope: { priceCurrent: number } | null;
    };
    expect(prices.tiers.map((tier) => tier.fromQuantity)).toEqual([1, 10, 25, 50, 100, 250, 1000]);
    expect(prices.envelope?.priceCurrent).toBe(0.95);
  });

  it('adds the accessories its URL names to every card, from the demo price list, and hands them to the designer (decision 045)', async () => {
    const text = (html: string) => visibleText(html).replace(/[\u00a0\u202f]/g, ' ');
    const chosen = 'accessoryTypes=ribbon-satin-10x1000-gold&accessoryTypes=seal-rund-30x30-gold';
    const german = await page(`https://kartenliebe.de/products/karte/?quantity=100&${chosen}`);
    expect(german.status).toBe(200);
    // Every per-card accessory of the channel, as a checkbox; box, bag and pen are sold by the piece.
    for (const sku of ['inlay-a6-105x148-transparent', 'ribbon-satin-10x1000-gold', 'seal-rund-30x30-gold', 'bow-satin-60x40-rose']) {
      expect(german.html).toContain(`value="${sku}"`);
    }
    for (const sku of ['box-karten-120x170-weiss', 'bag-papier-130x190-kraft', 'pen-gold', 'envelope-c6-114x162-kraft']) {
      expect(german.html).not.toContain(`value="${sku}"`);
    }
    expect(german.html).toContain('<input type="checkbox" name="accessoryTypes" checked="" value="ribbon-satin-10x1000-gold"/>');
    expect(german.html).toContain('<input type="checkbox" name="accessoryTypes" value="inlay-a6-105x148-transparent"/>');
    // 100 × (1,79 € card + 0,95 € envelope (spec §9 de-DE) + 0,45 € ribbon + 0,40 € seal) = 359,00 €.
    expect(text(german.html)).toContain(
      'Preis pro Karte 1,79 € Umschlag pro Karte 0,95 € Zubehör pro Karte 0,85 € Gesamt für 100 Karten 359,00 €',
    );
    expect(german.html).toContain(
      'href="/configurator-card?themeId=2048&amp;quantity=100&amp;locale=de-DE&amp;envelope=standard&amp;accessoryTypes[]=ribbon-satin-10x1000-gold&amp;accessoryTypes[]=seal-rund-30x30-gold"',
    );
    // In the page's own bytes, as the calculator is: a form sent without a script has them.
    const box = german.html.indexOf('name="accessoryTypes"');
    const firstSegment = german.html.indexOf('<div hidden id="S:');
    expect(box).toBeGreaterThan(0);
    expect(firstSegment === -1 || box < firstSegment).toBe(true);
    // The server writes the calculator whole, with its Product data (decision 039).
    expect(german.html).toContain('"@type":"AggregateOffer","priceCurrency":"EUR"');
    // 1000 × (1.55 CHF + 1.00 CHF (spec §9 de-CH) + 0.45 CHF + 0.40 CHF) = 3'400.00 CHF, grouped with an apostrophe (spec §9).
    const swiss = await page(`https://kartenliebe.ch/products/karte/?quantity=1000&${chosen}`);
    expect(text(swiss.html)).toContain("Zubehör pro Karte 0.85 CHF Gesamt für 1000 Karten 3'400.00 CHF");
    expect(text(swiss.html)).toContain('Band, Gold 0.45 CHF pro Karte');
  });

  it('ignores accessories its URL names that the card does not take, and shows no value that is not id-like', async () => {
    const { status, html } = await page(
      'https://kartenliebe.de/products/karte/?quantity=100&envelope=none&accessoryTypes=pen-gold,ribbon-unknown,seal-rund-30x30-gold',
    );
    expect(status).toBe(200);
    expect(html).not.toContain('checked="" value="pen-gold"');
    expect(html).toContain('checked="" value="seal-rund-30x30-gold"');
    // 100 × (1,79 € + 0,40 €) = 219,00 €.
    expect(visibleText(html).replace(/[\u00a0\u202f]/g, ' ')).toContain('Gesamt für 100 Karten 219,00 €');
    expect(html).toContain(
      'href="/configurator-card?themeId=2048&amp;quantity=100&amp;locale=de-DE&amp;accessoryTypes[]=seal-rund-30x30-gold"',
    );
    const hostile = await page('https://kartenliebe.de/products/karte/?accessoryTypes=%3Cscript%3Ealert(1)%3C%2Fscript%3E');
    expect(hostile.status).toBe(200);
    expect(hostile.html).not.toContain('alert(1)');
    expect(hostile.html).not.toContain('checked="" value=');
  });

  it('prices the frame, mat and option values its URL names, as a form sends them, and the designer gets them (decision 042)', async () => {
    const chosen = await page(
      'https://wallart.de/products/poster-gerahmt?materialType=poster&frameType=holzrahmen-eiche&matType=mat-none&optionTypes=materialausfuehrung-seidenmatt&optionTypes=laminierung-matt',
    );
    expect(chosen.status).toBe(200);
    for (const value of ['holzrahmen-eiche', 'mat-none', 'materialausfuehrung-seidenmatt', 'laminierung-matt']) {
      expect(chosen.html).toContain(`<option value="${value}" selected="">`);
    }
    // In the page's own bytes, as the calculator is: a form sent without a script has them.
    const frame = chosen.html.indexOf('name="frameType"');
    const firstSegment = chosen.html.indexOf('<div hidden id="S:');
    expect(frame).toBeGreaterThan(0);
    expect(firstSegment === -1 || frame < firstSegment).toBe(true);
    expect(chosen.html).toContain(
      '/configurator-photo-frame?materialType=poster&amp;frameType=holzrahmen-eiche&amp;matType=mat-none&amp;matSize=0&amp;optionTypes[]=materialausfuehrung-seidenmatt&amp;optionTypes[]=laminierung-matt&amp;formatType=600x400',
    );
    // Values the material does not take leave it at its defaults; the page never fails for them.
    const odd = await page(
      'https://wallart.de/products/poster-gerahmt?materialType=poster&frameType=artbox-lila&optionTypes=bohrung-ecken',
    );
    expect(odd.status).toBe(200);
    expect(odd.html).toContain('<option value="holzrahmen-schwarz" selected="">');
    expect(odd.html).toContain('<option value="mat-weiss" selected="">');
    expect(odd.html).not.toContain('<option value="bohrung-');
    // A form sent after choosing another material carries the old one's values: the new one starts at its defaults.
    const switched = await page(
      'https://wallart.de/products/poster-gerahmt?materialType=hahnemuehle&shownMaterialType=poster&frameType=alurahmen-gold&matType=mat-none',
    );
    expect(switched.html).toContain('<option value="hahnemuehle" selected="">');
    expect(switched.html).toContain('<option value="holzrahmen-schwarz" selected="">');
    expect(switched.html).toContain('<option value="mat-weiss" selected="">');
  });

  it('prices the size a form sends as its nearest format, and says which limit a size breaks (decision 044)', async () => {
    // As a form sends it without a script: the custom radio, both fields as typed, and the format shown before.
    const sized = await page(
      'https://wallart.de/leinwanddruck?materialType=leinwand&shownMaterialType=leinwand&formatType=custom&width=0061.5&height=40',
    );
    expect(sized.status).toBe(200);
    expect(sized.html).toContain('<input type="radio" name="formatType" checked="" value="custom"/>');
    expect(sized.html).toMatch(/name="width" value="61,5"/);
    expect(sized.html).toContain('Preis des Formats 80\u00a0×\u00a060\u00a0cm.');
    expect(sized.html).toMatch(
      /<p class="calculator__total">Preis<!-- --> <span class="price"><strong class="price__current">69,95\u00a0€/,
    );
    expect(sized.html).toContain('/configurator-photo-frame?materialType=leinwand&amp;formatType=615x400&amp;unit=cm&amp;locale=de-DE');
    // In the page's own bytes, as the rest of the calculator.
    const field = sized.html.indexOf('name="width"');
    const firstSegment = sized.html.indexOf('<div hidden id="S:');
    expect(firstSegment === -1 || field < firstSegment).toBe(true);

    const large = await page('https://wallart.de/leinwanddruck?materialType=leinwand&formatType=custom&width=130&height=90');
    expect(large.html).toContain('Zu groß: höchstens 120\u00a0×\u00a080\u00a0cm oder 100\u00a0×\u00a0100\u00a0cm.');
    expect(large.html).toContain('aria-invalid="true"');
    // No price and no designer link for a size the material cannot be made in.
    expect(large.html).toMatch(/<a class="cta cta--primary calculator__cta" aria-disabled="true">/);

    // A format of the list sent with the fields still filled is that format; so is a new material.
    const listed = await page('https://wallart.de/leinwanddruck?materialType=leinwand&formatType=600x600&width=61,5&height=40');
    expect(listed.html).toContain('<input type="radio" name="formatType" checked="" value="600x600"/>');
    const switched = await page(
      'https://wallart.de/wandbilder?materialType=acrylglas&shownMaterialType=leinwand&formatType=custom&width=61,5&height=40',
    );
    expect(switched.html).toContain('<input type="radio" name="formatType" checked="" value="600x450"/>');
    expect(switched.html).not.toContain('checked="" value="custom"');
  });

  it('puts the calculator in the page itself, not in a part streamed in behind it (decision 038)', async () => {
    const { html } = await page('https://wallart.de/products/wandbild');
    const select = html.indexOf('name="materialType"');
    expect(select).toBeGreaterThan(0);
    // Streamed parts arrive in hidden segments that only a script reveals.
    const firstSegment = html.indexOf('<div hidden id="S:');
    expect(firstSegment === -1 || select < firstSegment).toBe(true);
  });

  it('answers a product path that names nothing with the 404 page and its error story, never an echo', async () => {
    for (const url of ['https://kartenliebe.de/products/gibt-es-nicht/', 'https://kartenliebe.de/products/%3Cscript%3E/']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html, url).toContain('Wie wäre es stattdessen mit einer Collage?');
      expect(html, url).not.toContain('<script>');
    }
  });

  it('serves a card theme of the catalogue with an id, 404 for an unknown id, and 404 Page Not Found without one', async () => {
    const wedding = await page('https://kartenliebe.de/themes/2048/');
    expect(wedding.status).toBe(200);
    expect(wedding.html).toContain('<h1 id=');
    expect(wedding.html).toContain('>Eukalyptus</h1>');
    // Its card calculator leads into the designer with the quantity and envelope chosen (decision 070).
    expect(wedding.html).toContain('href="/configurator-card?themeId=2048&amp;quantity=50&amp;locale=de-DE&amp;envelope=standard"');
    expect(wedding.html).toContain('<title>Eukalyptus');
    const desktop = await page('https://wallart.ch/d/fr/themes/2048');
    expect(desktop.status).toBe(200);
    // Named in French there (decision 075).
    expect(desktop.html).toContain('>Eucalyptus</h1>');
    const unknown = await page('https://wallart.ch/d/fr/themes/abc-1');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('Page not found: /d/fr/themes/abc-1');
    for (const url of ['https://kartenliebe.de/themes/', 'https://wallart.de/themes', 'https://wallart.de/themes/a/b']) {
      const { status, html } = await page(url);
      expect(status, url).toBe(404);
      expect(html).toContain(`Page Not Found: ${new URL(url).pathname}`);
    }
  });

  it('serves the wishlist where the channel has one', async () => {
    const available = await page('https://kartenliebe.de/wishlist/');
    expect(available.status).toBe(200);
    expect(available.html).toContain('Merkliste');
    const unavailable = await page('https://wallart.de/wishlist');
    expect(unavailable.status).toBe(404);
    expect(unavailable.html).toContain('Page Not Found: /wishlist');
  });

  it('answers a slug without content with the 404 page', async () => {
    const { status, html } = await page('https://kartenliebe.ch/fr/gibt-es-nicht/');
    expect(status).toBe(404);
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain('Page introuvable');
    expect(html).toContain('Page not found: /fr/gibt-es-nicht/');
  });

  it('serves /error as the error page, which exists and is never kept (decision 078)', async () => {
    // Where the designer sends a shopper: something went wrong, in the page's language.
    const landing = await fetchShop('https://kartenliebe.de/error/');
    expect(landing.status).toBe(200);
    expect(landing.headers.get('cache-control')).toContain('no-store');
    const html = await landing.text();
    expect(html).toContain('Da ist etwas schiefgelaufen');
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('Page not found');
  });

  it('names on /error the address that led there, from an unknown prefix', async () => {
    const redirect = await fetchShop('https://kartenliebe.ch/xx/karten/hochzeit/?sort=created');
    const location = redirect.headers.get('location') ?? '';
    const { status, html } = await page(`https://kartenliebe.ch${location}`);
    expect(status).toBe(200);
    const main = getByRole(parseHtml(html), 'main');
    expect(textOf(main)).toContain('Seite nicht gefunden');
    expect(textOf(main)).toContain('Aufgerufene Adresse: /xx/karten/hochzeit/');
    // Only a path of this shop is named; anything else is not echoed.
    for (const from of ['//evil.example/x', 'https://evil.example/', 'evil.example']) {
      const other = await page(`https://kartenliebe.ch/error/?from=${encodeURIComponent(from)}`);
      expect(other.html).not.toContain('evil.example');
      expect(textOf(getByRole(parseHtml(other.html), 'main'))).toContain('Da ist etwas schiefgelaufen');
    }
    // What is named is text, never markup.
    const marked = await page(`https://kartenliebe.ch/error/?from=${encodeURIComponent('/<script>alert(1)</script>')}`);
    expect(marked.html).not.toContain('<script>alert(1)');
    expect(textOf(getByRole(parseHtml(marked.html), 'main'))).toContain('/<script>alert(1)</script>');
  });

  it('serves the desktop start page on the desktop platform', async () => {
    const { status, html } = await page('https://wallart.de/desktop-startseite');
    expect(status).toBe(200);
    // spec §2: the app header's back button is hidden on the desktop start path.
    const backButton = (html: string) => queryByRole(getByRole(parseHtml(html), 'banner'), 'button', { name: 'Zurück' });
    expect(backButton(html)).toBeNull();
    const inner = await page('https://wallart.de/d/products');
    expect(backButton(inner.html)).not.toBeNull();
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetchShop('https://kartenliebe.ch/fr/', { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });

  it('refuses other methods than GET and HEAD on pages with a JSON 405', async () => {
    const response = await fetchShop('https://kartenliebe.de/products/', { method: 'POST', body: 'x' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    expect(await response.json()).toEqual({ error: { field: 'method', problem: 'POST is not allowed on pages' } });
  });

  it('answers unknown API paths with a JSON 404 naming the problem when no shop backend takes them', async () => {
    const response = await fetchShopWithVars('https://kartenliebe.de/web-api/nothing-here', { SHOP_BACKEND_ORIGIN: '' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: { field: 'path', problem: 'no endpoint at /web-api/nothing-here' } });
  });

  it('reports D1 with its migrations and KV as healthy', async () => {
    const response = await fetchShop('http://localhost:8787/_health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', checks: { d1: 'ok', kv: 'ok' } });
  });
});
