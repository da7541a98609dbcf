import { describe, expect, it } from 'vitest';
import { fetchShop } from './worker-fetch';

// Issue 15, consent (spec §4; decision 060): the footer's "Cookie settings" forgets the visitor's
// choice and sends them back to their page, where the notice asks again; no open redirect.

const SHOP = 'https://kartenliebe.de';

function post(page: string, origin = SHOP) {
  return fetchShop(`${SHOP}/web-api/consent-settings`, {
    method: 'POST',
    headers: { origin, 'content-type': 'application/x-www-form-urlencoded', cookie: 'consent=granted; splitIoUserKey=v' },
    body: new URLSearchParams({ page }).toString(),
  });
}

describe('the cookie settings', () => {
  it('are a form in every footer, sent to the shop with the page’s own path', async () => {
    const html = await (await fetchShop(`${SHOP}/impressum/`, { headers: { cookie: 'splitIoUserKey=v' } })).text();
    expect(html).toMatch(
      /<form class="site-footer__consent" action="\/web-api\/consent-settings" method="post"><input type="hidden" name="page" value="\/impressum\/"\/><button type="submit">Cookie-Einstellungen<\/button><\/form>/,
    );
  });

  it('forget the choice and lead back to the page', async () => {
    const response = await post('/fotokalender/');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fotokalender/');
    expect(response.headers.get('set-cookie')).toMatch(/^consent=; Max-Age=0; Path=\//);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('lead nowhere but to a path of the shop', async () => {
    for (const page of ['//evil.example/', 'https://evil.example/', '/\\evil.example', 'impressum', '/x\ny', '']) {
      const response = await post(page);
      expect(response.status, page).toBe(400);
      expect(await response.json()).toMatchObject({ error: { field: 'page' } });
      expect(response.headers.get('set-cookie'), page).toBeNull();
    }
  });

  it('are taken only from the shop’s own pages', async () => {
    expect((await post('/', 'https://evil.example')).status).toBe(403);
  });
});
