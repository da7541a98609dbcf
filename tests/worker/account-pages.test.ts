import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// Issue 14, the shop's own account pages (decision 054): the account and the page a reset mail
// links to, under the spec §2 customer-account prefix of each language; every other page under the
// prefix stays the shop backend's.

describe('the account pages', () => {
  it('serve the account under the prefix of the page’s language, the same for everyone and kept out of the index', async () => {
    for (const [url, heading] of [
      ['https://kartenliebe.de/kundenkonto/', 'Kundenkonto'],
      ['https://kartenliebe.ch/fr/espace-client/', 'Mon compte'],
      ['https://wallart.co.uk/my-account', 'My account'],
    ] as const) {
      const response = await fetchShop(url);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toContain('<meta name="robots" content="noindex"');
      expect(html).toMatch(/<script type="module" src="\/assets\/visitor-page-[A-Za-z0-9]+\.js"/);
      // Its body's code is preloaded beside it, and no other visitor page's (decision 094).
      expect(html).toMatch(/<link rel="modulepreload" href="\/assets\/AccountPage-[A-Za-z0-9]+\.js"/);
      expect(html).not.toMatch(/WishlistPage-|NewPasswordPage-|NewsletterPage-/);
    }
  });

  it('serve the new-password page in the language of the reset mail, with no token in the HTML', async () => {
    const token = 'a'.repeat(43);
    const response = await fetchShop(`https://kartenliebe.ch/fr/espace-client/nouveau-mot-de-passe/?token=${token}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Choisir un nouveau mot de passe</h1>');
    expect(html).toMatch(/<label for="[^"]+">Nouveau mot de passe<\/label>/);
    expect(html).toMatch(/autoComplete="new-password"|autocomplete="new-password"/);
    expect(html).not.toContain(token);
  });

  it('leave the other pages under the prefix to the shop backend', async () => {
    const response = await fetchShop('https://kartenliebe.de/kundenkonto/bestellungen/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const echo = (await response.json()) as { url: string; headers: Record<string, string> };
    expect(echo.url).toBe('/kundenkonto/bestellungen/');
    expect(echo.headers['x-locale']).toBe('de-DE');
  });
});
