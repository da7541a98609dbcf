import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { aspectRatioOf } from '../../src/shared/catalogue/aspect-ratio';
import {
  CALENDAR_FORMATS,
  CALENDAR_FORMATS_OF_TYPE,
  CALENDAR_TYPES,
  calendarAccessoryTypes,
  DEFAULT_CALENDAR_FORMAT,
  DEFAULT_MOUNTING,
  defaultCalendarStart,
  MOUNTINGS,
  MOUNTINGS_OF_TYPE,
} from '../../src/shared/catalogue/calendars';
import { ALL_VALUE_OF_FILTER, ALL_VALUES, CARD_FILTER_KEYS, CARD_OCCASIONS } from '../../src/shared/catalogue/cards';
import { formatLabel } from '../../src/shared/catalogue/format-labels';
import { hasSize, parseFormat } from '../../src/shared/catalogue/format-string';
import { ASPECT_RATIOS, FORMAT_LABELS, RATIO_TOLERANCE } from '../../src/shared/catalogue/formats';
import {
  DEFAULT_FRAME_TYPE,
  DEFAULT_MAT,
  FRAME_KINDS,
  FRAME_TYPES,
  FRAMES_OF_MATERIAL,
  type FrameKind,
  MAT_SIZES,
  MAT_TYPES,
} from '../../src/shared/catalogue/frames';
import { DEFAULT_FRAME_KIND, MATERIAL_FORMATS, MATERIAL_LABEL_KEYS, MATERIALS, type Material } from '../../src/shared/catalogue/materials';
import { DEFAULT_OPTION, OPTION_GROUPS, OPTIONS_OF_MATERIAL } from '../../src/shared/catalogue/option-groups';
import { PHOTO_PRINT_FORMATS } from '../../src/shared/catalogue/photo-print-formats';
import { PHOTO_SIZES } from '../../src/shared/catalogue/photo-sizes';
import { photobookType, splitPhotobookType } from '../../src/shared/catalogue/photobook-type';
import {
  BINDING_OF_KIND,
  COVER_LAMINATIONS,
  ORIENTATION_OF_FORMAT,
  PAGE_COUNTS,
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_DEFAULTS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_KINDS,
  PHOTOBOOK_OFFER,
  PHOTOBOOK_ORIENTATIONS,
  PHOTOBOOK_PAPERS,
  PHOTOBOOK_SIZES,
} from '../../src/shared/catalogue/photobooks';
import { PHOTOBOX_OFFER, PHOTOBOX_PAPERS, PHOTOBOX_TYPES } from '../../src/shared/catalogue/photoboxes';
import { PRODUCT_KINDS } from '../../src/shared/catalogue/product-kinds';
import { NO_REFINEMENT, REFINEMENTS, REFINEMENTS_OF_PRODUCT } from '../../src/shared/catalogue/refinements';
import { CHANNEL_INFO, CHANNELS } from '../../src/shared/channel/channels';
import { designerQuery } from '../../src/shared/designer/query-string';
import { createTranslator, type Messages } from '../../src/shared/i18n/translator';
import { formatDimensions } from '../../src/shared/locale/dimensions';
import { LOCALES, type Locale } from '../../src/shared/locale/locales';
import { messagesFor } from '../../src/worker/platform/messages';

const root = path.resolve(import.meta.dirname, '../..');
const NBSP = '\u00a0';
const nb = (text: string) => text.replaceAll(' ', NBSP);
const entries = <K extends string, V>(record: Readonly<Record<K, V>>) => Object.entries(record) as [K, V][];

// The tables of the same spec section name each other by id (a data file imports nothing), so
// these assignments are where the compiler checks that the ids agree (extra keys: the tests below).
const _frameOfMaterial: Readonly<Record<Material, FrameKind | null>> = DEFAULT_FRAME_KIND;
const _framesOfMaterial: Readonly<Record<Material, readonly FrameKind[]>> = FRAMES_OF_MATERIAL;
const _optionsOfMaterial: Readonly<Record<Material, object>> = OPTIONS_OF_MATERIAL;

/** A translation as the fallback chain of a locale gives it; undefined when there is none. */
function translation(locale: Locale, ...keys: string[]): string | undefined {
  let node: Messages | string | undefined = messagesFor(locale);
  for (const key of keys) node = typeof node === 'object' ? node[key] : undefined;
  return typeof node === 'string' && node.trim() !== '' ? node : undefined;
}

/** Every material and format the demo pages ask prices or sizes of (FormatsAndPrices, SizeOverview). */
async function demoFormats(): Promise<{ material: string; format: string; where: string }[]> {
  const found: { material: string; format: string; where: string }[] = [];
  const walk = (node: unknown, where: string): void => {
    if (Array.isArray(node)) for (const each of node) walk(each, where);
    else if (node && typeof node === 'object') {
      const block = node as { materialType?: unknown; formats?: unknown };
      if (typeof block.materialType === 'string' && Array.isArray(block.formats)) {
        for (const format of block.formats) found.push({ material: block.materialType, format: String(format), where });
      }
      for (const value of Object.values(node)) walk(value, where);
    }
  };
  const stories = path.join(root, 'src/worker/features/content/demo/stories');
  for (const channel of await readdir(stories)) {
    for (const file of await readdir(path.join(stories, channel))) {
      walk(JSON.parse(await readFile(path.join(stories, channel, file), 'utf8')), `${channel}/${file}`);
    }
  }
  return found;
}

describe('materials (spec §3)', () => {
  it('frame each material by its §3 default, one the material can take', () => {
    expect(DEFAULT_FRAME_KIND).toMatchObject({
      poster: 'holzrahmen',
      hahnemuehle: 'holzrahmen',
      leinwand: 'schattenfuge-leinwand',
      acrylglas: 'schattenfuge-platte',
      aludibond: 'schattenfuge-platte',
      forexplatte: 'schattenfuge-platte',
      gallerybond: 'schattenfuge-platte',
    });
    expect(Object.keys(FRAMES_OF_MATERIAL).sort()).toEqual([...MATERIALS].sort());
    for (const material of MATERIALS) {
      const frames: readonly string[] = FRAMES_OF_MATERIAL[material];
      const preset = DEFAULT_FRAME_KIND[material];
      if (preset === null) expect(frames, material).toEqual([]);
      else expect(frames, material).toContain(preset);
      for (const frame of frames) expect(FRAME_KINDS, material).toContain(frame);
    }
    for (const kind of FRAME_KINDS)
      expect(
        MATERIALS.some((material) => (FRAMES_OF_MATERIAL[material] as readonly string[]).includes(kind)),
        kind,
      ).toBe(true);
  });

  it('sell every material in valid formats, acrylic glass in 600x450 with a black Artbox (the teaser)', () => {
    for (const material of MATERIALS) {
      const formats = MATERIAL_FORMATS[material];
      expect(formats.length, material).toBeGreaterThan(0);
      expect(new Set(formats).size, material).toBe(formats.length);
      for (const format of formats) expect(hasSize(parseFormat(format)), `${material} ${format}`).toBe(true);
      const areas = formats.map((format) => parseFormat(format).width * parseFormat(format).height);
      expect(areas, `${material}: small to large`).toEqual([...areas].sort((a, b) => a - b));
    }
    expect(MATERIAL_FORMATS.acrylglas).toContain('600x450');
    expect(FRAMES_OF_MATERIAL.acrylglas).toContain('artbox');
    expect(FRAME_TYPES).toContain('artbox-schwarz');
    for (const format of Object.keys(PHOTO_PRINT_FORMATS)) expect(MATERIAL_FORMATS.poster).toContain(format);
  });

  it('hold every format the demo pages and the demo price list name', async () => {
    const asked = await demoFormats();
    expect(asked.length).toBeGreaterThan(0);
    for (const { material, format, where } of asked) {
      expect(MATERIALS, where).toContain(material);
      expect(MATERIAL_FORMATS[material as Material] as readonly string[], `${where}: ${material} ${format}`).toContain(format);
    }
    const seed = await readFile(path.join(root, 'seeds/demo-catalogue.sql'), 'utf8');
    const priced = [...seed.matchAll(/'format\/([a-z]+)\/([^']+)'/g)];
    expect(priced.length).toBeGreaterThan(0);
    for (const [, material = '', format = ''] of priced) {
      expect(MATERIAL_FORMATS[material as Material] as readonly string[], `${material} ${format}`).toContain(format);
    }
  });

  it('have label keys for the twelve, the other products and the framed and finished variants', () => {
    expect(MATERIAL_LABEL_KEYS).toEqual(
      expect.arrayContaining([...MATERIALS, 'fineart', 'fraesbild', 'wallpaper', 'photobook', 'photobox', 'card', 'zubehoer']),
    );
    expect(new Set(MATERIAL_LABEL_KEYS).size).toBe(MATERIAL_LABEL_KEYS.length);
    const suffixes = [
      'gerahmt',
      'fineart',
      'brushed',
      'framed',
      'laminated',
      'not-framed',
      'alurahmen',
      'holzrahmen',
      'kunststoffrahmen',
      'schattenfuge',
    ];
    for (const suffix of suffixes) {
      expect(
        MATERIAL_LABEL_KEYS.some((key) => MATERIALS.some((material) => key === `${material}-${suffix}`)),
        suffix,
      ).toBe(true);
    }
    for (const key of MATERIAL_LABEL_KEYS.filter((each) => each.includes('-'))) {
      const [material = '', ...suffix] = key.split('-');
      expect(MATERIALS, key).toContain(material);
      expect(suffixes, key).toContain(suffix.join('-'));
    }
  });
});

describe('frames and mats (spec §3)', () => {
  it('give every frame kind a black default type and types named {kind}-{colour}', () => {
    for (const kind of FRAME_KINDS) {
      expect(DEFAULT_FRAME_TYPE[kind]).toBe(`${kind}-schwarz`);
      expect(FRAME_TYPES).toContain(DEFAULT_FRAME_TYPE[kind]);
    }
    expect(new Set(FRAME_TYPES).size).toBe(FRAME_TYPES.length);
    // The longest kind wins: schattenfuge-platte-weiss is a schattenfuge-platte, not a schattenfuge.
    const kindOf = (type: string) => [...FRAME_KINDS].sort((a, b) => b.length - a.length).find((kind) => type.startsWith(`${kind}-`));
    for (const type of FRAME_TYPES) expect(kindOf(type), type).toBeDefined();
    expect(kindOf('schattenfuge-platte-weiss')).toBe('schattenfuge-platte');
  });

  it('mat wooden and aluminium frames white, 30 mm, the others not at all', () => {
    expect(MAT_TYPES).toEqual(['mat-none', 'mat-weiss']);
    expect(MAT_SIZES).toEqual([0, 30]);
    for (const kind of FRAME_KINDS) {
      const matted = kind === 'holzrahmen' || kind === 'alurahmen';
      expect(DEFAULT_MAT[kind], kind).toEqual(matted ? { type: 'mat-weiss', size: 30 } : { type: 'mat-none', size: 0 });
    }
  });
});

describe('option groups (spec §3)', () => {
  it('are the ten groups, each default one of its values', () => {
    expect(Object.keys(OPTION_GROUPS)).toEqual([
      'bohrung',
      'druckverfahren',
      'materialausfuehrung',
      'rahmen',
      'fraesung',
      'ausfuehrung',
      'keilrahmen',
      'rand',
      'laminierung',
      'oesung',
    ]);
    for (const [group, values] of entries(OPTION_GROUPS)) {
      expect(values as readonly string[], group).toContain(DEFAULT_OPTION[group]);
      expect(new Set(values).size, group).toBe(values.length);
    }
    expect(OPTION_GROUPS.keilrahmen).toEqual(['25', '38']);
  });

  it('offer the LED frame on backlit film and the finishes on adhesive film only, each group somewhere', () => {
    expect(Object.keys(OPTIONS_OF_MATERIAL).sort()).toEqual([...MATERIALS].sort());
    const offering = (group: string) => MATERIALS.filter((material) => group in OPTIONS_OF_MATERIAL[material]);
    expect(offering('rahmen')).toEqual(['backlitfolie']);
    expect(offering('ausfuehrung')).toEqual(['klebefolie']);
    for (const group of Object.keys(OPTION_GROUPS)) expect(offering(group).length, group).toBeGreaterThan(0);
  });

  it('offer each material values of the group, its default among them', () => {
    for (const material of MATERIALS) {
      for (const [group, values] of Object.entries(OPTIONS_OF_MATERIAL[material]) as [keyof typeof OPTION_GROUPS, readonly string[]][]) {
        for (const value of values) expect(OPTION_GROUPS[group] as readonly string[], `${material} ${group}`).toContain(value);
        expect(values, `${material} ${group}`).toContain(DEFAULT_OPTION[group]);
      }
    }
  });
});

describe('formats (spec §3)', () => {
  it('name the photo sizes A8 to A0 by ISO 216: A4 is 210 by 297 mm, each the half of the one before', () => {
    expect(Object.keys(PHOTO_SIZES)).toEqual(['a0', 'a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'a7', 'a8']);
    expect(PHOTO_SIZES.a4).toEqual([210, 297]);
    const sizes = Object.values(PHOTO_SIZES);
    for (let n = 1; n < sizes.length; n += 1) {
      const [width, height] = sizes[n - 1]!;
      expect(sizes[n]).toEqual([Math.floor(height / 2), width]);
    }
  });

  it('sell photo prints in en-US under their inch names, turned the same way', () => {
    const us = Object.keys(PHOTO_PRINT_FORMATS).map((format) => formatLabel(format, 'en-US'));
    expect(us).toEqual(['4 × 4 in', '4 × 4.5 in', '5 × 3.5 in', '6 × 4 in', '7 × 5 in', '12 × 8 in'].map(nb));
    expect(formatLabel('130x90', 'en-GB')).toBe(nb('13 × 9 cm'));
    for (const [format, [width, height]] of Object.entries(PHOTO_PRINT_FORMATS)) {
      const size = parseFormat(format);
      expect(Math.sign(width - height), format).toBe(Math.sign(size.width - size.height));
    }
  });

  it('name a format by its closest ratio within the tolerance, turned either way', () => {
    const vectors: Record<string, string | null> = {
      '600x450': '4:3',
      '450x600': '4:3',
      '300x300': 'square',
      '210x297': 'din',
      '297x210': 'din',
      '300x200': '3:2',
      '1200x800': '3:2',
      '1600x900': '16:9',
      '400x300': '4:3',
      '500x400': '5:4',
      '1000x500': '2:1',
      '1000x400': '5:2',
      '3000x1000': '3:1',
      '4000x1000': '4:1',
      '1000x200': '5:1',
      '1200x200': '6:1',
      // 1.44: 2.1 % from √2, the closest within 3 %
      '130x90': 'din',
      // 1.2: 4 % from 5:4
      '100x120': 'custom',
      '700x500': 'din',
      '1100x1000': 'custom',
      '7000x1000': 'custom',
      'a4-hoch': null,
      '0x0': null,
      '0600x450': null,
    };
    for (const [format, ratio] of Object.entries(vectors)) expect(aspectRatioOf(format), format).toBe(ratio);
    expect(RATIO_TOLERANCE).toBe(0.03);
    const named = Object.values(ASPECT_RATIOS);
    for (let n = 1; n < named.length; n += 1) expect(named[n]! / named[n - 1]!).toBeGreaterThan(1 + 2 * RATIO_TOLERANCE);
  });

  it('have label keys for the A sizes, squares, ratios and named formats', () => {
    expect(FORMAT_LABELS).toEqual(
      expect.arrayContaining([
        'a3-quer',
        'a6-hoch',
        '20x20',
        '30x30',
        '16:9',
        '6:1',
        'din',
        'fototapete',
        'hidden',
        'square',
        'standard',
        'custom',
      ]),
    );
    expect(FORMAT_LABELS).toEqual(expect.arrayContaining(['panoramic-wide', 'panoramic-ultra-wide', ...Object.keys(ASPECT_RATIOS)]));
    expect(FORMAT_LABELS).toHaveLength(28);
  });
});

describe('labels in every language (spec §3, through the fallback chain)', () => {
  const labelled: [string, string[], readonly string[]][] = [
    ['material', ['blocks', 'materials'], MATERIAL_LABEL_KEYS],
    ['option group', ['catalogue', 'optionGroups'], Object.keys(OPTION_GROUPS)],
    ['format', ['catalogue', 'formats'], FORMAT_LABELS],
    ...entries(OPTION_GROUPS).map(([group, values]): [string, string[], readonly string[]] => [
      group,
      ['catalogue', 'options', group],
      values,
    ]),
  ];

  it.each(LOCALES)('%s names every material, option and format, each differently', (locale) => {
    for (const [what, at, keys] of labelled) {
      const names = keys.map((key) => translation(locale, ...at, key));
      expect(
        names.filter((name) => name === undefined),
        `${locale} ${what}`,
      ).toEqual([]);
      expect(new Set(names).size, `${locale} ${what}: two keys read the same`).toBe(keys.length);
    }
  });

  it('says metal print and foam board in en-US, Alu-Dibond and Forex in en-GB', () => {
    expect(translation('en-US', 'blocks', 'materials', 'aludibond')).toBe('metal print');
    expect(translation('en-US', 'blocks', 'materials', 'forexplatte')).toBe('foam board');
    expect(translation('en-US', 'blocks', 'materials', 'aludibond-brushed')).toBe('brushed metal print');
    expect(translation('en-GB', 'blocks', 'materials', 'aludibond')).toBe('Alu-Dibond');
    for (const key of MATERIAL_LABEL_KEYS.filter((each) => /^(aludibond|forexplatte)/.test(each))) {
      expect(translation('en-US', 'blocks', 'materials', key), key).toMatch(/metal print|foam board/);
    }
  });

  it('shows the stretcher bars as 2.5 cm and 3.8 cm, and as 1 inch and 1.5 inches in en-US', () => {
    const depth = (locale: Locale, value: string) => createTranslator(locale, messagesFor(locale))(`catalogue.options.keilrahmen.${value}`);
    expect([depth('de-DE', '25'), depth('de-DE', '38')]).toEqual(['2,5 cm', '3,8 cm'].map(nb));
    expect([depth('de-CH', '25'), depth('de-LI', '38')]).toEqual(['2.5 cm', '3.8 cm'].map(nb));
    expect([depth('en-GB', '25'), depth('fr-FR', '38')]).toEqual(['2.5 cm', '3,8 cm'].map(nb));
    expect([depth('en-US', '25'), depth('en-US', '38')]).toEqual(['1 inch', '1.5 inches'].map(nb));
  });
});

describe('calendars (spec §3)', () => {
  it('come in formats and mountings of §3, each default one the type offers', () => {
    for (const type of CALENDAR_TYPES) {
      for (const format of CALENDAR_FORMATS_OF_TYPE[type]) expect(CALENDAR_FORMATS, type).toContain(format);
      for (const mounting of MOUNTINGS_OF_TYPE[type]) expect(MOUNTINGS, type).toContain(mounting);
      expect(CALENDAR_FORMATS_OF_TYPE[type] as readonly string[], type).toContain(DEFAULT_CALENDAR_FORMAT[type]);
      expect(MOUNTINGS_OF_TYPE[type] as readonly string[], type).toContain(DEFAULT_MOUNTING[type]);
    }
    const offered = new Set(Object.values(CALENDAR_FORMATS_OF_TYPE).flat());
    expect([...CALENDAR_FORMATS].filter((format) => !offered.has(format))).toEqual([]);
    expect(MOUNTINGS_OF_TYPE.tischkalender).toEqual(expect.arrayContaining(['holzfuss', 'holzblock']));
  });

  it("send the mounting as the accessory, 'ohne' without one", () => {
    expect(calendarAccessoryTypes(null)).toEqual(['ohne']);
    expect(calendarAccessoryTypes('spirale')).toEqual(['spirale']);
    expect(designerQuery({ accessoryTypes: calendarAccessoryTypes(null) })).toBe('accessoryTypes[]=ohne');
  });

  it('start in January, of the coming year from July on', () => {
    expect(defaultCalendarStart(new Date('2026-03-01T12:00:00Z'))).toEqual({ startMonth: 1, startYear: 2026 });
    expect(defaultCalendarStart(new Date('2026-06-30T12:00:00Z'))).toEqual({ startMonth: 1, startYear: 2026 });
    expect(defaultCalendarStart(new Date('2026-07-01T00:00:00Z'))).toEqual({ startMonth: 1, startYear: 2027 });
    expect(defaultCalendarStart(new Date('2026-12-31T23:59:59Z'))).toEqual({ startMonth: 1, startYear: 2027 });
  });
});

describe('photo books (spec §3)', () => {
  it('bind a digital book PUR, a real photo book layflat and a booklet stitched', () => {
    expect(BINDING_OF_KIND).toEqual({ digitalfotobuch: 'pur', echtfotobuch: 'layflat', fotoheft: 'heftbindung' });
    expect(new Set(Object.values(BINDING_OF_KIND))).toEqual(new Set(PHOTOBOOK_BINDINGS));
  });

  it('write photobookType as {printing}-{cover} and read it back', () => {
    expect(photobookType('echtfotobuch', 'hard')).toBe('echtfotobuch-hard');
    for (const printing of PHOTOBOOK_KINDS) {
      for (const cover of PHOTOBOOK_OFFER[printing].covers)
        expect(splitPhotobookType(photobookType(printing, cover))).toEqual({ printing, cover });
    }
    expect(splitPhotobookType('digitalfotobuch-soft')).toEqual({ printing: 'digitalfotobuch', cover: 'soft' });
    // The design links send the kind alone: it reads with the kind's default cover.
    expect(splitPhotobookType('fotoheft')).toEqual({ printing: 'fotoheft', cover: 'soft' });
    expect(splitPhotobookType('echtfotobuch')).toEqual({ printing: 'echtfotobuch', cover: 'hard' });
    for (const invalid of ['fotoheft-hard', 'echtfotobuch-soft', 'fotobuch-hard', 'echtfotobuch-', '-hard', '', 'echtfotobuch-hard-x']) {
      expect(splitPhotobookType(invalid), invalid).toBeNull();
    }
  });

  it('offer each kind covers, papers and formats of §3, each default among them', () => {
    for (const kind of PHOTOBOOK_KINDS) {
      const offer = PHOTOBOOK_OFFER[kind];
      const preset = PHOTOBOOK_DEFAULTS[kind];
      for (const cover of offer.covers) expect(PHOTOBOOK_COVERS, kind).toContain(cover);
      for (const paper of offer.papers) expect(PHOTOBOOK_PAPERS, kind).toContain(paper);
      for (const format of offer.formats) expect(PHOTOBOOK_FORMATS, kind).toContain(format);
      expect(offer.covers as readonly string[], kind).toContain(preset.cover);
      expect(offer.papers as readonly string[], kind).toContain(preset.paper);
      expect(offer.formats as readonly string[], kind).toContain(preset.format);
    }
    const offered = new Set(PHOTOBOOK_KINDS.flatMap((kind) => PHOTOBOOK_OFFER[kind].formats));
    expect(PHOTOBOOK_FORMATS.filter((format) => !offered.has(format))).toEqual([]);
    expect(COVER_LAMINATIONS).toEqual(['glossy', 'matt']);
    for (const channel of CHANNELS) expect(COVER_LAMINATIONS).toContain(CHANNEL_INFO[channel].defaultPhotobookCoverLamination);
  });

  it('turn each format the way its orientation says and show the §3 size labels', () => {
    for (const format of PHOTOBOOK_FORMATS) {
      const [width, height] = PHOTOBOOK_SIZES[format];
      const orientation = ORIENTATION_OF_FORMAT[format];
      expect(PHOTOBOOK_ORIENTATIONS, format).toContain(orientation);
      expect(orientation, format).toBe(width === height ? 'square' : width > height ? 'din-landscape' : 'din-portrait');
    }
    const label = (format: (typeof PHOTOBOOK_FORMATS)[number], locale: Locale) =>
      formatDimensions(PHOTOBOOK_SIZES[format][0] / 10, PHOTOBOOK_SIZES[format][1] / 10, locale);
    expect(label('a3-quer', 'en-GB')).toBe(nb('44.1 × 29.7 cm'));
    expect(label('a4-hoch', 'en-GB')).toBe(nb('21.5 × 27.6 cm'));
    expect(label('a4-quer', 'en-GB')).toBe(nb('28.5 × 19.4 cm'));
    expect(label('a5-hoch', 'en-GB')).toBe(nb('14.8 × 21 cm'));
    expect(label('a5-quer', 'de-DE')).toBe(nb('19 × 14,5 cm'));
  });

  it('count pages from the minimum in whole steps, a booklet in sheets of four', () => {
    for (const kind of PHOTOBOOK_KINDS) {
      const { min, max, step } = PAGE_COUNTS[kind];
      expect(min, kind).toBeGreaterThan(0);
      expect((max - min) % step, kind).toBe(0);
      expect(min % step, kind).toBe(0);
    }
    expect(PAGE_COUNTS.fotoheft.step).toBe(4);
  });
});

describe('photo boxes (spec §3)', () => {
  it('are small boxes or photo prints, the prints in the §3 photo-print formats', () => {
    expect(PHOTOBOX_TYPES).toEqual(['small', 'photoprint']);
    expect(PHOTOBOX_OFFER.photoprint.formats).toEqual(Object.keys(PHOTO_PRINT_FORMATS));
    for (const type of PHOTOBOX_TYPES) {
      const offer = PHOTOBOX_OFFER[type];
      for (const paper of offer.papers) expect(PHOTOBOX_PAPERS, type).toContain(paper);
      for (const format of offer.formats) expect(hasSize(parseFormat(format)), type).toBe(true);
      expect(offer.formats as readonly string[], type).toContain(offer.format);
      expect(offer.papers as readonly string[], type).toContain(offer.paper);
    }
  });
});

describe('refinements (spec §3, §5)', () => {
  it("refine cards and photo books, each with 'ohne' among the choices and the channel's default", () => {
    for (const [product, refinements] of Object.entries(REFINEMENTS_OF_PRODUCT)) {
      expect(PRODUCT_KINDS, product).toContain(product);
      for (const refinement of refinements) expect(REFINEMENTS, product).toContain(refinement);
      expect(refinements, product).toContain('ohne');
    }
    for (const channel of CHANNELS) {
      expect(REFINEMENTS_OF_PRODUCT.photobook as readonly string[], channel).toContain(CHANNEL_INFO[channel].defaultPhotobookRefinement);
    }
  });

  it('leave out of the hand-off what means none', () => {
    expect([...NO_REFINEMENT].sort()).toEqual(['', 'none', 'ohne']);
    for (const none of NO_REFINEMENT) expect(designerQuery({ refinement: none, amount: 1 })).toBe('amount=1');
    expect(designerQuery({ refinement: 'gold' })).toBe('refinement=gold');
  });
});

describe('cards (spec §3)', () => {
  it('know the occasions, Christmas also split into business and private', () => {
    expect(CARD_OCCASIONS).toEqual(expect.arrayContaining(['einschulung', 'taufe', 'trauer', 'weihnachten']));
    expect(CARD_OCCASIONS).toEqual(expect.arrayContaining(['weihnachten-geschaeftlich', 'weihnachten-privat']));
    expect(new Set(CARD_OCCASIONS).size).toBe(CARD_OCCASIONS.length);
  });

  it("filter by the seven keys, the category's 'all' reading all templates", () => {
    expect(Object.keys(ALL_VALUE_OF_FILTER).sort()).toEqual([...CARD_FILTER_KEYS].sort());
    for (const key of CARD_FILTER_KEYS) expect(ALL_VALUES, key).toContain(ALL_VALUE_OF_FILTER[key]);
    expect(ALL_VALUE_OF_FILTER.category).toBe('alleVorlagen');
    expect(ALL_VALUE_OF_FILTER.style).toBe('alle');
  });
});

describe('the data files', () => {
  const DATA = [
    'materials',
    'frames',
    'option-groups',
    'formats',
    'photo-sizes',
    'photo-print-formats',
    'calendars',
    'photobooks',
    'photoboxes',
    'refinements',
    'cards',
  ];
  const file = (name: string) => path.join(root, 'src/shared/catalogue', `${name}.ts`);

  it('import nothing, so a Node script reads them as they are', async () => {
    for (const name of DATA) {
      const text = await readFile(file(name), 'utf8');
      expect(text, name).not.toMatch(/^\s*(import|export\s.*\sfrom)\s/m);
      expect(text, name).not.toMatch(/\b(import|require)\s*\(/);
    }
  });

  it.skipIf(!(process.features as { typescript?: unknown }).typescript)('load in Node with its type stripping', () => {
    const script = `for (const file of ${JSON.stringify(DATA.map(file))}) await import(file);`;
    expect(() => execFileSync(process.execPath, ['--input-type=module', '--no-warnings', '-e', script], { stdio: 'pipe' })).not.toThrow();
  });
});
