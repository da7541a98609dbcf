import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

describe('unexpected errors (spec §8, DESIGN "two kinds of error")', () => {
  it('answers a generic 500 page and logs the cause with context', async () => {
    const log = expectConsoleErrors();
    const response = await fetchShopWithVars('https://kartenliebe.de/products/', { SHOP_HOSTS: '{not json' });
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain('Da ist etwas schiefgelaufen');
    expect(html).not.toContain('SHOP_HOSTS');
    expect(html).not.toMatch(/\.ts:\d+|at [A-Za-z]/);
    const [line] = log.mock.calls.map(([text]) => JSON.parse(String(text)));
    // The cause with its stack, tied to the request that failed (its id is in the answer).
    expect(line).toMatchObject({ level: 'error', event: 'unhandled-error', method: 'GET', path: '/products/' });
    expect(line.error.message).toContain('SHOP_HOSTS');
    expect(line.error.stack).toMatch(/config-reader\.ts:\d+/);
    expect(line.requestId).toBe(response.headers.get('x-request-id'));
  });

  it('names every bad var in the log', async () => {
    const log = expectConsoleErrors();
    const response = await fetchShopWithVars('https://kartenliebe.de/', {
      DEFAULT_CHANNEL: 'posterlounge',
      SHOP_BACKEND_ORIGIN: 'javascript:alert(1)',
    });
    expect(response.status).toBe(500);
    const logged = log.mock.calls.flat().join(' ');
    expect(logged).toContain('DEFAULT_CHANNEL');
    expect(logged).toContain('SHOP_BACKEND_ORIGIN');
  });
});

describe('streaming', () => {
  it('writes a deferred footer that settled in time in its place (decision 076)', async () => {
    const response = await fetchShop('https://kartenliebe.ch/fr/');
    const html = await response.text();
    // The footer holds its content, not the loading text; what streams after a slow store is
    // tests/worker/parts-in-place.test.ts's.
    const footer = html.slice(html.indexOf('<footer'), html.indexOf('</footer>'));
    expect(footer).toMatch(/href="tel:\+41\d+"/);
    expect(footer).toContain('id="deferred-footer"');
    expect(html).not.toContain('<!--$?-->');
  });

  it('gives crawlers the complete document', async () => {
    const response = await fetchShop('https://wallart.co.uk/', {
      headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    });
    const html = await response.text();
    expect(html).toContain('+44 20 5550 1000');
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
  });
});
