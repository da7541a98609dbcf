import { describe, expect, it } from 'vitest';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

async function redirect(url: string): Promise<{ status: number; location: string | null }> {
  const response = await fetchShop(url);
  return { status: response.status, location: response.headers.get('location') };
}

describe('locale prefixes of other domains (spec §2)', () => {
  it('sends a language served elsewhere to that domain with the same path and query', async () => {
    expect(await redirect('https://kartenliebe.de/es/x?a=1')).toEqual({ status: 302, location: 'https://kartenliebe.es/es/x?a=1' });
    expect(await redirect('https://wallart.ch/nl/wanddecoratie')).toEqual({ status: 302, location: 'https://wallart.nl/nl/wanddecoratie' });
    expect(await redirect('https://kartenliebe.at/en/')).toEqual({ status: 302, location: 'https://kartenliebe.co.uk/en/' });
    expect(await redirect('https://wallart.es/fr/calendrier-photo?ref=a&b=2')).toEqual({
      status: 302,
      location: 'https://wallart.fr/fr/calendrier-photo?ref=a&b=2',
    });
    expect(await redirect('https://kartenliebe.fr/it/')).toEqual({ status: 302, location: 'https://kartenliebe.it/it/' });
    expect(await redirect('https://kartenliebe.nl/de/fotobuch')).toEqual({ status: 302, location: 'https://kartenliebe.de/de/fotobuch' });
  });

  it('keeps a redirect from a local alias on loopback', async () => {
    expect(await redirect('http://kartenliebe.de.localhost:8787/es/x?a=1')).toEqual({
      status: 302,
      location: 'http://kartenliebe.es.localhost:8787/es/x?a=1',
    });
    expect(await redirect('http://localhost:8787/fr/')).toEqual({ status: 302, location: 'http://kartenliebe.fr.localhost:8787/fr/' });
  });

  it('redirects to hosts of the configured environment', async () => {
    const response = await fetchShopWithVars('https://staging.kartenliebe.de/fr/x', {
      SHOP_HOSTS: '{"kartenliebe":"staging.kartenliebe.{ending}","wallart":"staging.wallart.{ending}"}',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('https://staging.kartenliebe.fr/fr/x');
  });

  it('sends an unknown two-letter prefix to /error, naming the address that led there', async () => {
    expect(await redirect('https://kartenliebe.de/xx/fotokalender/')).toEqual({
      status: 302,
      location: '/error/?from=%2Fxx%2Ffotokalender%2F',
    });
    expect(await redirect('https://wallart.ch/pt')).toEqual({ status: 302, location: '/error?from=%2Fpt' });
    // A `from` of the query itself gives way to the address that really led there.
    expect(await redirect('https://wallart.ch/pt/?from=//evil.example&sort=created')).toEqual({
      status: 302,
      location: '/error?from=%2Fpt%2F&sort=created',
    });
  });

  it('accepts the language of the domain default as a prefix', async () => {
    const response = await fetchShop('https://kartenliebe.es/es/');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="es-ES">');
  });
});

describe('path normalisation (spec §2 "Paths are normalised")', () => {
  it('adds the trailing slash where the channel wants one, keeping the query', async () => {
    expect(await redirect('https://kartenliebe.ch/fr?utm=1')).toEqual({ status: 301, location: '/fr/?utm=1' });
    expect(await redirect('https://kartenliebe.de/products')).toEqual({ status: 301, location: '/products/' });
  });

  it('removes it where the channel wants none', async () => {
    expect(await redirect('https://wallart.ch/fr/')).toEqual({ status: 301, location: '/fr' });
    expect(await redirect('https://wallart.de/products/?sku=1')).toEqual({ status: 301, location: '/products?sku=1' });
  });

  it('folds repeated slashes without leaving the site', async () => {
    expect(await redirect('https://kartenliebe.de//products//')).toEqual({ status: 301, location: '/products/' });
    expect(await redirect('https://kartenliebe.de//evil.example/')).toEqual({ status: 301, location: '/evil.example' });
    expect(await redirect('https://wallart.de///evil.example')).toEqual({ status: 301, location: '/evil.example' });
  });

  it('lowercases the locale prefix', async () => {
    expect(await redirect('https://kartenliebe.ch/FR/products/')).toEqual({ status: 301, location: '/fr/products/' });
    expect(await redirect('https://wallart.ch/It')).toEqual({ status: 301, location: '/it' });
  });
});

describe('hosts', () => {
  it('sends www. to the bare domain', async () => {
    expect(await redirect('https://www.kartenliebe.de/products/?a=1')).toEqual({
      status: 301,
      location: 'https://kartenliebe.de/products/?a=1',
    });
  });

  it('answers an unknown host with a plain 404', async () => {
    const response = await fetchShop('https://shop.example.org/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not one of our shops');
  });
});
