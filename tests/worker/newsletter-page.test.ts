import { describe, expect, it } from 'vitest';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// Issue 14, the newsletter's page (decision 055): the shop's own page under the newsletter prefix of
// each language, with the bot check's widget only where a site key is configured.

describe('the newsletter page', () => {
  it('says the newsletter cannot be subscribed to now without a bot check, and lets no widget in', async () => {
    const response = await fetchShop('https://kartenliebe.de/newsletter/');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<h1>Newsletter</h1>');
    expect(html).toContain('Die Anmeldung zum Newsletter ist gerade nicht möglich.');
    // No subscription form (the footer's cookie settings are a form of every page).
    expect(html).not.toMatch(/<form class="account-form"/);
    expect(html).not.toMatch(/type="email"/);
    expect(html).toContain('<meta name="robots" content="noindex"');
    expect(response.headers.get('content-security-policy')).not.toContain('recaptcha');
  });

  it('offers the form with the widget of the configured site key, in the page’s language, and lets only that widget in', async () => {
    const vars = { BOT_CHECK_SITE_KEY: '6Lc-public-key', BOT_CHECK_SCRIPT_URL: 'https://www.google.com/recaptcha/api.js' };
    for (const [url, heading, label] of [
      ['https://kartenliebe.be/nieuwsbrief/', 'Nieuwsbrief', 'E-mailadres'],
      ['https://wallart.es/boletin', 'Boletín', 'Correo electrónico'],
      ['https://kartenliebe.ch/fr/newsletter/', 'Newsletter', 'Adresse e-mail'],
    ] as const) {
      const response = await fetchShopWithVars(url, vars);
      expect(response.status, url).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1>${heading}</h1>`);
      expect(html).toMatch(new RegExp(`<label for="[^"]+">${label}</label>`));
      expect(html).toContain(
        '"botCheck":{"siteKey":"6Lc-public-key","scriptUrl":"https://www.google.com/recaptcha/api.js?render=6Lc-public-key"}',
      );
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toMatch(/script-src [^;]*https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\//);
      expect(policy).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//);
    }
  });

  it('keeps pages below the prefix as content', async () => {
    const response = await fetchShop('https://kartenliebe.de/newsletter/archiv/');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found: /newsletter/archiv/');
  });
});
