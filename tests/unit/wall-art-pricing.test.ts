import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_MAT, FRAME_KINDS, FRAME_TYPES, FRAMES_OF_MATERIAL } from '../../src/shared/catalogue/frames';
import { DEFAULT_FORMAT, MATERIAL_FORMATS, MATERIAL_IMAGES, MATERIALS } from '../../src/shared/catalogue/materials';
import { DEFAULT_OPTION, OPTIONS_OF_MATERIAL } from '../../src/shared/catalogue/option-groups';
import { PHOTO_PRINT_FORMATS } from '../../src/shared/catalogue/photo-print-formats';
import { priceFields, priceOfFields, sumPrices, totalOf } from '../../src/shared/catalogue/price-sums';
import {
  defaultFrameTypeOf,
  defaultOptionsOf,
  frameKindOf,
  frameTypesOf,
  materialsTaking,
  matsOf,
  parseOptionType,
} from '../../src/shared/catalogue/wall-art';

// Pricing wall art (spec §3 prices, materials, frames and mats, option groups; decision 034).
const root = path.resolve(import.meta.dirname, '../..');

describe('the price of a whole (spec §3 priceCurrent, priceOriginal)', () => {
  it('adds the current prices, in cents', () => {
    expect(
      sumPrices([
        { current: 0.1, original: null },
        { current: 0.2, original: null },
      ]),
    ).toEqual({ current: 0.3, original: null });
    expect(sumPrices([])).toEqual({ current: 0, original: null });
  });

  it('adds the originals when a part is discounted, a part without a discount at its current price', () => {
    // The teaser in euros: 66,25 € (77,95 €) acrylic glass and 46,75 € (51,95 €) black Artbox.
    expect(
      sumPrices([
        { current: 66.25, original: 77.95 },
        { current: 46.75, original: 51.95 },
      ]),
    ).toEqual({ current: 113, original: 129.9 });
    expect(
      sumPrices([
        { current: 33.7, original: 44.95 },
        { current: 42.95, original: null },
        { current: 1.95, original: null },
      ]),
    ).toEqual({ current: 78.6, original: 89.85 });
  });

  it('has no total when a part has no price, rather than one that leaves it out', () => {
    expect(totalOf([{ current: 10, original: null }, null])).toBeNull();
    expect(totalOf([{ current: 10, original: null }])).toEqual({ current: 10, original: null });
  });

  it('names the fields as the §7 calls answer them, and back', () => {
    expect(priceFields({ current: 113, original: 129.9 })).toEqual({ priceCurrent: 113, priceOriginal: 129.9 });
    expect(priceOfFields({ priceCurrent: 0.25, priceOriginal: null })).toEqual({ current: 0.25, original: null });
  });
});

describe('what goes together in wall art', () => {
  it('knows a frame type’s kind, and none of a colour the catalogue does not have', () => {
    expect(frameKindOf('schattenfuge-platte-eiche')).toBe('schattenfuge-platte');
    expect(frameKindOf('schattenfuge-leinwand-schwarz')).toBe('schattenfuge-leinwand');
    expect(frameKindOf('alurahmen-silber-matt')).toBe('alurahmen');
    expect(frameKindOf('holzrahmen-lila')).toBeNull();
    for (const frameType of FRAME_TYPES) expect(FRAME_KINDS, frameType).toContain(frameKindOf(frameType));
  });

  it('frames acrylic glass in a floater or an Artbox, black floater first, and poster in black wood by default', () => {
    expect(frameTypesOf('acrylglas')).toEqual([
      'schattenfuge-platte-schwarz',
      'schattenfuge-platte-eiche',
      'schattenfuge-platte-natur',
      'schattenfuge-platte-weiss',
      'artbox-schwarz',
      'artbox-weiss',
    ]);
    expect(frameTypesOf('fototapete')).toEqual([]);
    expect(defaultFrameTypeOf('poster')).toBe('holzrahmen-schwarz');
    expect(defaultFrameTypeOf('pvcplane')).toBeNull();
    expect(materialsTaking('schattenfuge-leinwand')).toEqual(['leinwand']);
  });

  it('puts a white mat only into the frames whose §3 default is one', () => {
    expect(matsOf('holzrahmen')).toEqual([
      { type: 'mat-none', size: 0 },
      { type: 'mat-weiss', size: 30 },
    ]);
    expect(matsOf('artbox')).toEqual([{ type: 'mat-none', size: 0 }]);
    for (const kind of FRAME_KINDS) expect(matsOf(kind), kind).toContainEqual(DEFAULT_MAT[kind]);
  });

  it('reads option types as {group}-{value}, values with dashes included', () => {
    expect(parseOptionType('druckverfahren-fineart-matt')).toEqual({ group: 'druckverfahren', value: 'fineart-matt' });
    expect(parseOptionType('keilrahmen-38')).toEqual({ group: 'keilrahmen', value: '38' });
    for (const bad of ['druckverfahren', '-ohne', 'bohrung-gold', 'toString-x', '__proto__-ohne', ''])
      expect(parseOptionType(bad), bad).toBeNull();
  });

  it('starts every group of every material at a value it offers (spec §8 error-no-default-option-for-material-type)', () => {
    for (const material of MATERIALS) expect(defaultOptionsOf(OPTIONS_OF_MATERIAL[material]), material).toHaveProperty('options');
    expect(defaultOptionsOf(OPTIONS_OF_MATERIAL.leinwand)).toEqual({ options: { keilrahmen: '25', rand: 'gespiegelt' } });
    // A table whose default is not offered: the group is named, for the log.
    expect(defaultOptionsOf({ bohrung: ['ecken'] })).toEqual({ missingGroup: 'bohrung' });
    expect(defaultOptionsOf({ bohrung: ['ohne'] }, { ...DEFAULT_OPTION, bohrung: 'ecken' })).toEqual({ missingGroup: 'bohrung' });
  });

  it('starts each material at one of its formats, acrylic glass at the teaser’s 600x450, with a picture that exists', () => {
    expect(DEFAULT_FORMAT.acrylglas).toBe('600x450');
    for (const material of MATERIALS) {
      expect(MATERIAL_FORMATS[material] as readonly string[], material).toContain(DEFAULT_FORMAT[material]);
      expect(existsSync(path.join(root, 'public', MATERIAL_IMAGES[material])), material).toBe(true);
    }
  });
});

describe('the demo prices of wall art (scripts/demo-prices/wall-art.mjs)', () => {
  it('price every material in every format, every frame it takes in those formats, the white mat and every option value but the default', async () => {
    const seed = await readFile(path.join(root, 'seeds/demo-catalogue.sql'), 'utf8');
    const priced = new Set([...seed.matchAll(/\('wallart', '([^']+)', 'EUR', ''/g)].map((match) => match[1]));
    const missing: string[] = [];
    const need = (article: string) => priced.has(article) || missing.push(article);
    for (const material of MATERIALS) {
      for (const format of MATERIAL_FORMATS[material]) {
        need(`format/${material}/${format}`);
        for (const frameType of frameTypesOf(material)) need(`frame/${frameType}/${format}`);
        if (FRAMES_OF_MATERIAL[material].some((kind) => matsOf(kind).length > 1)) need(`mat/mat-weiss-30/${format}`);
        for (const [group, values] of Object.entries(OPTIONS_OF_MATERIAL[material]) as [keyof typeof DEFAULT_OPTION, string[]][]) {
          for (const value of values) if (value !== DEFAULT_OPTION[group]) need(`option/${group}-${value}/${format}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(priced.has('mat/mat-none-0/600x400')).toBe(false);
    expect(priced.has('option/bohrung-ohne/600x400')).toBe(false);
  });

  it('grow with the area of a material’s format, and discount a few', async () => {
    const seed = await readFile(path.join(root, 'seeds/demo-catalogue.sql'), 'utf8');
    const euro = new Map(
      [...seed.matchAll(/\('wallart', '(format\/[^']+)', 'EUR', '', (\d+), (\d+|NULL)\)/g)].map((match) => [
        match[1],
        Number(match[3] === 'NULL' ? match[2] : match[3]),
      ]),
    );
    for (const material of MATERIALS) {
      // The photo prints keep the prices the demo pages always showed (130x90 costs more than 100x120).
      const listed = MATERIAL_FORMATS[material]
        .filter((format) => !Object.hasOwn(PHOTO_PRINT_FORMATS, format))
        .map((format) => euro.get(`format/${material}/${format}`) ?? 0);
      expect(listed, material).toEqual([...listed].sort((a, b) => a - b));
    }
    const discounted = [...seed.matchAll(/\('wallart', '([^']+)', 'EUR', '', (\d+), (\d+)\)/g)].filter(
      (match) => Number(match[3]) > Number(match[2]),
    );
    expect(discounted.length).toBeGreaterThan(0);
  });
});
