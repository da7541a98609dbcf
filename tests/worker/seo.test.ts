import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// Search engines (issue "Page shell" 8, 11): hreflang alternates, canonical, JSON-LD, robots.txt
// and sitemap.xml per domain; the visitor's country.
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map(([, lang, href]) => `${lang} ${href}`);

describe('hreflang and canonical', () => {
  it('lists a content page in every locale of every language it is translated into, plus x-default', async () => {
    const html = await (await fetchShop('https://kartenliebe.ch/fr/cartes/')).text();
    expect(html).toContain('<link rel="canonical" href="https://kartenliebe.ch/fr/cartes/"/>');
    const alternates = alternatesOf(html);
    expect(alternates).toEqual([
      'de-AT https://kartenliebe.at/karten/',
      'de-CH https://kartenliebe.ch/karten/',
      'de-DE https://kartenliebe.de/karten/',
      'de-IT https://kartenliebe.it/de/karten/',
      'de-LI https://kartenliebe.li/karten/',
      'de-LU https://kartenliebe.lu/karten/',
      'en-GB https://kartenliebe.co.uk/cards/',
      'en-US https://kartenliebe.com/cards/',
      'es-ES https://kartenliebe.es/tarjetas/',
      'fr-BE https://kartenliebe.be/fr/cartes/',
      'fr-CH https://kartenliebe.ch/fr/cartes/',
      'fr-FR https://kartenliebe.fr/cartes/',
      'fr-LU https://kartenliebe.lu/fr/cartes/',
      'it-CH https://kartenliebe.ch/it/biglietti/',
      'it-IT https://kartenliebe.it/biglietti/',
      'nl-BE https://kartenliebe.be/kaarten/',
      'nl-NL https://kartenliebe.nl/kaarten/',
      'x-default https://kartenliebe.de/karten/',
    ]);
  });

  it('writes wallart paths without the trailing slash and the start page as /', async () => {
    const alternates = alternatesOf(await (await fetchShop('https://wallart.co.uk/')).text());
    expect(alternates).toContain('en-US https://wallart.com/');
    expect(alternates).toContain('fr-CH https://wallart.ch/fr');
    expect(alternates).toContain('x-default https://wallart.de/');
    const canvas = alternatesOf(await (await fetchShop('https://wallart.it/de/leinwanddruck')).text());
    expect(canvas).toContain('it-IT https://wallart.it/stampa-su-tela');
  });

  it('keeps error pages out of the index', async () => {
    const html = await (await fetchShop('https://kartenliebe.de/gibt-es-nicht/')).text();
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(alternatesOf(html)).toEqual([]);
  });

  it('describes the shop and the way to a page in JSON-LD', async () => {
    const html = await (await fetchShop('https://kartenliebe.fr/cartes/')).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json" nonce="[^"]+">(.*?)<\/script>/g)].map(([, json]) =>
      JSON.parse(json!),
    );
    expect(blocks[0]).toMatchObject({ '@type': 'Organization', name: 'Kartenliebe', url: 'https://kartenliebe.fr/' });
    expect(blocks[1]).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [
        { position: 1, name: 'Kartenliebe', item: 'https://kartenliebe.fr/' },
        { position: 2, item: 'https://kartenliebe.fr/cartes/' },
      ],
    });
  });
});

describe('robots.txt and sitemap.xml', () => {
  it('answer per domain, the sitemap listing the pages of every locale the domain serves', async () => {
    const robots = await fetchShop('https://wallart.ch/robots.txt');
    expect(robots.status).toBe(200);
    const text = await robots.text();
    expect(text).toContain('Sitemap: https://wallart.ch/sitemap.xml');
    expect(text).toContain('Disallow: /web-api/');

    const sitemap = await fetchShop('https://wallart.ch/sitemap.xml');
    expect(sitemap.headers.get('content-type')).toContain('application/xml');
    const xml = await sitemap.text();
    expect(xml).toContain('<loc>https://wallart.ch/</loc>');
    expect(xml).toContain('<loc>https://wallart.ch/wandbilder</loc>');
    expect(xml).toContain('<loc>https://wallart.ch/fr/deco-murale</loc>');
    expect(xml).toContain('<loc>https://wallart.ch/it/stampe-da-parete</loc>');
    expect(xml).not.toContain('navigation');
    expect(xml).not.toContain('global-config');
    expect(xml).not.toContain('kartenliebe');
  });
});

describe('/api/get-location/', () => {
  it('answers the edge country and offers the visitor’s own domain when it differs', async () => {
    const swiss = await fetchShop('https://kartenliebe.de/api/get-location/', { cf: { country: 'CH' } } as RequestInit);
    // The locale names the page's hreflang alternate there, which the banner offers (decision 079).
    expect(await swiss.json()).toEqual({ country: 'CH', suggestion: { ending: 'ch', url: 'https://kartenliebe.ch/', locale: 'de-CH' } });
    const home = await fetchShop('https://kartenliebe.de/api/get-location/', { cf: { country: 'DE' } } as RequestInit);
    expect(await home.json()).toEqual({ country: 'DE', suggestion: null });
    const british = await fetchShop('https://wallart.de/api/get-location/', { cf: { country: 'GB' } } as RequestInit);
    expect(((await british.json()) as { suggestion: unknown }).suggestion).toEqual({
      ending: 'co.uk',
      url: 'https://wallart.co.uk/',
      locale: 'en-GB',
    });
  });
});
