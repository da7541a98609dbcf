import { createExecutionContext, waitOnExecutionContext } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { describe, expect, it, vi } from 'vitest';
import type { PageExtrasData } from '../../src/shared/content/page-extras-data';
import { loadDemoFiles } from '../../src/worker/features/content/demo/demo-files';
import worker from '../../src/worker/index';
import { attr, attrs, getByRole, inDocumentOrder, parseHtml, queryAllByRole, queryByRole, textOf } from '../support/dom';
import { apiCalls, forgetApiCalls, pageStory, seedSpace, storyblokVars } from './storyblok';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// spec §2 error page: the content service's error story of the locale, error details only with
// their flag.
const DEMO_FILES = await loadDemoFiles();
const kartenliebeDe = DEMO_FILES.find((file) => file.channel === 'kartenliebe' && file.language === 'de')!;
const wallartIt = DEMO_FILES.find((file) => file.channel === 'wallart' && file.language === 'it')!;
const errorHeadline = (file: { stories: { slug: string; content: unknown }[] }) =>
  (file.stories.find((story) => story.slug === 'error')!.content as { body: { text?: string }[] }).body[0]?.text;

describe('error page', () => {
  it('shows the error story of the locale under the message, for unknown paths in two languages', async () => {
    const german = await fetchShop('https://kartenliebe.de/gibt-es-nicht/');
    expect(german.status).toBe(404);
    const html = await german.text();
    // The spec's message is a detail (decision 075): no English line on a German page.
    expect(textOf(getByRole(parseHtml(html), 'main'))).not.toContain('Page not found');
    expect(html).toContain(`<h1>${errorHeadline(kartenliebeDe)}</h1>`);
    const italian = await (await fetchShop('https://wallart.it/non-esiste')).text();
    expect(italian).toContain(`<h1>${errorHeadline(wallartIt)}</h1>`);
    // No error details (status and code): they are shown only with their flag.
    expect(queryAllByRole(getByRole(parseHtml(italian), 'main'), 'term').map(textOf)).toEqual([]);
  });

  it('shows the spec’s message with status and code while the error-details flag is on (spec §2, §4 override)', async () => {
    const response = await fetchShop('https://kartenliebe.de/gibt-es-nicht/?shop-error-details=on');
    expect(response.status).toBe(404);
    const main = getByRole(parseHtml(await response.text()), 'main');
    expect(queryAllByRole(main, 'term').map(textOf)).toEqual(['Status', 'Code', 'Message']);
    expect(queryAllByRole(main, 'definition').map(textOf)).toEqual(['404', 'storyblok-page-not-found', 'Page not found: /gibt-es-nicht/']);
  });

  it('has the main navigation and the footer on the web only (spec §2), the header on both', async () => {
    const web = parseHtml(await (await fetchShop('https://kartenliebe.de/gibt-es-nicht/')).text());
    getByRole(web, 'banner');
    getByRole(web, 'navigation', { name: 'Hauptnavigation' });
    getByRole(web, 'contentinfo');
    const desktop = await fetchShop('https://kartenliebe.de/d/gibt-es-nicht/');
    expect(desktop.status).toBe(404);
    const app = await desktop.text();
    getByRole(parseHtml(app), 'banner');
    expect(queryByRole(parseHtml(app), 'navigation', { name: 'Hauptnavigation' })).toBeNull();
    expect(app).not.toContain('<footer');
    expect(app).toContain(`<h1>${errorHeadline(kartenliebeDe)}</h1>`);
  });

  it('keeps its own texts for errors the story is not written for', async () => {
    const html = await (await fetchShopWithVars('https://kartenliebe.de/warenkorb/', { SHOP_BACKEND_ORIGIN: '' })).text();
    expect(html).not.toContain(`${errorHeadline(kartenliebeDe)}`);
    expect(html).toContain('<h1>');
  });
});

// spec §2 error page, in its order: header, main navigation, action bar, (whitelabel bar,
// smartbanner: after mount), error story, footer, messenger launcher (decision 013).
const SPACE = '2130';
const storyLink = (cached_url: string) => ({ fieldtype: 'multilink', linktype: 'story', id: '', url: '', cached_url });
const urlLink = (url: string) => ({ fieldtype: 'multilink', linktype: 'url', id: '', url, cached_url: url });
const globalConfig = (fullSlug: string, content: Record<string, unknown>) => ({
  ...pageStory(fullSlug, ''),
  content: { _uid: `gc-${fullSlug}`, component: 'GlobalConfig', serviceEmail: 'hilfe@shop.example', ...content },
});
/** The action bar: the page's one complementary landmark ("Aktuelles" in German), or null. */
const actionBarOf = (html: string) => {
  const bars = queryAllByRole(parseHtml(html), 'complementary');
  expect(bars.length).toBeLessThan(2);
  return bars[0] ?? null;
};
/** The page's ShopData, as the client hydrates from it. */
const shopDataOf = (html: string) => {
  const json = /<script type="application\/json" id="shop-data"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
  return JSON.parse(json ?? 'null') as { pageExtras?: PageExtrasData };
};
const STORES = {
  APP_STORE_URLS: '{"wallart":"https://apps.apple.com/app/id1000000001"}',
  PLAY_STORE_URLS: '{"wallart":"https://play.google.com/store/apps/details?id=example.wallart"}',
};

describe('the collage the error page suggests (spec §2: designId, else the channel’s default)', () => {
  const collageOf = async (url: string) => {
    const html = await (await fetchShop(url)).text();
    const href = /href="([^"]*configurator-collage[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&') ?? null;
    return { html, href };
  };

  it('shows the channel’s default collage: 1 for kartenliebe, 13 for wallart', async () => {
    const cards = await collageOf('https://kartenliebe.de/gibt-es-nicht/');
    expect(cards.href).toBe('/configurator-collage?designId=1&unit=cm&locale=de-DE');
    expect(cards.html).toContain('Wie wäre es stattdessen mit einer Collage?');
    // Wallart's collage leads to its product page first (spec §3 collagePdpBeforeDesigner; decision 086).
    expect((await collageOf('https://wallart.it/non-esiste')).html).toContain('href="/products/collage?designId=13"');
    expect((await collageOf('https://wallart.ch/it/non-esiste')).html).toContain('href="/it/products/collage?designId=13"');
  });

  it('shows the design the query names, and the default for one the catalogue does not have or cannot be an id', async () => {
    const chosen = await collageOf('https://kartenliebe.de/gibt-es-nicht/?designId=5');
    expect(chosen.href).toBe('/configurator-collage?designId=5&unit=cm&locale=de-DE');
    expect(chosen.html).toContain('>Sofortbild<');
    expect((await collageOf('https://kartenliebe.de/gibt-es-nicht/?designId=999')).href).toBe(
      '/configurator-collage?designId=1&unit=cm&locale=de-DE',
    );
    const hostile = await collageOf('https://kartenliebe.de/gibt-es-nicht/?designId=%3Cscript%3E');
    expect(hostile.href).toBe('/configurator-collage?designId=1&unit=cm&locale=de-DE');
    expect(hostile.html).not.toMatch(/designId=(<|%3C)script/i);
  });
});

describe('error page extras', () => {
  it('shows the demo action bar under the main navigation and the messenger launcher after the footer', async () => {
    const html = await (await fetchShop('https://kartenliebe.de/gibt-es-nicht/')).text();
    const page = parseHtml(html);
    const bar = getByRole(page, 'complementary', { name: 'Aktuelles' });
    expect(attr(bar, 'style')).toBe('background-color:#fbe9eb;color:#8a0b20');
    expect(attr(getByRole(bar, 'link'), 'href')).toBe('/so-funktionierts/');
    const launcher = getByRole(page, 'button', { name: 'Mit uns chatten' });
    expect(attrs(launcher)).toMatchObject({ type: 'button', 'aria-expanded': 'false' });
    const order = [
      getByRole(page, 'navigation', { name: 'Hauptnavigation' }),
      bar,
      getByRole(page, 'main'),
      getByRole(page, 'contentinfo'),
    ];
    expect(inDocumentOrder(...order, launcher)).toBe(true);
    // Only the error page has them for now.
    const home = parseHtml(await (await fetchShop('https://kartenliebe.de/')).text());
    expect(queryAllByRole(home, 'complementary')).toEqual([]);
    expect(queryByRole(home, 'button', { name: /^(Mit uns chatten|Verbindung wird aufgebaut …)$/ })).toBeNull();
    expect(queryByRole(home, 'dialog', { name: 'Kundenservice', hidden: true })).toBeNull();
  });

  it('takes the action bar from the global config: colours, safe link, or none', async () => {
    await seedSpace(SPACE, {
      published: [
        globalConfig('kartenliebe/de/global-config', {
          actionBar: [
            {
              component: 'ActionBar',
              text: 'Gratis Versand',
              link: urlLink('javascript:alert(1)'),
              backgroundColor: '#FFE08A',
              textColor: '#FFE08A',
            },
          ],
          contactLink: storyLink('kartenliebe/de/kontakt'),
        }),
        globalConfig('kartenliebe/fr/global-config', {}),
        globalConfig('kartenliebe/nl/global-config', { actionBar: [{ component: 'ActionBar', text: '', backgroundColor: '#000000' }] }),
        globalConfig('kartenliebe/it/global-config', {
          actionBar: [
            {
              component: 'ActionBar',
              text: 'Spedizione',
              link: storyLink('kartenliebe/it/biglietti'),
              backgroundColor: '#1f5f8b',
              textColor: '#ffffff',
            },
          ],
        }),
      ],
    });
    const get = async (url: string) => (await fetchShopWithVars(url, storyblokVars(SPACE))).text();

    const german = await get('https://kartenliebe.de/fehlt/');
    // A javascript: link leaves plain text; text the colour of its background turns dark.
    const germanBar = getByRole(parseHtml(german), 'complementary', { name: 'Aktuelles' });
    expect(attr(germanBar, 'style')).toBe('background-color:#ffe08a;color:#1d1d1b');
    expect(queryAllByRole(germanBar, 'link')).toEqual([]);
    expect([textOf(germanBar), textOf(getByRole(germanBar, 'paragraph'))]).toEqual(['Gratis Versand', 'Gratis Versand']);
    expect(german).not.toContain('javascript:');
    expect(shopDataOf(german).pageExtras?.messenger).toMatchObject({
      email: 'hilfe@shop.example',
      contactHref: '/kontakt/',
      scriptUrl: null,
    });
    expect(actionBarOf(await get('https://kartenliebe.fr/introuvable/'))).toBeNull();
    expect(actionBarOf(await get('https://kartenliebe.nl/bestaat-niet/'))).toBeNull();
    const italianBar = getByRole(parseHtml(await get('https://kartenliebe.it/non-esiste/')), 'complementary', { name: 'Novità' });
    expect(attr(getByRole(italianBar, 'link', { name: 'Spedizione' }), 'href')).toBe('/biglietti/');
  });

  it('reads the global config story once for footer and action bar', async () => {
    const space = '2131';
    await seedSpace(space, {
      published: [globalConfig('kartenliebe/de/global-config', { actionBar: [{ component: 'ActionBar', text: 'Einmal' }] })],
    });
    await forgetApiCalls(space);
    // Every look into the story cache for the global config, counted.
    const lookups: string[] = [];
    const kv = new Proxy(env.CONTENT, {
      get(target, name) {
        const value = Reflect.get(target, name) as unknown;
        if (name !== 'getWithMetadata' || typeof value !== 'function') return typeof value === 'function' ? value.bind(target) : value;
        return (key: string, ...rest: unknown[]) => {
          if (key.includes('global-config')) lookups.push(key);
          return (value as (...args: unknown[]) => unknown).call(target, key, ...rest);
        };
      },
    });
    const ctx = createExecutionContext();
    const response = await worker.fetch(
      new Request('https://kartenliebe.de/nur-einmal/'),
      { ...env, ...storyblokVars(space), CONTENT: kv },
      ctx,
    );
    const html = await response.text();
    await waitOnExecutionContext(ctx);
    expect(textOf(actionBarOf(html)!)).toBe('Einmal');
    expect(html).toContain('mailto:hilfe@shop.example');
    expect(lookups).toHaveLength(1);
    const reads = (await apiCalls(space)).filter((call) => call.path === '/v2/cdn/stories/kartenliebe/de/global-config');
    expect(reads).toHaveLength(1);
  });

  it('offers the app only for wallart on the web with configured store pages, after mount', async () => {
    const apps = async (url: string, vars = {}) => {
      const html = await (await fetchShopWithVars(url, { ...STORES, ...vars })).text();
      // The banner depends on the device: the server never renders it.
      expect(queryByRole(parseHtml(html), 'complementary', { name: /-App$/ })).toBeNull();
      return shopDataOf(html).pageExtras?.apps;
    };
    expect(await apps('https://wallart.de/gibt-es-nicht')).toEqual({
      appStore: 'https://apps.apple.com/app/id1000000001',
      playStore: 'https://play.google.com/store/apps/details?id=example.wallart',
    });
    expect(await apps('https://wallart.de/gibt-es-nicht', { PLAY_STORE_URLS: '' })).toEqual({
      appStore: 'https://apps.apple.com/app/id1000000001',
      playStore: null,
    });
    // kartenliebe has no app (spec §3 appsAvailable).
    expect(await apps('https://kartenliebe.de/gibt-es-nicht/')).toBeNull();
    expect(await apps('https://wallart.de/d/gibt-es-nicht')).toBeNull();
    expect(await apps('https://wallart.de/gibt-es-nicht', { APP_STORE_URLS: '', PLAY_STORE_URLS: '' })).toBeNull();
    // An invalid value is ignored with a warning, never a broken page.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(
      await apps('https://wallart.de/gibt-es-nicht', {
        APP_STORE_URLS: '{"wallart":"http://apps.apple.com/app/id1"}',
        PLAY_STORE_URLS: 'not json',
      }),
    ).toBeNull();
    expect(warn.mock.calls.map((call) => String(call[0]))).toEqual(
      expect.arrayContaining([expect.stringContaining('"var":"APP_STORE_URLS"'), expect.stringContaining('"var":"PLAY_STORE_URLS"')]),
    );
    warn.mockRestore();
  });

  it('hands the configured messenger script to the launcher, https only', async () => {
    const scriptOf = async (value: string) => {
      const html = await (await fetchShopWithVars('https://wallart.de/gibt-es-nicht', { MESSENGER_SCRIPT_URL: value })).text();
      return shopDataOf(html).pageExtras?.messenger.scriptUrl;
    };
    expect(await scriptOf('https://chat.example/widget.js?brand={channel}')).toBe('https://chat.example/widget.js?brand=wallart');
    expect(await scriptOf('')).toBeNull();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(await scriptOf('http://chat.example/widget.js')).toBeNull();
    warn.mockRestore();
  });
});
