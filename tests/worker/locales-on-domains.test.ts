import { describe, expect, it } from 'vitest';
import { attr, getByRole, parseHtml } from '../support/dom';
import { LOCALE_SITES } from '../support/locale-sites';
import { fetchShop } from './worker-fetch';

// Every locale on its domain (spec §3 locales; docs/domains-and-locales.md): the hand-written
// table of tests/support/locale-sites.ts, so that a wrong row in the shop's tables shows up here.

describe('every locale is served on its domain', () => {
  it('covers all 17 locales', () => {
    expect(new Set(LOCALE_SITES.map(([, , locale]) => locale)).size).toBe(17);
  });

  for (const [ending, prefix, locale] of LOCALE_SITES) {
    it(`kartenliebe.${ending}/${prefix} is ${locale}`, async () => {
      const response = await fetchShop(`https://kartenliebe.${ending}/${prefix ? `${prefix}/` : ''}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-language')).toBe(locale);
      expect(await response.text()).toContain(`<html lang="${locale}">`);
    });

    it(`wallart.${ending}/${prefix} is ${locale}`, async () => {
      const response = await fetchShop(`https://wallart.${ending}/${prefix}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<html lang="${locale}">`);
      expect(html).toContain('Wallart');
    });
  }

  it('speaks the language of the locale, in the interface and in the content', async () => {
    const french = await (await fetchShop('https://kartenliebe.ch/fr/')).text();
    expect(french).toContain('Aller au contenu');
    expect(french).toContain('data-story-slug="kartenliebe/fr/home"');
    const italian = await (await fetchShop('https://kartenliebe.ch/it/')).text();
    expect(italian).toContain('Vai al contenuto');
    expect(italian).toContain('data-story-slug="kartenliebe/it/home"');
    const dutch = await (await fetchShop('https://wallart.be/')).text();
    expect(dutch).toContain('Naar de inhoud');
    expect(dutch).toContain('data-story-slug="wallart/nl/home"');
    const swissGerman = await (await fetchShop('https://kartenliebe.ch/products/')).text();
    expect(swissGerman).toContain('anschliessend');
  });

  it('serves the default channel on .de at plain localhost', async () => {
    const response = await fetchShop('http://localhost:8787/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<html lang="de-DE">');
    expect(html).toContain('data-story-slug="kartenliebe/de/home"');
  });

  it('serves the local alias {domain}.localhost like the domain', async () => {
    const response = await fetchShop('http://wallart.co.uk.localhost:8787/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="en-GB">');
  });

  it('links the logo to the start path of the platform', async () => {
    // The header's link named "{brand} – aller à la page d’accueil".
    const logo = async (url: string, brand: string) => {
      const banner = getByRole(parseHtml(await (await fetchShop(url)).text()), 'banner');
      return attr(getByRole(banner, 'link', { name: `${brand} – aller à la page d’accueil` }), 'href');
    };
    expect(await logo('https://kartenliebe.ch/fr/products/', 'Kartenliebe')).toBe('/fr/');
    expect(await logo('https://wallart.ch/fr/d/products', 'Wallart')).toBe('/fr/desktop-startseite');
  });

  it('offers the other brand in the same locale', async () => {
    const html = await (await fetchShop('https://kartenliebe.ch/fr/')).text();
    expect(html).toContain('href="https://wallart.ch/fr"');
    const local = await (await fetchShop('http://wallart.be.localhost:8787/fr')).text();
    expect(local).toContain('href="http://kartenliebe.be.localhost:8787/fr/"');
  });
});
