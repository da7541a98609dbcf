import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShopWithVars, type ShopVars } from './worker-fetch';

// Issue 15, analytics (decision 060): the tag manager's module is added to a page after the page
// cache, only for a visitor who granted consent and whose address does not say tracking=0, only
// with a configured id of spec §5's form, and the CSP allows its script only then.

const PAGE = 'https://kartenliebe.de/impressum/';
const GTM = { TAG_MANAGER_ID: 'GTM-AB12CD', TAG_MANAGER_SCRIPT_URL: 'https://tags.example.org/gtm.js' } satisfies ShopVars;
const ANALYTICS =
  /<script type="module" src="\/assets\/analytics-[A-Z0-9]+\.js\?id=GTM-AB12CD&amp;script=https%3A%2F%2Ftags\.example\.org%2Fgtm\.js" nonce="([^"]+)" async><\/script>/;

async function page(url: string, vars: ShopVars, cookie = '') {
  const response = await fetchShopWithVars(url, vars, {
    headers: { cookie: `splitIoUserKey=tagged-visitor${cookie ? `; ${cookie}` : ''}` },
  });
  return { response, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

describe('the tag manager', () => {
  it('is started for a visitor who granted consent, with the request’s nonce, and its script allowed by the CSP', async () => {
    const granted = await page(PAGE, GTM, 'consent=granted');
    const nonce = ANALYTICS.exec(granted.html)?.[1];
    expect(nonce).toBeDefined();
    expect(granted.csp).toContain(`'nonce-${nonce}'`);
    expect(granted.csp).toMatch(/script-src [^;]*https:\/\/tags\.example\.org\/gtm\.js/);
  });

  it('is not started before consent, after declining, with tracking=0, or without an id', async () => {
    expect((await page(PAGE, GTM)).html).not.toContain('/assets/analytics-');
    expect((await page(PAGE, GTM, 'consent=declined')).html).not.toContain('/assets/analytics-');
    expect((await page(`${PAGE}?tracking=0`, GTM, 'consent=granted')).html).not.toContain('/assets/analytics-');
    expect((await page(`${PAGE}?tracking=1`, GTM, 'consent=granted')).html).toMatch(ANALYTICS);
    const none = await page(PAGE, {}, 'consent=granted');
    expect(none.html).not.toContain('/assets/analytics-');
    expect(none.csp).not.toContain('googletagmanager');
  });

  it('takes only an id of spec §5’s form: another stops the worker with a configuration error', async () => {
    const log = expectConsoleErrors();
    for (const id of ['UA-1234-1', 'gtm-ab12', 'GTM-', 'GTM-AB 12']) {
      const answer = await page(PAGE, { TAG_MANAGER_ID: id }, 'consent=granted');
      expect(answer.response.status, id).toBe(500);
      expect(answer.html).not.toContain(id);
    }
    expect(log.mock.calls.map((call) => String(call[0])).join('\n')).toContain('invalid tag manager configuration: TAG_MANAGER_ID');
  });
});
