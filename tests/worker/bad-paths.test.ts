import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// Paths a scanner, a broken link or a hostile visitor sends. None may get a 5xx, a stack trace,
// or a redirect off the site.
const BAD_PATHS = [
  '/%',
  '/%ZZ',
  '/fotokalender/%E0%A4%A',
  '/%C0%AF',
  '/%00',
  '/a%00b/',
  '/%0d%0aSet-Cookie:%20x=1',
  '/%7F',
  '/%C2%85',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/..%2f..%2fetc/passwd',
  '/a/..%5c..%5cwindows/win.ini',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '/fr/%2e%2e',
  `/${'a'.repeat(2000)}`,
  `/${'a/'.repeat(40)}`,
  '/<script>alert(1)</script>',
  '/"><img src=x onerror=alert(1)>',
  "/'onmouseover='alert(1)",
  '/javascript:alert(1)',
  '/themes/%3Cscript%3E',
  '/products/%3Csvg%20onload%3Dalert(1)%3E',
  '/d/d/d/d',
  '/fr/fr/fr',
  '/ü/ö',
  '/%F0%9F%98%80',
  '/index.php?id=1%27%20OR%201=1--',
  '/wp-admin/',
  '/.env',
  '/.git/config',
  '/error?designId=%3Cscript%3E',
];

describe('the bad-path corpus (spec §2 slug sanity check)', () => {
  for (const path of BAD_PATHS) {
    it(`answers ${path.slice(0, 60)} without a server error`, async () => {
      for (const host of ['https://kartenliebe.de', 'https://wallart.ch']) {
        const response = await fetchShop(`${host}${path}`);
        const body = await response.text();
        expect(response.status, `${host}${path}`).toBeGreaterThanOrEqual(200);
        expect(response.status, `${host}${path}`).toBeLessThan(500);
        expect(body).not.toMatch(/at .*\.(ts|js):\d+|Error: /);
        expect(body).not.toMatch(/<script>alert|<img src=x|<svg onload/i);
        const location = response.headers.get('location');
        // A redirect may lead to the shop's own domains only (a language prefix served elsewhere).
        if (location !== null) expect(new URL(location, host).host).toMatch(/^(kartenliebe|wallart)\.(de|ch|fr|it|nl|es|co\.uk)$/);
      }
    });
  }

  it('refuses invalid percent-encoding, control characters and traversal with 400', async () => {
    for (const path of ['/%ZZ', '/%00', '/%0d%0aSet-Cookie:%20x=1', '/..%2f..%2fetc/passwd', '/%2F%2Fevil.example', '/%C2%85']) {
      const response = await fetchShop(`https://kartenliebe.de${path}`);
      expect(response.status, path).toBe(400);
      expect(await response.text()).toContain('Ungültige Adresse');
    }
  });

  it('refuses over-long paths with 414', async () => {
    expect((await fetchShop(`https://kartenliebe.de/${'a'.repeat(2000)}`)).status).toBe(414);
    expect((await fetchShop(`https://kartenliebe.de/${'a/'.repeat(40)}`)).status).toBe(414);
  });

  it('sets no header from the path', async () => {
    // A visitor with their flag key: any cookie set would come from the path.
    const response = await fetchShop('https://kartenliebe.de/x%0d%0aSet-Cookie:%20x=1/', { headers: { cookie: 'splitIoUserKey=v' } });
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});
