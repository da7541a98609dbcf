import { env } from 'cloudflare:workers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatPriceRow, FormatsAnswer, PriceFields } from '../../src/shared/catalogue/listing';
import { fetchShop } from './worker-fetch';

// The wall-art calls of spec §7 (§3 materials, frames and mats, option groups, formats,
// calculator; §7 wall-picture teaser; §8 codes; decision 034), answered from the demo prices in D1.

const PHOTO_FRAME = '/web-api/product-selection-photo-frame';
const PROBE = '<script>alert(1)</script>';

// One wallart host per currency (spec §3: EUR, CHF, GBP, USD); the host's default locale decides.
const MARKETS = [
  { host: 'wallart.de', currency: 'EUR' },
  { host: 'wallart.ch', currency: 'CHF' },
  { host: 'wallart.co.uk', currency: 'GBP' },
  { host: 'wallart.com', currency: 'USD' },
] as const;

type Json = Record<string, unknown>;

async function call<T = Json>(url: string, headers: Record<string, string> = {}) {
  const response = await fetchShop(url, { headers });
  const text = await response.text();
  return { status: response.status, cache: response.headers.get('cache-control'), text, body: JSON.parse(text) as T };
}

/**
 * What the seed says a set of articles costs together in a currency (the rows for every locale of
 * it, decision 030): the currents added, the originals added when one is discounted.
 */
async function seeded(channel: string, currency: string, articles: readonly string[]): Promise<PriceFields> {
  let current = 0;
  let original = 0;
  for (const article of articles) {
    const row = await env.DB.prepare(
      `SELECT price_current, price_original FROM prices WHERE channel = ?1 AND article = ?2 AND currency = ?3 AND locale = ''`,
    )
      .bind(channel, article, currency)
      .first<{ price_current: number; price_original: number | null }>();
    if (!row) throw new Error(`the seed has no ${currency} price of ${article}`);
    current += row.price_current;
    original += row.price_original ?? row.price_current;
  }
  return { priceCurrent: current / 100, priceOriginal: original > current ? original / 100 : null };
}

const prices = ({ priceCurrent, priceOriginal }: PriceFields): PriceFields => ({ priceCurrent, priceOriginal });
const row = (body: FormatsAnswer, format: string) => body.payload.formats.find((each) => each.formatType === format);

describe('the wall-picture teaser (spec §7)', () => {
  it('lists acrylic glass in a black Artbox at 600x450, discounted, in EUR, CHF, GBP and USD', async () => {
    for (const { host, currency } of MARKETS) {
      const expected = await seeded('wallart', currency, ['format/acrylglas/600x450', 'frame/artbox-schwarz/600x450']);
      for (const path of ['/price-api/prices/formats', `${PHOTO_FRAME}/prices-formats`]) {
        const answer = await call<FormatsAnswer>(`https://${host}${path}?materialType=acrylglas&frameType=artbox-schwarz`);
        expect(answer.status, `${host}${path}`).toBe(200);
        const teaser = row(answer.body, '600x450');
        expect(teaser, `${host}${path}`).toEqual({ formatType: '600x450', ...expected });
        expect(teaser?.priceOriginal ?? 0).toBeGreaterThan(teaser?.priceCurrent ?? 0);
      }
    }
    // 66,25 € (77,95 €) for the picture, 46,75 € (51,95 €) for the Artbox.
    const euro = await call<FormatsAnswer>('https://wallart.de/price-api/prices/formats?materialType=acrylglas&frameType=artbox-schwarz');
    expect(row(euro.body, '600x450')).toEqual({ formatType: '600x450', priceCurrent: 113, priceOriginal: 129.9 });
  });
});

// Every call, with what its answer should hold: `articles` are the rows its price adds up, `read`
// takes that price out of the answer.
const CALLS: { path: string; articles?: string[]; read?: (body: Json) => unknown; check?: (body: Json) => void }[] = [
  {
    path: '/price-api/prices/formats?materialType=poster&frameType=holzrahmen-schwarz&formats=600x400,130x90',
    // A wooden frame comes with its default white mat (spec §3).
    articles: ['format/poster/600x400', 'frame/holzrahmen-schwarz/600x400', 'mat/mat-weiss-30/600x400'],
    read: (body) => row(body as unknown as FormatsAnswer, '600x400'),
    check: (body) =>
      expect((body as unknown as FormatsAnswer).payload.formats.map((each) => each.formatType)).toEqual(['130x90', '600x400']),
  },
  {
    path: '/price-api/prices/format-group?materialType=poster&frameType=holzrahmen-eiche&formatType=600x400',
    articles: ['format/poster/600x400', 'frame/holzrahmen-eiche/600x400', 'mat/mat-weiss-30/600x400'],
    check: (body) => {
      expect(body).toMatchObject({
        materialType: 'poster',
        frameType: 'holzrahmen-eiche',
        matType: 'mat-weiss',
        matSize: 30,
        formatType: '600x400',
      });
      expect((body.parts as { part: string }[]).map((part) => part.part)).toEqual(['material', 'frame', 'mat']);
    },
  },
  {
    path: '/price-api/prices/article?materialType=aludibond&formatType=600x450&frameType=artbox-weiss&optionTypes[]=bohrung-ecken&optionTypes[]=fraesung-punkte',
    articles: ['format/aludibond/600x450', 'frame/artbox-weiss/600x450', 'option/bohrung-ecken/600x450', 'option/fraesung-punkte/600x450'],
    check: (body) =>
      expect(body.options).toEqual({
        bohrung: 'ecken',
        druckverfahren: 'direktdruck',
        materialausfuehrung: 'standard',
        fraesung: 'punkte',
      }),
  },
  {
    path: '/price-api/prices/format-group-prices-images?materialType=leinwand',
    articles: ['format/leinwand/600x400'],
    read: (body) => {
      const found = row(body as unknown as FormatsAnswer, '600x400');
      expect(found).toMatchObject({ image: '/demo-assets/800x600/canvas.jpg' });
      return found;
    },
  },
  {
    path: '/price-api/frame?frameType=artbox-schwarz&materialType=acrylglas&formatType=600x450',
    articles: ['frame/artbox-schwarz/600x450'],
    check: (body) => expect(body).toMatchObject({ frameType: 'artbox-schwarz', frameKind: 'artbox', materialType: 'acrylglas' }),
  },
  {
    path: '/price-api/photo-options-groups?materialType=aludibond&formatType=600x450&optionTypes=bohrung,fraesung',
    articles: ['option/bohrung-ecken/600x450'],
    read: (body) => {
      const [bohrung, fraesung, more] = body.groups as { group: string; values: { value: string; surcharge: PriceFields }[] }[];
      expect([bohrung?.group, fraesung?.group, more]).toEqual(['bohrung', 'fraesung', undefined]);
      expect(bohrung?.values[0]).toEqual({
        value: 'ohne',
        optionType: 'bohrung-ohne',
        labelTranslationKey: 'catalogue.options.bohrung.ohne',
        isDefault: true,
        surcharge: { priceCurrent: 0, priceOriginal: null },
      });
      return bohrung?.values.find((value) => value.value === 'ecken')?.surcharge;
    },
  },
  {
    path: '/web-api/variants-for-frame-types?frameType=artbox-schwarz',
    check: (body) => {
      expect((body.variants as { materialType: string }[]).map((variant) => variant.materialType)).toEqual([
        'acrylglas',
        'aludibond',
        'gallerybond',
        'hahnemuehle',
        'poster',
      ]);
      expect((body.variants as Json[])[0]).toEqual({
        materialType: 'acrylglas',
        labelTranslationKey: 'blocks.materials.acrylglas',
        defaultOptions: { bohrung: 'ohne', druckverfahren: 'direktdruck' },
      });
    },
  },
  {
    // The photo frame starts in the material's default frame (spec §3: poster in black wood, with its white mat).
    path: `${PHOTO_FRAME}/prices-format-group?materialType=poster&formatType=600x400`,
    articles: ['format/poster/600x400', 'frame/holzrahmen-schwarz/600x400', 'mat/mat-weiss-30/600x400'],
  },
  {
    path: `${PHOTO_FRAME}/price-article?materialType=leinwand&formatType=600x400&optionTypes=rand-farbig`,
    articles: ['format/leinwand/600x400', 'frame/schattenfuge-leinwand-schwarz/600x400', 'option/rand-farbig/600x400'],
  },
  {
    path: `${PHOTO_FRAME}/prices-from?materialType=poster`,
    articles: ['format/poster/100x100', 'frame/holzrahmen-schwarz/100x100', 'mat/mat-weiss-30/100x100'],
    check: (body) => expect(body.formatType).toBe('100x100'),
  },
  {
    path: `${PHOTO_FRAME}/format-limits?materialType=acrylglas&frameType=artbox-schwarz`,
    check: (body) =>
      expect(body).toEqual({
        materialType: 'acrylglas',
        frameType: 'artbox-schwarz',
        matType: 'mat-none',
        matSize: 0,
        smallest: { formatType: '300x200', width: 300, height: 200 },
        largest: { formatType: '1200x800', width: 1200, height: 800 },
      }),
  },
  {
    path: `${PHOTO_FRAME}/data?materialType=hahnemuehle&designId=13`,
    articles: ['format/hahnemuehle/600x400', 'frame/holzrahmen-schwarz/600x400', 'mat/mat-weiss-30/600x400'],
    read: (body) => (body.formats as FormatPriceRow[]).find((each) => each.formatType === '600x400'),
    check: (body) => {
      expect(body).toMatchObject({
        materialType: 'hahnemuehle',
        frameType: 'holzrahmen-schwarz',
        frameKind: 'holzrahmen',
        initiallySelectedFormat: '600x400',
        context: { designId: '13' },
        mats: [
          { matType: 'mat-none', matSize: 0, isDefault: false },
          { matType: 'mat-weiss', matSize: 30, isDefault: true },
        ],
      });
      expect((body.frameTypes as { frameType: string }[]).map((frame) => frame.frameType)).toContain('artbox-weiss');
    },
  },
  {
    path: '/web-api/aspect-ratio?formatType=600x450',
    check: (body) => expect(body).toEqual({ formatType: '600x450', aspectRatio: '4:3', labelTranslationKey: 'catalogue.formats.4:3' }),
  },
  {
    path: '/web-api/calculator/reference?sku=leinwand-600x400',
    articles: ['format/leinwand/600x400'],
    read: (body) => body.skuPreset && prices(body.skuPreset as PriceFields),
    check: (body) => {
      expect(body).toMatchObject({
        product: 'framed-material',
        selectedValue: 'leinwand',
        labels: [],
        skuPreset: { context: { sku: 'leinwand-600x400', materialType: 'leinwand', formatType: '600x400' } },
      });
      const options = body.options as { value: string; initiallySelectedFormat: string }[];
      expect(options.map((option) => option.value)).toHaveLength(12);
      expect(options.find((option) => option.value === 'acrylglas')?.initiallySelectedFormat).toBe('600x450');
      expect(options.find((option) => option.value === 'leinwand')?.initiallySelectedFormat).toBe('600x400');
      // What the live calculator shows, written by the server (decisions 039, 041): the preset, and
      // each format's size and designer hand-off.
      expect((body.preset as { material: string; format: string }) ?? null).toMatchObject({ material: 'leinwand', format: '600x400' });
      expect(body).toMatchObject({ designer: 'photoframe', optionsLabel: 'calculator.material' });
      const canvas = body.options as { value: string; formats: { value: string; label: string; handOff: string }[] }[];
      const format = canvas.find((option) => option.value === 'leinwand')?.formats.find((each) => each.value === '600x400');
      expect(format?.handOff).toMatch(/^materialType=leinwand&formatType=600x400&/);
      expect(format?.label).toMatch(/^(60\s×\s40\scm|23\.6\s×\s15\.7\sin)$/);
    },
  },
];

describe('every wall-art call', () => {
  it.each(CALLS.map((each) => [each.path, each] as const))(
    'answers %s in EUR, CHF, GBP and USD with the seed’s prices',
    async (path, { articles, read, check }) => {
      for (const { host, currency } of MARKETS) {
        const answer = await call(`https://${host}${path}`);
        expect(answer.status, host).toBe(200);
        expect(answer.cache).toBe('public, max-age=60');
        if (articles) {
          const found = (read ?? ((body: Json) => body))(answer.body) as PriceFields | undefined;
          expect(found && prices(found), `${host}: ${articles.join(' + ')}`).toEqual(await seeded('wallart', currency, articles));
        }
        check?.(answer.body);
      }
    },
  );

  it('follows X-Locale: French Switzerland pays the Swiss francs of the seed', async () => {
    const answer = await call<PriceFields>(
      'https://kartenliebe.ch/price-api/frame?frameType=artbox-schwarz&materialType=acrylglas&formatType=600x450',
      {
        'x-locale': 'fr-CH',
      },
    );
    expect(answer.status).toBe(200);
    expect(prices(answer.body)).toEqual(await seeded('kartenliebe', 'CHF', ['frame/artbox-schwarz/600x450']));
  });

  it('prices a canvas in the mirrored edge at no charge, and its discount as an original above the current', async () => {
    const answer = await call(
      'https://wallart.de/price-api/prices/article?materialType=leinwand&formatType=600x400&optionTypes=rand-gespiegelt,keilrahmen-38',
    );
    expect(answer.body).toMatchObject({
      options: { rand: 'gespiegelt', keilrahmen: '38' },
      parts: [
        { part: 'material', name: 'leinwand', priceCurrent: 33.7, priceOriginal: 44.95 },
        { part: 'option', name: 'keilrahmen-38' },
      ],
    });
    expect(prices(answer.body as unknown as PriceFields)).toEqual(
      await seeded('wallart', 'EUR', ['format/leinwand/600x400', 'option/keilrahmen-38/600x400']),
    );
  });

  it('leaves the mat out with mat-none, and a frame out without frameType', async () => {
    const framed = await call(
      'https://wallart.de/price-api/prices/format-group?materialType=poster&frameType=holzrahmen-schwarz&matType=mat-none&matSize=0&formatType=600x400',
    );
    expect(framed.body).toMatchObject({ matType: 'mat-none', matSize: 0 });
    expect((framed.body.parts as { part: string }[]).map((part) => part.part)).toEqual(['material', 'frame']);
    const bare = await call('https://wallart.de/price-api/prices/format-group?materialType=poster&formatType=600x400');
    expect(bare.body).toMatchObject({ frameType: null, matType: null, matSize: null, priceCurrent: 15.95, priceOriginal: null });
  });
});

describe('a locale’s own price (decision 030)', () => {
  beforeAll(async () => {
    await env.DB.prepare(
      `INSERT INTO prices (channel, article, currency, locale, price_current, price_original) VALUES ('wallart', 'format/leinwand/400x300', 'EUR', 'de-AT', 2795, 2995)`,
    ).run();
  });
  afterAll(async () => {
    await env.DB.prepare(`DELETE FROM prices WHERE article = 'format/leinwand/400x300' AND locale = 'de-AT'`).run();
  });

  it('prices Austria by its own row and Germany by the euro row', async () => {
    const path = '/price-api/prices/formats?materialType=leinwand&formats=400x300';
    expect((await call<FormatsAnswer>(`https://wallart.at${path}`)).body.payload.formats).toEqual([
      { formatType: '400x300', priceCurrent: 27.95, priceOriginal: 29.95 },
    ]);
    expect((await call<FormatsAnswer>(`https://wallart.de${path}`)).body.payload.formats).toEqual([
      { formatType: '400x300', priceCurrent: 29.95, priceOriginal: null },
    ]);
  });
});

describe('what does not exist', () => {
  it.each([
    ['/price-api/prices/format-group?materialType=acrylglas&formatType=123x45', 'formatType'],
    ['/price-api/prices/article?materialType=acrylglas&formatType=600x900', 'formatType'],
    ['/price-api/frame?frameType=artbox-schwarz&materialType=acrylglas&formatType=123x45', 'formatType'],
    ['/price-api/photo-options-groups?materialType=acrylglas&formatType=123x45', 'formatType'],
    [`${PHOTO_FRAME}/prices-format-group?materialType=poster&formatType=123x45`, 'formatType'],
    [`${PHOTO_FRAME}/price-article?materialType=poster&formatType=123x45`, 'formatType'],
    [`${PHOTO_FRAME}/data?materialType=poster&formatType=123x45`, 'formatType'],
    ['/web-api/calculator/reference?sku=leinwand-123x45', 'sku'],
    ['/web-api/calculator/reference?materialType=leinwand&formatType=123x45', 'formatType'],
  ])('answers 404 naming the field: %s', async (path, field) => {
    const answer = await call<{ error: { field: string } }>(`https://wallart.de${path}`);
    expect(answer.status).toBe(404);
    expect(answer.body.error.field).toBe(field);
    expect(answer.cache).toBe('private, no-store');
  });

  it('answers 404 with spec §8 error-no-materials-for-frame-type for a frame type no material takes', async () => {
    const answer = await call<{ error: { field: string; code: string } }>(
      'https://wallart.de/web-api/variants-for-frame-types?frameType=holzrahmen-lila',
    );
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ field: 'frameType', code: 'error-no-materials-for-frame-type' });
  });

  it('lists no format of a material that has no price in the currency', async () => {
    await env.DB.prepare(
      `DELETE FROM prices WHERE channel = 'kartenliebe' AND article LIKE 'format/pvcplane/%' AND currency = 'GBP'`,
    ).run();
    const answer = await call<FormatsAnswer>('https://kartenliebe.co.uk/price-api/prices/formats?materialType=pvcplane');
    expect(answer.status).toBe(200);
    expect(answer.body.payload.formats).toEqual([]);
    const reference = await call<{ options: { value: string }[] }>('https://kartenliebe.co.uk/web-api/calculator/reference');
    expect(reference.body.options.map((option) => option.value)).not.toContain('pvcplane');
  });
});

// For every parameter of every call, values that are wrong: the call answers 400 naming it, in
// JSON, without what was sent. `base` is a valid query the bad value goes into.
const BAD: [path: string, base: string, param: string, values: string[], field?: string][] = [];
const choiceParams = (path: string, framed: boolean, extra = '') => {
  const material = framed ? 'poster' : 'acrylglas';
  BAD.push(
    [path, `materialType=${material}${extra}`, 'materialType', [PROBE, 'gold', ...(framed ? ['fototapete'] : [])]],
    [path, `materialType=acrylglas${extra}`, 'frameType', [PROBE, 'holzrahmen-schwarz']],
    [path, `materialType=poster&frameType=holzrahmen-schwarz&matSize=30${extra}`, 'matType', [PROBE, 'mat-blau']],
    [path, `materialType=poster&frameType=holzrahmen-schwarz&matType=mat-weiss${extra}`, 'matSize', [PROBE, '15', '0']],
    // A mat on a frame that takes none, a mat without a frame, half a mat.
    [path, `materialType=acrylglas&frameType=artbox-schwarz&matSize=30${extra}`, 'matType', ['mat-weiss']],
    [path, `materialType=poster&matType=mat-weiss${extra}`, 'matSize', ['']],
  );
  if (!framed) BAD.push([path, `materialType=poster&matSize=30${extra}`, 'matType', ['mat-weiss']]);
};
choiceParams('/price-api/prices/formats', false);
BAD.push(['/price-api/prices/formats', 'materialType=poster', 'formats', [PROBE, '600x', '600x400,0x1']]);
choiceParams('/price-api/prices/format-group', false, '&formatType=600x400');
BAD.push(['/price-api/prices/format-group', 'materialType=poster', 'formatType', [PROBE, '0600x450', '']]);
choiceParams('/price-api/prices/article', false, '&formatType=600x400');
BAD.push(
  ['/price-api/prices/article', 'materialType=poster', 'formatType', [PROBE, '600x450x2']],
  [
    '/price-api/prices/article',
    'materialType=acrylglas&formatType=600x400',
    'optionTypes',
    [PROBE, 'bohrung-gold', 'laminierung-matt', 'bohrung-ecken,bohrung-ohne'],
  ],
  ['/price-api/prices/article', 'materialType=acrylglas&formatType=600x400', 'optionTypes[]', [PROBE, 'druckverfahren'], 'optionTypes'],
  // A wrong material with everything else right: named alone, the cross-checks never run on it.
  [
    '/price-api/prices/article',
    'frameType=artbox-schwarz&formatType=600x400&optionTypes=bohrung-ecken&matType=mat-none&matSize=0',
    'materialType',
    [PROBE],
  ],
);
choiceParams('/price-api/prices/format-group-prices-images', false);
BAD.push(
  ['/price-api/frame', 'materialType=acrylglas&formatType=600x450', 'frameType', [PROBE, 'holzrahmen-schwarz', '']],
  ['/price-api/frame', 'frameType=artbox-schwarz&formatType=600x450', 'materialType', [PROBE, 'gold']],
  ['/price-api/frame', 'frameType=artbox-schwarz&materialType=acrylglas', 'formatType', [PROBE, 'a4']],
  ['/price-api/photo-options-groups', '', 'materialType', [PROBE, '']],
  ['/price-api/photo-options-groups', 'materialType=acrylglas', 'formatType', [PROBE, '600 x 450']],
  ['/price-api/photo-options-groups', 'materialType=acrylglas', 'optionTypes', [PROBE, 'laminierung', 'bohrung-ecken']],
  ['/web-api/variants-for-frame-types', '', 'frameType', [PROBE, 'artbox', '']],
);
for (const call of ['prices-formats', 'prices-from', 'format-limits']) choiceParams(`${PHOTO_FRAME}/${call}`, true);
BAD.push([`${PHOTO_FRAME}/prices-formats`, 'materialType=poster', 'formats', [PROBE, '600x']]);
choiceParams(`${PHOTO_FRAME}/prices-format-group`, true, '&formatType=600x400');
choiceParams(`${PHOTO_FRAME}/price-article`, true, '&formatType=600x400');
choiceParams(`${PHOTO_FRAME}/data`, true);
BAD.push(
  [`${PHOTO_FRAME}/prices-format-group`, 'materialType=poster', 'formatType', [PROBE]],
  [`${PHOTO_FRAME}/price-article`, 'materialType=poster', 'formatType', [PROBE]],
  [`${PHOTO_FRAME}/price-article`, 'materialType=poster&formatType=600x400', 'optionTypes', [PROBE, 'bohrung-ecken']],
  [`${PHOTO_FRAME}/data`, 'materialType=poster', 'formatType', [PROBE]],
  [`${PHOTO_FRAME}/data`, 'materialType=poster', 'designId', [PROBE, '']],
  ['/web-api/aspect-ratio', '', 'formatType', [PROBE, '0x0', '']],
  ['/web-api/calculator/reference', '', 'sku', [PROBE, 'gold-600x400', 'leinwand-600']],
  ['/web-api/calculator/reference', 'sku=leinwand-600x400', 'materialType', [PROBE]],
  ['/web-api/calculator/reference', 'materialType=leinwand', 'sku', ['leinwand-600x400']],
  ['/web-api/calculator/reference', 'formatType=600x400', 'materialType', [PROBE, 'gold']],
  ['/web-api/calculator/reference', 'materialType=leinwand', 'formatType', [PROBE]],
  ['/web-api/calculator/reference', '', 'designId', [PROBE]],
  ['/web-api/calculator/reference', '', 'options', [PROBE, 'leinwand,gold', ',']],
  ['/web-api/calculator/reference', 'product=photoprint', 'options', ['leinwand', 'poster,gold']],
  ['/web-api/calculator/reference', 'product=photobook', 'options', ['poster']],
  ['/web-api/calculator/reference', '', 'frameType', [PROBE, 'holzrahmen-gold']],
  ['/web-api/calculator/reference', 'product=photobox', 'sku', ['leinwand-600x400']],
  ['/web-api/calculator/reference', 'product=photobook', 'frameType', ['artbox-schwarz']],
  ['/web-api/calculator/reference', '', 'product', [PROBE, 'card']],
  // decision 042: a material's configuration, checked against the material.
  ['/web-api/calculator/reference', 'materialType=leinwand', 'frameType', ['holzrahmen-schwarz']],
  ['/web-api/calculator/reference', 'product=photoframe&materialType=poster', 'matType', [PROBE, 'mat-gold']],
  ['/web-api/calculator/reference', 'materialType=leinwand&frameType=schattenfuge-leinwand-schwarz', 'matType', ['mat-weiss']],
  ['/web-api/calculator/reference', 'product=photoframe&materialType=poster&matType=mat-weiss', 'matSize', ['0', '31']],
  ['/web-api/calculator/reference', 'materialType=poster', 'optionTypes', [PROBE, 'bohrung-ecken', 'laminierung-gold']],
  ['/web-api/calculator/reference', 'materialType=poster', 'optionTypes[]', ['laminierung-matt,laminierung-glaenzend'], 'optionTypes'],
  ['/web-api/calculator/reference', 'optionTypes=laminierung-matt', 'matType', ['mat-none'], 'materialType'],
  ['/web-api/calculator/reference', 'product=photobox', 'optionTypes', ['laminierung-matt']],
  // decision 044: a typed size, both sides, for a material of framed material.
  ['/web-api/calculator/reference', 'materialType=leinwand&height=40', 'width', [PROBE, '', '61,55', '12345', '-5', '6e1', '61 cm']],
  ['/web-api/calculator/reference', 'materialType=leinwand&width=40', 'height', [PROBE, '1.2.3']],
  ['/web-api/calculator/reference', 'materialType=leinwand', 'width', ['40'], 'height'],
  ['/web-api/calculator/reference', 'height=40', 'width', ['40'], 'materialType'],
  ['/web-api/calculator/reference', 'product=photoframe&materialType=poster&height=40', 'width', ['40']],
);

describe('the calculator of a block (decision 038)', () => {
  it('offers the materials a calculator names, in its order, framed when it names a frame', async () => {
    type Reference = { options: { value: string; formats: ({ value: string } & PriceFields)[] }[] };
    const bare = await call<Reference>('https://wallart.de/web-api/calculator/reference?options=leinwand,acrylglas');
    expect(bare.body.options.map((option) => option.value)).toEqual(['leinwand', 'acrylglas']);
    const framed = await call<Reference>('https://wallart.de/web-api/calculator/reference?options=acrylglas&frameType=artbox-schwarz');
    const teaser = framed.body.options[0]?.formats.find((format) => format.value === '600x450');
    // The acrylic glass in the black artbox: material and frame together, as the teaser prices it.
    expect(teaser).toMatchObject(await seeded('wallart', 'EUR', ['format/acrylglas/600x450', 'frame/artbox-schwarz/600x450']));
  });
});

describe('wrong parameters', () => {
  it.each(BAD)('%s?%s: %s', async (path, base, param, values, field = param) => {
    for (const value of values) {
      const query = new URLSearchParams(base);
      query.set(param, value);
      const response = await fetchShop(`https://wallart.de${path}?${query}`);
      const text = await response.text();
      expect(response.status, `${param}=${value}`).toBe(400);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(JSON.parse(text).error.field, `${param}=${value}`).toBe(field);
      if (value === PROBE) expect(text).not.toContain('<script>');
    }
  });

  it('covers every parameter of every call', () => {
    const named = new Map<string, Set<string>>();
    for (const [path, , param] of BAD) named.set(path, (named.get(path) ?? new Set()).add(param));
    const choice = ['materialType', 'frameType', 'matType', 'matSize'];
    expect(Object.fromEntries([...named].map(([path, params]) => [path, [...params].sort()]))).toEqual({
      '/price-api/prices/formats': [...choice, 'formats'].sort(),
      '/price-api/prices/format-group': [...choice, 'formatType'].sort(),
      '/price-api/prices/article': [...choice, 'formatType', 'optionTypes', 'optionTypes[]'].sort(),
      '/price-api/prices/format-group-prices-images': [...choice].sort(),
      '/price-api/frame': ['formatType', 'frameType', 'materialType'],
      '/price-api/photo-options-groups': ['formatType', 'materialType', 'optionTypes'],
      '/web-api/variants-for-frame-types': ['frameType'],
      [`${PHOTO_FRAME}/prices-formats`]: [...choice, 'formats'].sort(),
      [`${PHOTO_FRAME}/prices-from`]: [...choice].sort(),
      [`${PHOTO_FRAME}/format-limits`]: [...choice].sort(),
      [`${PHOTO_FRAME}/prices-format-group`]: [...choice, 'formatType'].sort(),
      [`${PHOTO_FRAME}/price-article`]: [...choice, 'formatType', 'optionTypes'].sort(),
      [`${PHOTO_FRAME}/data`]: [...choice, 'designId', 'formatType'].sort(),
      '/web-api/aspect-ratio': ['formatType'],
      '/web-api/calculator/reference': [
        'designId',
        'formatType',
        'frameType',
        'height',
        'matSize',
        'matType',
        'materialType',
        'optionTypes',
        'optionTypes[]',
        'options',
        'product',
        'sku',
        'width',
      ],
    });
  });
});

describe('the calculators of photo prints, the photo box, photo books and collages (decision 041)', () => {
  type Shown = { value: string; label: string; handOff: string; priceTexts: { current: string } } & PriceFields;
  type Reference = {
    designer: string;
    optionsLabel: string;
    options: { value: string; labelTranslationKey: string; label: string; initiallySelectedFormat: string; formats: Shown[] }[];
  };
  const reference = async (host: string, query: string) => {
    const answer = await call<Reference>(`https://${host}/web-api/calculator/reference?${query}`);
    expect(answer.status, query).toBe(200);
    return answer.body;
  };
  /** A format of an option, its texts with plain spaces (the shop writes no-break spaces, spec §9). */
  const formatOf = (body: Reference, option: string, format: string) => {
    const found = body.options.find((each) => each.value === option)?.formats.find((each) => each.value === format);
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    return found && { ...found, label: plain(found.label), priceTexts: { current: plain(found.priceTexts.current) } };
  };

  it('offers photo prints on every paper, priced per print, handed to the photo box designer with size and paper', async () => {
    const body = await reference('wallart.de', 'product=photoprint');
    expect(body.designer).toBe('photobox');
    expect(body.optionsLabel).toBe('calculator.paper');
    expect(body.options.map((option) => option.value)).toEqual(['simple', 'poster', 'fotopapier-matt', 'hahnemuehle']);
    // Photo prints start on the glossy paper they are sold on first.
    expect(body).toMatchObject({ selectedValue: 'poster' });
    const glossy = body.options[1];
    expect(glossy?.labelTranslationKey).toBe('calculator.papers.poster');
    expect(glossy?.initiallySelectedFormat).toBe('150x100');
    const print = formatOf(body, 'poster', '130x90');
    expect(print).toMatchObject({ ...(await seeded('wallart', 'EUR', ['photoprint/poster/130x90'])), label: '13 × 9 cm' });
    expect(print?.handOff).toBe(
      'format[width]=130&format[height]=90&type=photoprint&photoboxType=photoprint&paperType=poster&locale=de-DE',
    );
    // spec §3: in en-US photo prints go by their inch names, in dollars.
    const us = await reference('wallart.com', 'product=photoprint&options=poster');
    expect(us.options.map((option) => option.value)).toEqual(['poster']);
    expect(formatOf(us, 'poster', '130x90')).toMatchObject({
      label: '5 × 3.5 in',
      ...(await seeded('wallart', 'USD', ['photoprint/poster/130x90'])),
    });
  });

  it('offers the photo box on its two papers, handed off as the small box', async () => {
    const body = await reference('wallart.ch', 'product=photobox');
    expect(body.options.map((option) => option.value)).toEqual(['simple', 'fotopapier-matt']);
    const box = formatOf(body, 'simple', '150x100');
    expect(box).toMatchObject(await seeded('wallart', 'CHF', ['photobox/small/simple/150x100']));
    expect(box?.priceTexts.current).toContain('CHF');
    expect(box?.handOff).toContain('type=small&photoboxType=small&paperType=simple&locale=de-CH');
  });

  it('offers each photo book kind in its formats from its least pages, as a from-price, with the kind and format handed off', async () => {
    const body = await reference('wallart.de', 'product=photobook');
    expect(body.designer).toBe('photobook');
    expect(body.options.map((option) => [option.value, option.initiallySelectedFormat])).toEqual([
      ['digitalfotobuch', 'a4-quer'],
      ['echtfotobuch', 'a4-quer'],
      ['fotoheft', 'a5-quer'],
    ]);
    // spec §3 defaultPhotobookRefinement: the poster brand's books are gold, priced and named so (decision 070).
    const book = formatOf(body, 'echtfotobuch', 'a4-quer');
    expect(book).toMatchObject({
      ...(await seeded('wallart', 'EUR', ['photobook/echtfotobuch/a4-quer/hard', 'photobook-refinement/gold'])),
      label: '28,5 × 19,4 cm',
    });
    expect(body.options.find((option) => option.value === 'echtfotobuch')?.label).toBe('Echtfotobuch, Goldveredelung, Glanzkaschierung');
    expect(book?.priceTexts.current).toMatch(/^ab\s/);
    expect(book?.handOff).toContain('&refinement=gold&');
    // The card brand's books have no refinement: neither priced nor handed off.
    const plain = await reference('kartenliebe.de', 'product=photobook');
    expect(formatOf(plain, 'echtfotobuch', 'a4-quer')).toMatchObject(
      await seeded('kartenliebe', 'EUR', ['photobook/echtfotobuch/a4-quer/hard']),
    );
    expect(formatOf(plain, 'echtfotobuch', 'a4-quer')?.handOff).not.toContain('refinement');
    // spec §3 defaultPhotobookCoverLamination: matt for the card brand, named though it costs nothing; and
    // showInfoInPhotobookDropdown: the card brand's options say what each kind is, the poster brand's name it (decision 086).
    expect(plain.options.map((option) => option.label)).toEqual([
      'Digitaldruck-Fotobuch, Mattkaschierung – Digitaldruck, Klebebindung',
      'Echtfotobuch, Mattkaschierung – echtes Fotopapier, Layflat-Bindung',
      'Fotoheft, Mattkaschierung – handliches Heft, geheftet',
    ]);
    expect(body.options.map((option) => option.label)).toEqual([
      'Digitaldruck-Fotobuch, Goldveredelung, Glanzkaschierung',
      'Echtfotobuch, Goldveredelung, Glanzkaschierung',
      'Fotoheft, Goldveredelung, Glanzkaschierung',
    ]);
    expect(book?.handOff).toMatch(
      /^photobookType=[^&]+&photobookPrinting=echtfotobuch&photobookCover=hard&binding=layflat&paper=glaenzend&format=a4-quer&pageCount=20&/,
    );
  });

  it('hands each photo book off with the template of its kind and format when the calculator names a design group set (spec §3 templateId)', async () => {
    const body = await reference('kartenliebe.de', 'product=photobook&designId=301');
    const groups = (await (await fetchShop('https://kartenliebe.de/web-api/photobook-design-group-set/301')).json()) as {
      groups: { photobookType: string; format: string; templateId: string }[];
    };
    let handedOff = 0;
    for (const option of body.options) {
      for (const format of option.formats) {
        const group = groups.groups.find((each) => each.photobookType === option.value && each.format === format.value);
        if (!group) continue;
        expect(new URLSearchParams(format.handOff).get('templateId'), `${option.value} ${format.value}`).toBe(group.templateId);
        handedOff += 1;
      }
    }
    expect(handedOff).toBeGreaterThan(5);
    // Without a set, no template: the designer chooses.
    expect(formatOf(await reference('kartenliebe.de', 'product=photobook'), 'fotoheft', 'a5-quer')?.handOff).not.toContain('templateId');
  });

  it('hands a collage to the collage designer with its design, material and format', async () => {
    const own = await reference('wallart.de', 'product=collage&options=leinwand&designId=13');
    expect(own.designer).toBe('collage');
    expect(formatOf(own, 'leinwand', '600x400')?.handOff).toBe('materialType=leinwand&formatType=600x400&designId=13&unit=cm&locale=de-DE');
    // spec §3 defaultCollageId: '1' for the card brand.
    const fallback = await reference('kartenliebe.de', 'product=collage&options=poster');
    expect(fallback.options[0]?.formats[0]?.handOff).toContain('&designId=1&');
  });
});

describe('frame, mat and option groups (decision 042)', () => {
  type Group = { name: string; param: string; label: string; values: { value: string; label: string }[]; selected: string };
  type Format = { value: string; handOff: string } & PriceFields;
  type Reference = { options: { value: string; label: string; groups?: Group[]; formats: Format[] }[] };
  const reference = async (host: string, query: string) => {
    const answer = await call<Reference>(`https://${host}/web-api/calculator/reference?${query}`);
    expect(answer.status, query).toBe(200);
    return answer.body;
  };
  const optionOf = (body: Reference, material: string) => body.options.find((each) => each.value === material);
  const formatOf = (body: Reference, material: string, format: string) =>
    optionOf(body, material)?.formats.find((each) => each.value === format);
  const selectedOf = (body: Reference, material: string) =>
    Object.fromEntries((optionOf(body, material)?.groups ?? []).map((group) => [group.name, group.selected]));

  it('prices a poster in the frame, mat and option values asked, and hands all of them to the designer', async () => {
    const body = await reference(
      'wallart.de',
      'options=poster,leinwand&materialType=poster&frameType=holzrahmen-eiche&matType=mat-none&optionTypes=laminierung-matt',
    );
    const poster = formatOf(body, 'poster', '600x400');
    expect(prices(poster as PriceFields)).toEqual(
      await seeded('wallart', 'EUR', ['format/poster/600x400', 'frame/holzrahmen-eiche/600x400', 'option/laminierung-matt/600x400']),
    );
    expect(poster?.handOff).toBe(
      'materialType=poster&frameType=holzrahmen-eiche&matType=mat-none&matSize=0&optionTypes[]=laminierung-matt&formatType=600x400&unit=cm&locale=de-DE',
    );
    expect(selectedOf(body, 'poster')).toEqual({
      frameType: 'holzrahmen-eiche',
      matType: 'mat-none',
      materialausfuehrung: 'materialausfuehrung-standard',
      laminierung: 'laminierung-matt',
    });
    // The other material stays as it is sold: canvas without a frame, its options at their defaults.
    expect(prices(formatOf(body, 'leinwand', '600x400') as PriceFields)).toEqual(
      await seeded('wallart', 'EUR', ['format/leinwand/600x400']),
    );
    expect(selectedOf(body, 'leinwand')).toEqual({ frameType: '', keilrahmen: 'keilrahmen-25', rand: 'rand-gespiegelt' });
  });

  it('labels every group and value for the locale, with "no frame" first unless the product is framed', async () => {
    const canvas = optionOf(await reference('wallart.fr', 'options=leinwand'), 'leinwand');
    // The material as its select shows it: with a capital, though sentences say "toile".
    expect(canvas?.label).toBe('Toile');
    const frame = canvas?.groups?.find((group) => group.name === 'frameType');
    expect(frame?.label).toBe('Cadre');
    expect(frame?.values[0]).toEqual({ value: '', label: 'Sans cadre' });
    expect(frame?.values.slice(1).map((value) => value.value)).toEqual([
      'schattenfuge-leinwand-schwarz',
      'schattenfuge-leinwand-eiche',
      'schattenfuge-leinwand-natur',
      'schattenfuge-leinwand-weiss',
    ]);
    const framed = optionOf(await reference('wallart.com', 'product=photoframe&options=poster'), 'poster');
    const frames = framed?.groups?.find((group) => group.name === 'frameType');
    expect(frames?.values[0]).toEqual({ value: 'holzrahmen-schwarz', label: 'Wooden frame, black' });
    // A mat of 30 mm reads in inches in en-US (spec §3 units).
    expect(framed?.groups?.find((group) => group.name === 'matType')).toMatchObject({
      label: 'Mat',
      values: [
        { value: 'mat-none', label: 'No mat' },
        { value: 'mat-weiss', label: 'White, 1.2\u00a0in' },
      ],
      selected: 'mat-weiss',
    });
  });

  it('prices a photo frame in its frame with that frame’s default mat (spec §3 defaults)', async () => {
    const body = await reference('wallart.ch', 'product=photoframe&options=poster&frameType=holzrahmen-schwarz');
    const format = formatOf(body, 'poster', '600x400');
    expect(prices(format as PriceFields)).toEqual(
      await seeded('wallart', 'CHF', ['format/poster/600x400', 'frame/holzrahmen-schwarz/600x400', 'mat/mat-weiss-30/600x400']),
    );
    expect(format?.handOff).toContain('frameType=holzrahmen-schwarz&matType=mat-weiss&matSize=30&formatType=600x400');
    // Another frame of the kinds without mats starts without one.
    const artbox = await reference('wallart.ch', 'product=photoframe&options=poster&materialType=poster&frameType=artbox-weiss');
    expect(selectedOf(artbox, 'poster')).toMatchObject({ frameType: 'artbox-weiss' });
    expect(optionOf(artbox, 'poster')?.groups?.some((group) => group.name === 'matType')).toBe(false);
  });

  it('offers no groups where the designer chooses them or the product has none', async () => {
    for (const query of ['product=collage&options=leinwand', 'product=photobox', 'product=photoprint', 'product=photobook']) {
      const body = await reference('wallart.de', query);
      expect(
        body.options.every((option) => option.groups === undefined),
        query,
      ).toBe(true);
    }
  });
});

describe('custom sizes (decision 044)', () => {
  type Asked = { width: string; height: string; message: string; priceTexts: { current: string } | null; handOff: string | null };
  type Offer = { unit: string; hint: string; asked: Asked | null };
  type Reference = { options: { value: string; customSize?: Offer; formats: ({ value: string; handOff: string } & PriceFields)[] }[] };
  const offerOf = async (host: string, query: string, material: string) => {
    const answer = await call<Reference>(`https://${host}/web-api/calculator/reference?${query}`);
    expect(answer.status, query).toBe(200);
    return answer.body.options.find((option) => option.value === material);
  };

  it('prices a typed size as the smallest format that covers it, and hands the size to the designer in millimetres', async () => {
    const canvas = await offerOf('wallart.de', 'options=leinwand&materialType=leinwand&width=61,5&height=40', 'leinwand');
    const covering = canvas?.formats.find((format) => format.value === '800x600');
    expect(canvas?.customSize).toEqual({
      unit: 'cm',
      hint: 'Von 30\u00a0×\u00a030\u00a0cm bis 120\u00a0×\u00a080\u00a0cm oder 100\u00a0×\u00a0100\u00a0cm',
      asked: {
        width: '61,5',
        height: '40',
        message: 'Preis des Formats 80\u00a0×\u00a060\u00a0cm.',
        priceTexts: expect.objectContaining({ current: '69,95\u00a0€' }),
        handOff: covering?.handOff.replace('formatType=800x600', 'formatType=615x400'),
      },
    });
    expect(prices(covering as PriceFields)).toEqual(await seeded('wallart', 'EUR', ['format/leinwand/800x600']));
    // Turned, the same format covers it (decision 034: a turned format costs the same).
    const turned = await offerOf('wallart.de', 'options=leinwand&materialType=leinwand&width=40&height=61.5', 'leinwand');
    expect(turned?.customSize?.asked).toMatchObject({
      width: '40',
      height: '61,5',
      message: 'Preis des Formats 60\u00a0×\u00a080\u00a0cm.',
    });
    expect(turned?.customSize?.asked?.handOff).toContain('formatType=400x615');
  });

  it('reads inches in en-US and francs in Switzerland', async () => {
    const us = await offerOf('wallart.com', 'options=poster&materialType=poster&width=20&height=16', 'poster');
    // 20 × 16 in is 508 × 406 mm: the 70 × 50 cm poster (700x500) covers it.
    expect(us?.customSize).toMatchObject({
      unit: 'in',
      asked: { width: '20', height: '16', message: 'Priced as the 27.6\u00a0×\u00a019.7\u00a0in format.' },
    });
    expect(us?.customSize?.asked?.handOff).toContain('formatType=508x406');
    const ch = await offerOf('wallart.ch', 'options=poster&materialType=poster&width=49.5&height=70', 'poster');
    const covering = ch?.formats.find((format) => format.value === '500x700');
    expect(ch?.customSize?.asked?.width).toBe('49,5');
    expect(prices(covering as PriceFields)).toEqual(await seeded('wallart', 'CHF', ['format/poster/500x700']));
    expect(ch?.customSize?.asked?.priceTexts).toEqual(expect.objectContaining({ current: expect.stringContaining('CHF') }));
  });

  it('says which limit a size breaks, with no price and no hand-off', async () => {
    const small = await offerOf('wallart.de', 'options=leinwand&materialType=leinwand&width=20&height=40', 'leinwand');
    expect(small?.customSize?.asked).toEqual({
      width: '20',
      height: '40',
      message: 'Zu klein: mindestens 30\u00a0×\u00a030\u00a0cm.',
      priceTexts: null,
      handOff: null,
    });
    // Each side is within one of canvas's largest formats, but none covers both.
    const large = await offerOf('wallart.fr', 'options=leinwand&materialType=leinwand&width=100&height=110', 'leinwand');
    expect(large?.customSize?.asked).toMatchObject({
      message: 'Trop grand\u202f: au plus 120\u00a0×\u00a080\u00a0cm ou 100\u00a0×\u00a0100\u00a0cm.',
      priceTexts: null,
      handOff: null,
    });
  });

  it('offers custom sizes for framed material only, and answers only for the material asked', async () => {
    const both = await call<Reference>(
      'https://wallart.de/web-api/calculator/reference?options=leinwand,acrylglas&materialType=acrylglas&width=50&height=50',
    );
    expect(both.body.options.map((option) => [option.value, option.customSize?.asked?.width ?? null])).toEqual([
      ['leinwand', null],
      ['acrylglas', '50'],
    ]);
    for (const query of [
      'product=photoframe&options=poster',
      'product=collage&options=leinwand',
      'product=photobox',
      'product=photobook',
    ]) {
      const body = await call<Reference>(`https://wallart.de/web-api/calculator/reference?${query}`);
      expect(
        body.body.options.every((option) => option.customSize === undefined),
        query,
      ).toBe(true);
    }
  });
});
