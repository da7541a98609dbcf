import { describe, expect, inject, it } from 'vitest';
import { expectConsoleErrors } from '../support/fail-on-console-error';
import { fetchShop, fetchShopWithVars } from './worker-fetch';

// Designs, design groups and site data (spec §3 card filters, designer hand-off; §7 themes, the
// design group calls, localized-urls, shop-frontends-initial-data, sku/container; §9 page sizes;
// decision 036), read from the demo rows of seeds/demo-catalogue.sql.

interface Problem {
  error: { field: string; problem: string };
}

interface Theme {
  themeId: string;
  name: string;
  priceCurrent: number | null;
  priceOriginal: number | null;
}

interface ThemesPage {
  themes: Theme[];
  page: number;
  pageSize: number;
  total: number;
  sort: string;
  filters: Record<string, { selected: string; values: string[] }>;
}

interface GroupDesign {
  id: string;
  name: string;
  priceCurrent: number | null;
  priceOriginal: number | null;
}

const json = async <T>(url: string, init?: RequestInit): Promise<{ status: number; body: T; cache: string | null }> => {
  const response = await fetchShop(url, init);
  return { status: response.status, body: (await response.json()) as T, cache: response.headers.get('cache-control') };
};
const themes = async (url: string, init?: RequestInit) => (await json<ThemesPage>(url, init)).body;
const ids = (list: { themeId?: string; id?: string }[]) => list.map((entry) => entry.themeId ?? entry.id);

// The four currencies (spec §3): hosts whose default locale pays each, and the seed's prices of
// the theme 2000 (1.49 €, converted at 1.05, 0.87, 1.1 and rounded to 5) and of the calendar 4711
// (27.99 € less 15 %).
// Names in the market's language (decision 075): the catalogue's German, else its translation.
const GERMAN = { theme: 'Schultüte', calendar: 'Fernweh', collage: 'Herzstück II' } as const;
const ENGLISH = { theme: 'First Day', calendar: 'Wanderlust', collage: 'Heartfelt II' } as const;
const MARKETS = [
  { host: 'kartenliebe.de', currency: 'EUR', theme: 1.49, calendar: { priceCurrent: 23.8, priceOriginal: 27.99 }, names: GERMAN },
  { host: 'kartenliebe.ch', currency: 'CHF', theme: 1.55, calendar: { priceCurrent: 25, priceOriginal: 29.4 }, names: GERMAN },
  { host: 'kartenliebe.co.uk', currency: 'GBP', theme: 1.3, calendar: { priceCurrent: 20.7, priceOriginal: 24.35 }, names: ENGLISH },
  { host: 'kartenliebe.com', currency: 'USD', theme: 1.65, calendar: { priceCurrent: 26.2, priceOriginal: 30.8 }, names: ENGLISH },
] as const;

describe('GET /web-api/themes (spec §3 card filters and sorting, §9 page sizes)', () => {
  it('lists the card themes in every currency, most popular first, with the shared cache policy', async () => {
    for (const { host, theme, names } of MARKETS) {
      const answer = await json<ThemesPage>(`https://${host}/web-api/themes?pageSize=12`);
      expect(answer.status, host).toBe(200);
      expect(answer.cache, host).toBe('public, max-age=60');
      expect(answer.body.total, host).toBe(46);
      expect(answer.body.themes, host).toHaveLength(12);
      expect(answer.body.themes[0], host).toMatchObject({ themeId: '2000', name: names.theme, priceCurrent: theme, priceOriginal: null });
    }
    // Through the header: fr-CH on the Swiss domain pays CHF; the second wedding theme is 20 % off.
    const swiss = await themes('https://kartenliebe.ch/web-api/themes?occasion=hochzeit', { headers: { 'x-locale': 'fr-CH' } });
    expect(swiss.themes.slice(0, 3).map(({ themeId, priceCurrent, priceOriginal }) => [themeId, priceCurrent, priceOriginal])).toEqual([
      ['2048', 1.55, null],
      ['2041', 1.4, 1.75],
      ['2042', 2, null],
    ]);
  });

  it('reads alle and alleVorlagen as no filter at all', async () => {
    const plain = await themes('https://kartenliebe.de/web-api/themes');
    const all = await themes(
      'https://kartenliebe.de/web-api/themes?category=alleVorlagen&aspectRatio=alle&color=alle&label=alle&product=alle&punching=alle&style=alle&occasion=alle',
    );
    expect(all.total).toBe(46);
    expect(ids(all.themes)).toEqual(ids(plain.themes));
    expect(all.filters.category?.selected).toBe('alleVorlagen');
    expect(all.filters.color).toEqual({ selected: 'alle', values: ['alle', 'blau', 'gold', 'gruen', 'rosa', 'schwarz', 'weiss'] });
    expect(all.filters.aspectRatio?.values).toEqual(['alle', 'din', 'square']);
  });

  it('narrows by the filter columns, one after the other', async () => {
    const gold = await themes('https://kartenliebe.de/web-api/themes?color=gold');
    expect(gold.total).toBe(6);
    expect(gold.filters.color?.selected).toBe('gold');
    const goldSquare = await themes('https://kartenliebe.de/web-api/themes?color=gold&aspectRatio=square');
    expect(goldSquare.themes.map((theme) => theme.name)).toEqual(['Taube', 'Olivenzweig']);
    const bestsellers = await themes('https://kartenliebe.de/web-api/themes?label=bestseller&sort=created');
    expect(bestsellers.total).toBe(12);
    expect((await themes('https://kartenliebe.de/web-api/themes?category=hochzeit&style=nichts')).total).toBe(0);
  });

  it('sorts by popularity or by newest, and pages by 12 or 48', async () => {
    const popular = await themes('https://kartenliebe.de/web-api/themes?pageSize=12&sort=popularity');
    const newest = await themes('https://kartenliebe.de/web-api/themes?pageSize=12&sort=created');
    expect(popular.themes[0]?.name).toBe('Schultüte');
    expect(newest.themes[0]?.name).toBe('Ja-Wort');
    const second = await themes('https://kartenliebe.de/web-api/themes?pageSize=12&page=2');
    expect(new Set([...ids(popular.themes), ...ids(second.themes)]).size).toBe(24);
    // Kartenliebe compacts its templates: 48 a page unless asked for 12; wallart shows 12.
    expect((await themes('https://kartenliebe.de/web-api/themes')).pageSize).toBe(48);
    expect((await themes('https://kartenliebe.de/web-api/themes')).themes).toHaveLength(46);
    expect((await themes('https://wallart.de/web-api/themes')).pageSize).toBe(12);
    const big = await themes('https://wallart.de/web-api/themes?pageSize=48');
    expect([big.pageSize, big.themes.length]).toEqual([48, 46]);
  });

  it('keeps /web-api/designs as the block lists’ alias of the same read', async () => {
    const alias = await json<{ items: { id: string }[]; total: number }>(
      'https://kartenliebe.de/web-api/designs?kind=card&occasion=taufe&sort=created',
    );
    const theme = await themes('https://kartenliebe.de/web-api/themes?occasion=taufe&sort=created');
    expect(alias.body.items.map((item) => item.id)).toEqual(ids(theme.themes));
  });
});

describe('GET /web-api/calendar-design-group (spec §3 error page: designGroupId and designId)', () => {
  it('answers the group with each design’s calendar type, formats and from-price in every currency', async () => {
    for (const { host, calendar, names } of MARKETS) {
      const answer = await json<{
        designGroupId: string;
        designId: string;
        designs: (GroupDesign & { calendarType: string; formats: string[] })[];
      }>(`https://${host}/web-api/calendar-design-group?designGroupId=201`);
      expect(answer.status, host).toBe(200);
      expect(answer.body.designId, host).toBe('4711');
      expect(ids(answer.body.designs), host).toEqual(['4711', '4706', '4704']);
      expect(answer.body.designs[0], host).toMatchObject({
        name: names.calendar,
        calendarType: 'wandkalender',
        formats: ['a4-quer', 'a4-hoch', 'a3-quer', 'a3-hoch', '200-200', '300-300'],
        ...calendar,
      });
      expect(answer.body.designs[2], host).toMatchObject({ calendarType: 'terminkalender', formats: ['a4-hoch', 'a3-hoch'] });
    }
  });

  it('narrows to a calendar type and picks the design asked for', async () => {
    const desk = await json<{ designId: string; calendarType: string; designs: GroupDesign[] }>(
      'https://kartenliebe.de/web-api/calendar-design-group?designGroupId=203&calendarType=tischkalender&designId=4707',
    );
    expect(desk.body).toMatchObject({ designId: '4707', calendarType: 'tischkalender' });
    expect(ids(desk.body.designs)).toEqual(['4707']);
  });

  it('answers 404 naming what is not there', async () => {
    for (const [query, field] of [
      ['designGroupId=999', 'designGroupId'],
      ['designGroupId=201&designId=4700', 'designId'],
      ['designGroupId=201&designId=4711&calendarType=tischkalender', 'designId'],
      ['designGroupId=201&calendarType=familienplaner', 'calendarType'],
    ] as const) {
      const answer = await json<Problem>(`https://kartenliebe.de/web-api/calendar-design-group?${query}`);
      expect([answer.status, answer.body.error.field], query).toEqual([404, field]);
    }
  });
});

describe('GET /web-api/photobook-design-group-set/{designGroupSetId} (spec §3 templateId, §7 builders)', () => {
  interface SetAnswer {
    designGroupSetId: string;
    categoryIds: string[];
    groups: { photobookType: string; format: string; templateId: string; categoryIds: string[]; priceCurrent: number | null }[];
  }
  const templateOf = (answer: SetAnswer, kind: string, format: string) =>
    answer.groups.find((group) => group.photobookType === kind && group.format === format)?.templateId;

  it('answers the design group of every kind and format, each kind at its from-price', async () => {
    const prices = { EUR: 24.99, CHF: 26.25, GBP: 21.75, USD: 27.5 };
    for (const { host, currency } of MARKETS) {
      const answer = await json<SetAnswer>(`https://${host}/web-api/photobook-design-group-set/301`);
      expect(answer.status, host).toBe(200);
      expect(answer.body.groups, host).toHaveLength(16);
      expect(answer.body.groups[0], host).toEqual({
        photobookType: 'digitalfotobuch',
        format: 'a4-quer',
        templateId: '301101',
        categoryIds: ['urlaub', 'reisen'],
        priceCurrent: prices[currency],
        priceOriginal: null,
      });
    }
  });

  it('narrows to the groups of the categories asked for with categoryIds[]', async () => {
    const travel = (await json<SetAnswer>('https://kartenliebe.de/web-api/photobook-design-group-set/301?categoryIds[]=reisen')).body;
    expect(travel.categoryIds).toEqual(['reisen']);
    expect(travel.groups).toHaveLength(11);
    expect(templateOf(travel, 'echtfotobuch', 'a4-hoch')).toBe('301202');
    expect(templateOf(travel, 'echtfotobuch', '200-200')).toBeUndefined();
    const both = (
      await json<SetAnswer>(
        'https://kartenliebe.de/web-api/photobook-design-group-set/302?categoryIds%5B%5D=liebe&categoryIds%5B%5D=hochzeit',
      )
    ).body;
    expect(both.groups).toHaveLength(16);
    const none = await json<SetAnswer>('https://kartenliebe.de/web-api/photobook-design-group-set/303?categoryIds[]=urlaub');
    expect([none.status, none.body.groups]).toEqual([200, []]);
  });

  it('answers 404 for a set that does not exist and 400 without one in the path', async () => {
    const missing = await json<Problem>('https://kartenliebe.de/web-api/photobook-design-group-set/999');
    expect([missing.status, missing.body.error.field]).toEqual([404, 'designGroupSetId']);
    const bare = await json<Problem>('https://kartenliebe.de/web-api/photobook-design-group-set');
    expect([bare.status, bare.body.error.field]).toEqual([400, 'designGroupSetId']);
  });
});

describe('collage design groups (spec §7 builders with [] arrays, "Collage by design")', () => {
  interface Groups {
    designGroups: { designGroupId: string; designs: GroupDesign[] }[];
  }

  it('answers every group, or those named by designGroupIds[] in the order named', async () => {
    const every = (await json<Groups>('https://wallart.de/web-api/collage-designer-design-groups')).body;
    expect(every.designGroups.map((group) => group.designGroupId)).toEqual(['101', '102', '103']);
    const named = (
      await json<Groups>(
        'https://wallart.de/web-api/collage-designer-design-groups?designGroupIds[]=103&designGroupIds[]=999&designGroupIds[]=101',
      )
    ).body;
    expect(named.designGroups.map((group) => group.designGroupId)).toEqual(['103', '101']);
    expect(ids(named.designGroups[1]?.designs ?? [])).toEqual(['1', '13', '7', '6', '12', '4', '10']);
    const one = (await json<Groups>('https://wallart.de/web-api/collage-designer-design-groups?designGroupIds[]=103')).body;
    expect(one.designGroups[0]?.designs).toEqual([
      { id: '2', name: 'Mosaik', image: '/demo-assets/600x600/design-collage-mosaic.jpg', priceCurrent: 29.95, priceOriginal: null },
      { id: '8', name: 'Mosaik II', image: '/demo-assets/600x600/design-collage-mosaic.jpg', priceCurrent: 29.95, priceOriginal: null },
    ]);
  });

  it('answers the group holding a design, in every currency', async () => {
    const prices = { EUR: 34.95, CHF: 36.7, GBP: 30.4, USD: 38.45 };
    for (const { host, currency, names } of MARKETS) {
      const answer = await json<{ designGroupId: string; designId: string; designs: GroupDesign[] }>(
        `https://${host.replace('kartenliebe', 'wallart')}/web-api/collage-designer-design-group?designId=9`,
      );
      expect(answer.status, host).toBe(200);
      expect(answer.body.designGroupId, host).toBe('102');
      expect(ids(answer.body.designs), host).toEqual(['3', '9', '5', '11']);
      expect(answer.body.designs[1], host).toMatchObject({ name: names.collage, priceCurrent: prices[currency] });
    }
    const missing = await json<Problem>('https://wallart.de/web-api/collage-designer-design-group?designId=99');
    expect([missing.status, missing.body.error.field]).toEqual([404, 'designId']);
  });
});

describe('GET /web-api/localized-urls', () => {
  it('answers a content page in every locale of the languages it is translated into, as the hreflang links do', async () => {
    const answer = await json<{ path: string; locale: string; urls: Record<string, string>; xDefault: string }>(
      'https://kartenliebe.ch/web-api/localized-urls?path=/fr/cartes/',
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ path: '/fr/cartes/', locale: 'fr-CH', xDefault: 'https://kartenliebe.de/karten/' });
    expect(Object.keys(answer.body.urls)).toHaveLength(17);
    expect(answer.body.urls).toMatchObject({
      'de-CH': 'https://kartenliebe.ch/karten/',
      'en-US': 'https://kartenliebe.com/cards/',
      'it-CH': 'https://kartenliebe.ch/it/biglietti/',
      'nl-BE': 'https://kartenliebe.be/kaarten/',
    });
  });

  it('writes the path as the channel does, and the start page without a path', async () => {
    const canvas = (await json<{ urls: Record<string, string> }>('https://wallart.it/web-api/localized-urls?path=/de/leinwanddruck')).body;
    expect(canvas.urls['it-IT']).toBe('https://wallart.it/stampa-su-tela');
    const home = (await json<{ path: string; urls: Record<string, string> }>('https://wallart.co.uk/web-api/localized-urls')).body;
    expect(home.path).toBe('/');
    expect(home.urls['fr-CH']).toBe('https://wallart.ch/fr');
    const theme = (await json<{ urls: Record<string, string> }>('https://kartenliebe.de/web-api/localized-urls?path=/d/themes/2048')).body;
    expect(theme.urls['en-GB']).toBe('https://kartenliebe.co.uk/d/themes/2048/');
  });

  it('answers 404 naming the path for what is no page of the shop front here', async () => {
    for (const path of ['/gibt-es-nicht/', '/themes/9999/', '/warenkorb/', '/fr/cartes/', '/error', '/wishlist', '/xx/karten/']) {
      const answer = await json<Problem>(`https://wallart.de/web-api/localized-urls?path=${encodeURIComponent(path)}`);
      expect([answer.status, answer.body.error.field], path).toEqual([404, 'path']);
    }
  });
});

describe('GET /web-api/shop-frontends-initial-data', () => {
  interface InitialData {
    channel: string;
    locale: string;
    currency: string;
    lengthUnit: string;
    locales: { locale: string; prefix: string }[];
    platforms: string[];
    channelFlags: Record<string, unknown>;
    designLists: { pageSizes: number[]; defaultPageSize: number };
    cards: { quantitySteps: number[]; defaultQuantity: number; allValues: Record<string, string> };
  }

  it('answers the market’s channel, locale, currency and flags, and the shared constants', async () => {
    for (const { host, currency } of MARKETS) {
      const answer = await json<InitialData>(`https://${host}/web-api/shop-frontends-initial-data`);
      expect([answer.status, answer.body.currency, answer.cache], host).toEqual([200, currency, 'public, max-age=60']);
    }
    const swiss = (
      await json<InitialData>('https://kartenliebe.ch/web-api/shop-frontends-initial-data', { headers: { 'x-locale': 'it-CH' } })
    ).body;
    expect(swiss).toMatchObject({
      channel: 'kartenliebe',
      locale: 'it-CH',
      currency: 'CHF',
      lengthUnit: 'cm',
      platforms: ['web', 'desktop'],
    });
    expect(swiss.locales).toEqual([
      { locale: 'de-CH', prefix: '' },
      { locale: 'fr-CH', prefix: 'fr' },
      { locale: 'it-CH', prefix: 'it' },
    ]);
    expect(swiss.channelFlags).toMatchObject({ defaultCollageId: '1', defaultPhotobookCoverLamination: 'matt', aluGalleryUnit: 'cm' });
    expect(swiss.designLists).toMatchObject({ pageSizes: [12, 48], defaultPageSize: 48 });
    expect(swiss.cards.quantitySteps).toHaveLength(154);
    expect(swiss.cards.defaultQuantity).toBe(50);
    expect(swiss.cards.allValues.category).toBe('alleVorlagen');
    const american = (await json<InitialData>('https://wallart.com/web-api/shop-frontends-initial-data')).body;
    expect(american).toMatchObject({ channel: 'wallart', currency: 'USD', lengthUnit: 'inch', designLists: { defaultPageSize: 12 } });
    expect(american.channelFlags).toMatchObject({ aluGalleryUnit: 'in', defaultCollageId: '13', wishlistAvailable: false });
  });
});

describe('GET /web-api/sku/container', () => {
  it('answers an accessory with the parts of its SKU, priced per locale (spec §9 envelopes)', async () => {
    const envelope = { EUR: 0.95, CHF: 1, GBP: 0.85, USD: 1.05 };
    for (const { host, currency } of MARKETS) {
      const answer = await json<{ priceCurrent: number }>(`https://${host}/web-api/sku/container?sku=envelope-c6-114x162-kraft`);
      expect([answer.status, answer.body.priceCurrent], host).toEqual([200, envelope[currency]]);
    }
    const swiss = await json<unknown>('https://kartenliebe.ch/web-api/sku/container?sku=envelope-c6-114x162-kraft');
    expect(swiss.body).toEqual({
      sku: 'envelope-c6-114x162-kraft',
      productKind: 'accessory',
      context: { accessoryKind: 'envelope', subType: 'c6', width: 114, height: 162, finish: 'kraft' },
      priceCurrent: 1,
      priceOriginal: null,
    });
    // de-AT has a price of its own for the pen; de-DE pays the currency's.
    const austria = await json<{ priceCurrent: number }>('https://kartenliebe.at/web-api/sku/container?sku=pen-gold');
    const germany = await json<{ priceCurrent: number }>('https://kartenliebe.de/web-api/sku/container?sku=pen-gold');
    expect([austria.body.priceCurrent, germany.body.priceCurrent]).toEqual([4.2, 3.9]);
  });

  it('answers a wall-art SKU as material and format, discounted where the format is', async () => {
    const answer = await json<unknown>('https://wallart.co.uk/web-api/sku/container?sku=leinwand-600x400');
    expect(answer.body).toEqual({
      sku: 'leinwand-600x400',
      productKind: 'photoframe',
      context: { materialType: 'leinwand', frameType: null, formatType: '600x400' },
      priceCurrent: 29.35,
      priceOriginal: 39.1,
    });
  });

  it('answers 404 naming the sku for what is no article', async () => {
    for (const sku of ['nothing', 'leinwand-holzrahmen-schwarz-600x400', 'leinwand-601x400', 'poster-123x45']) {
      const answer = await json<Problem>(`https://kartenliebe.de/web-api/sku/container?sku=${sku}`);
      expect([answer.status, answer.body.error.field], sku).toEqual([404, 'sku']);
    }
  });
});

describe('every parameter of these calls', () => {
  const PROBE = '<script>alert(1)</script>';
  const probe = encodeURIComponent(PROBE);
  // [path and query, the parameter a 400 must name]
  const BAD: [string, string][] = [
    ...['aspectRatio', 'category', 'color', 'label', 'product', 'punching', 'style', 'occasion'].map((name): [string, string] => [
      `/web-api/themes?${name}=${probe}`,
      name,
    ]),
    ['/web-api/themes?aspectRatio=7:5', 'aspectRatio'],
    ['/web-api/themes?category=Hochzeit', 'category'],
    ['/web-api/themes?sort=price', 'sort'],
    ['/web-api/themes?pageSize=24', 'pageSize'],
    ['/web-api/themes?page=0', 'page'],
    ['/web-api/themes?page=x', 'page'],
    [`/web-api/calendar-design-group?designGroupId=${probe}`, 'designGroupId'],
    ['/web-api/calendar-design-group', 'designGroupId'],
    [`/web-api/calendar-design-group?designGroupId=201&designId=${probe}`, 'designId'],
    [`/web-api/calendar-design-group?designGroupId=201&calendarType=${probe}`, 'calendarType'],
    [`/web-api/photobook-design-group-set/${probe}`, 'designGroupSetId'],
    [`/web-api/photobook-design-group-set/301?categoryIds[]=${probe}`, 'categoryIds[]'],
    [`/web-api/photobook-design-group-set/301?categoryIds[]=urlaub&categoryIds[]=${probe}`, 'categoryIds[]'],
    [`/web-api/collage-designer-design-groups?designGroupIds[]=${probe}`, 'designGroupIds[]'],
    [
      `/web-api/collage-designer-design-groups?${Array.from({ length: 51 }, (_, n) => `designGroupIds[]=g${n}`).join('&')}`,
      'designGroupIds[]',
    ],
    [`/web-api/collage-designer-design-group?designId=${probe}`, 'designId'],
    ['/web-api/collage-designer-design-group', 'designId'],
    [`/web-api/localized-urls?path=${probe}`, 'path'],
    ['/web-api/localized-urls?path=karten', 'path'],
    [`/web-api/localized-urls?path=${encodeURIComponent('/karten/?x=1')}`, 'path'],
    [`/web-api/localized-urls?path=/${'a/'.repeat(600)}`, 'path'],
    [`/web-api/sku/container?sku=${probe}`, 'sku'],
    ['/web-api/sku/container', 'sku'],
    [`/web-api/shop-frontends-initial-data?locale=${probe}`, 'locale'],
  ];

  it.each(BAD)('%s answers 400 naming %s, as JSON, without the raw value', async (path, field) => {
    const response = await fetchShop(`https://kartenliebe.de${path}`);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    const text = await response.text();
    expect(text).not.toContain(PROBE);
    expect(text).not.toContain('<script');
    expect((JSON.parse(text) as Problem).error.field).toBe(field);
  });

  it('refuses market headers that do not fit the host, on every call', async () => {
    for (const path of [
      '/web-api/themes',
      '/web-api/calendar-design-group?designGroupId=201',
      '/web-api/photobook-design-group-set/301',
      '/web-api/collage-designer-design-groups',
      '/web-api/collage-designer-design-group?designId=1',
      '/web-api/localized-urls',
      '/web-api/shop-frontends-initial-data',
      '/web-api/sku/container?sku=pen-gold',
    ]) {
      const locale = await json<Problem>(`https://kartenliebe.de${path}`, { headers: { 'x-locale': PROBE } });
      expect([locale.status, locale.body.error.field], path).toEqual([400, 'x-locale']);
      const channel = await json<Problem>(`https://kartenliebe.de${path}`, { headers: { 'x-channel': 'wallart-de' } });
      expect([channel.status, channel.body.error.field], path).toEqual([400, 'x-channel']);
    }
  });
});

describe('other /web-api calls go to the shop backend (spec §7 headers)', () => {
  interface Echo {
    method: string;
    url: string;
    headers: Record<string, string>;
    body: string;
  }

  it('forwards a call the shop front does not answer with the market’s X-Channel and X-Locale', async () => {
    const response = await fetchShop('https://kartenliebe.ch/web-api/customer-picture?size=small', {
      headers: { 'x-locale': 'fr-CH', cookie: 'session=s1' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const echo = (await response.json()) as Echo;
    expect(echo).toMatchObject({ method: 'GET', url: '/web-api/customer-picture?size=small' });
    expect(echo.headers).toMatchObject({ 'x-channel': 'kartenliebe-ch', 'x-locale': 'fr-CH', cookie: 'session=s1' });
    // Without the header, the domain's locale.
    const plain = (await (await fetchShop('https://wallart.be/web-api/customer-picture')).json()) as Echo;
    expect(plain.headers).toMatchObject({ 'x-channel': 'wallart-be', 'x-locale': 'nl-BE' });
  });

  it('forwards a same-origin POST with its body', async () => {
    // The customer's picture is the backend's alone (spec §7; decision 087): an upload goes there.
    const response = await fetchShop('https://kartenliebe.de/web-api/customer-picture', {
      method: 'POST',
      headers: { origin: 'https://kartenliebe.de', 'content-type': 'application/json' },
      body: '{"picture":"avatar-7"}',
    });
    const echo = (await response.json()) as Echo;
    expect(echo).toMatchObject({ method: 'POST', url: '/web-api/customer-picture', body: '{"picture":"avatar-7"}' });
  });

  it('keeps the JSON 404 without a backend, and answers a JSON 502 when it cannot be reached', async () => {
    const none = await fetchShopWithVars('https://kartenliebe.de/web-api/customer-picture', { SHOP_BACKEND_ORIGIN: '' });
    expect(none.status).toBe(404);
    expect(await none.json()).toEqual({ error: { field: 'path', problem: 'no endpoint at /web-api/customer-picture' } });

    const log = expectConsoleErrors();
    const closed = `http://127.0.0.1:${inject('shopBackendPort') === 1 ? 2 : 1}`;
    const unreachable = await fetchShopWithVars('https://kartenliebe.de/web-api/customer-picture', { SHOP_BACKEND_ORIGIN: closed });
    expect(unreachable.status).toBe(502);
    expect(((await unreachable.json()) as Problem).error.field).toBe('path');
    expect(log.mock.calls.flat().join(' ')).toContain('shop-backend-unreachable');
  });

  it('never forwards the shop front’s own calls', async () => {
    const own = await json<ThemesPage>('https://kartenliebe.de/web-api/themes?pageSize=12');
    expect(own.body.total).toBe(46);
  });
});
