import { describe, expect, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShopWithVars, type ShopVars } from './worker-fetch';

// Issue 31, spec §2 (decision 089): the cookie-consent notice is loaded with a configured id,
// language and optional country and region. With a platform configured, every visitor's copy of a
// page starts its glue module in the head with those settings, `<html>` says so (the shop's own
// notice stays hidden), the CSP allows the platform's SDK and API, and the copy's ETag is its own.

const PAGE = 'https://kartenliebe.ch/fr/mentions-legales/';
const SDK = 'https://consent.example.org/sdk/';
const PLATFORM = {
  CONSENT_PLATFORM_ID: '7a1f3e2d-aa01-4bb2-9c3d-0e1f2a3b4c5d',
  CONSENT_PLATFORM_NOTICE_ID: 'Xy12Ab',
  CONSENT_PLATFORM_COUNTRY: 'US',
  CONSENT_PLATFORM_REGION: 'CA',
  CONSENT_PLATFORM_SDK_URL: SDK,
  CONSENT_PLATFORM_API_URL: 'https://consent-api.example.org/',
} satisfies ShopVars;
const GLUE = /<script type="module" src="(\/assets\/consent-platform-[A-Z0-9]+\.js\?[^"]+)" nonce="([^"]+)" async><\/script>/;

async function page(vars: ShopVars, headers: Record<string, string> = {}, url = PAGE) {
  const response = await fetchShopWithVars(url, vars, { headers: { cookie: 'splitIoUserKey=consent-visitor', ...headers } });
  return { response, html: await response.text(), csp: response.headers.get('content-security-policy') ?? '' };
}

function glueSettings(html: string): { params: URLSearchParams; nonce: string; inHead: boolean } | undefined {
  const found = GLUE.exec(html);
  if (!found?.[1] || !found[2]) return undefined;
  const params = new URL(found[1].replaceAll('&amp;', '&'), 'https://shop.example').searchParams;
  return { params, nonce: found[2], inHead: found.index < html.indexOf('</head>') };
}

describe('a configured consent platform', () => {
  it('is started in the head of every page with its id, notice, country and region, its SDK allowed by the CSP', async () => {
    const { response, html, csp } = await page(PLATFORM);
    expect(response.status).toBe(200);
    const glue = glueSettings(html);
    expect(glue?.inHead).toBe(true);
    expect(Object.fromEntries(glue?.params ?? [])).toEqual({
      id: PLATFORM.CONSENT_PLATFORM_ID,
      sdk: SDK,
      notice: 'Xy12Ab',
      country: 'US',
      region: 'CA',
    });
    // No language configured: the glue takes the page's own (fr), which the page says.
    expect(html).toMatch(/<html lang="fr-CH"[^>]* data-consent-platform/);
    expect(csp).toContain(`'nonce-${glue?.nonce}'`);
    expect(csp).toMatch(/script-src [^;]*https:\/\/consent\.example\.org\/sdk\//);
    expect(csp).toMatch(/connect-src [^;]*https:\/\/consent-api\.example\.org/);
  });

  it('passes a configured language, and is started for a visitor who already answered as for a new one', async () => {
    const withLanguage = await page({ ...PLATFORM, CONSENT_PLATFORM_LANGUAGE: 'de' }, { cookie: 'consent=granted' });
    expect(glueSettings(withLanguage.html)?.params.get('language')).toBe('de');
    const declined = await page(PLATFORM, { cookie: 'consent=declined' });
    expect(glueSettings(declined.html)).toBeDefined();
  });

  it('gives crawlers no platform, and without an id the shop’s own notice asks: no glue, no attribute, nothing allowed', async () => {
    const crawler = await page(PLATFORM, { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });
    expect(crawler.html).not.toMatch(GLUE);
    expect(crawler.html).not.toMatch(/<html[^>]*data-consent-platform/);
    const none = await page({});
    expect(none.html).not.toMatch(GLUE);
    expect(none.html).not.toMatch(/<html[^>]*data-consent-platform/);
    expect(none.csp).not.toContain('privacy-center.org');
  });

  it('marks the copy’s ETag: a copy kept without the platform is sent anew, one kept with it answers 304', async () => {
    const plain = await page({});
    const withPlatform = await page(PLATFORM);
    const plainTag = plain.response.headers.get('etag') ?? '';
    const platformTag = withPlatform.response.headers.get('etag') ?? '';
    expect(platformTag).toMatch(/-cp[0-9a-z]+"$/);
    expect(platformTag).not.toBe(plainTag);
    expect((await page(PLATFORM, { 'if-none-match': platformTag })).response.status).toBe(304);
    expect((await page(PLATFORM, { 'if-none-match': plainTag })).response.status).toBe(200);
    expect((await page({}, { 'if-none-match': platformTag })).response.status).toBe(200);
    // Another platform setting makes another copy.
    const otherTag = (await page({ ...PLATFORM, CONSENT_PLATFORM_REGION: 'CO' })).response.headers.get('etag');
    expect(otherTag).not.toBe(platformTag);
  });

  it('takes only settings of their form: another stops the worker with a configuration error naming the var', async () => {
    const log = expectConsoleErrors();
    const wrong: ShopVars[] = [
      { CONSENT_PLATFORM_ID: 'key with spaces' },
      { ...PLATFORM, CONSENT_PLATFORM_COUNTRY: 'de' },
      { ...PLATFORM, CONSENT_PLATFORM_COUNTRY: '', CONSENT_PLATFORM_REGION: 'BY' },
      { ...PLATFORM, CONSENT_PLATFORM_LANGUAGE: 'Deutsch' },
      { ...PLATFORM, CONSENT_PLATFORM_SDK_URL: 'http://consent.example.org/sdk/' },
    ];
    for (const vars of wrong) expect((await page(vars)).response.status, JSON.stringify(vars)).toBe(500);
    const logged = log.mock.calls.map((call) => String(call[0])).join('\n');
    for (const name of [
      'CONSENT_PLATFORM_ID',
      'CONSENT_PLATFORM_COUNTRY',
      'CONSENT_PLATFORM_REGION',
      'CONSENT_PLATFORM_LANGUAGE',
      'CONSENT_PLATFORM_SDK_URL',
    ]) {
      expect(logged).toContain(`invalid consent platform configuration: ${name}`);
    }
  });
});
