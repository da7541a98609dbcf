import { describe, expect, inject, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

interface Echo {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string;
}

describe('shop pages handed to the shop backend (spec §2 shop-page prefixes, §7 headers)', () => {
  it('forwards method, path, query, body and cookies, adding X-Channel and X-Locale', async () => {
    const response = await fetchShop('https://kartenliebe.ch/fr/panier/?voucher=SPRING', {
      method: 'POST',
      headers: { cookie: 'session=s1; consent=yes', 'content-type': 'application/x-www-form-urlencoded' },
      body: 'article=4711&quantity=2',
    });
    expect(response.status).toBe(200);
    const echo = (await response.json()) as Echo;
    expect(echo.method).toBe('POST');
    expect(echo.url).toBe('/fr/panier/?voucher=SPRING');
    expect(echo.body).toBe('article=4711&quantity=2');
    expect(echo.headers.cookie).toBe('session=s1; consent=yes');
    expect(echo.headers['x-channel']).toBe('kartenliebe-ch');
    expect(echo.headers['x-locale']).toBe('fr-CH');
    expect(echo.headers['x-forwarded-host']).toBe('kartenliebe.ch');
    expect(response.headers.get('set-cookie')).toBe('session=abc; Path=/; HttpOnly');
  });

  it('recognises the prefixes of every language', async () => {
    const cases: [string, string, string][] = [
      ['https://kartenliebe.de/warenkorb/', 'kartenliebe-de', 'de-DE'],
      ['https://wallart.it/carrello', 'wallart-it', 'it-IT'],
      ['https://wallart.es/carrito', 'wallart-es', 'es-ES'],
      ['https://kartenliebe.nl/winkelmandje/', 'kartenliebe-nl', 'nl-NL'],
      ['https://kartenliebe.co.uk/basket/', 'kartenliebe-gb', 'en-GB'],
      ['https://wallart.be/fr/desabonnement', 'wallart-be', 'fr-BE'],
      ['https://wallart.nl/registreren/verificatie/abc', 'wallart-nl', 'nl-NL'],
      ['https://kartenliebe.com/my-account/orders/', 'kartenliebe-us', 'en-US'],
    ];
    for (const [url, channel, locale] of cases) {
      const response = await fetchShop(url);
      expect(response.status, url).toBe(200);
      const echo = (await response.json()) as Echo;
      expect(echo.headers['x-channel'], url).toBe(channel);
      expect(echo.headers['x-locale'], url).toBe(locale);
    }
  });

  it('keeps method and body when a posted path is respelled or sent to another domain', async () => {
    const respelled = await fetchShop('https://kartenliebe.de/warenkorb', { method: 'POST', body: 'article=1' });
    expect(respelled.status).toBe(308);
    expect(respelled.headers.get('location')).toBe('/warenkorb/');
    const elsewhere = await fetchShop('https://wallart.de/fr/panier', { method: 'POST', body: 'article=1' });
    expect(elsewhere.status).toBe(307);
    expect(elsewhere.headers.get('location')).toBe('https://wallart.fr/fr/panier');
  });

  it('passes redirects on, pointed back at the shop front', async () => {
    const response = await fetchShop('https://kartenliebe.de/warenkorb/weiter/', { method: 'POST', body: 'x=1' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('https://kartenliebe.de/kasse/?step=2');
    expect(response.headers.get('set-cookie')).toBe('basket=42; Path=/; HttpOnly');
  });

  it('answers a localised 503 page when no backend is configured', async () => {
    const response = await fetchShopWithVars('https://kartenliebe.ch/fr/panier/', { SHOP_BACKEND_ORIGIN: '' });
    expect(response.status).toBe(503);
    const html = await response.text();
    expect(html).toContain('<html lang="fr-CH">');
    expect(html).toContain('Cette partie de la boutique est momentanément indisponible');
  });

  it('answers a localised 502 page when the backend cannot be reached', async () => {
    const log = expectConsoleErrors();
    // A port on loopback that nothing listens on: the backend stand-in's port plus a closed one.
    const closed = `http://127.0.0.1:${inject('shopBackendPort') === 1 ? 2 : 1}`;
    const response = await fetchShopWithVars('https://wallart.it/carrello', { SHOP_BACKEND_ORIGIN: closed });
    expect(response.status).toBe(502);
    expect(await response.text()).toContain('Questa sezione del negozio non è al momento disponibile');
    expect(log.mock.calls.flat().join(' ')).toContain('shop-backend-unreachable');
  });
});
