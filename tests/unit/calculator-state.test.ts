import { describe, expect, it } from 'vitest';
import {
  type CalculatorAction,
  type CalculatorMaterial,
  type CalculatorState,
  calculatorReducer,
  initialSelection,
  selectionFromQuery,
  selectionToQuery,
} from '../../src/shared/calculator/calculator-state';
import { DEFAULT_FORMAT, MATERIAL_FORMATS } from '../../src/shared/catalogue/materials';

// A framed-material calculator: canvas and poster from the catalogue tables, canvas with formats
// in the 'More formats' dialog; aluminium without any (spec §2: the entry is only for some products).
const MATERIALS: CalculatorMaterial[] = [
  {
    value: 'leinwand',
    formats: MATERIAL_FORMATS.leinwand,
    initiallySelectedFormat: DEFAULT_FORMAT.leinwand,
    moreFormats: ['1000x700', '1400x1000'],
    groups: {},
  },
  // The page's URL chose a frame for the poster (decision 042).
  {
    value: 'poster',
    formats: MATERIAL_FORMATS.poster,
    initiallySelectedFormat: DEFAULT_FORMAT.poster,
    moreFormats: ['1000x700'],
    groups: { frameType: 'holzrahmen-eiche' },
  },
  {
    value: 'aludibond',
    formats: MATERIAL_FORMATS.aludibond,
    initiallySelectedFormat: DEFAULT_FORMAT.aludibond,
    moreFormats: [],
    groups: {},
  },
];
const reduce = calculatorReducer(MATERIALS);
const groupsOf = (material: string) => MATERIALS.find((each) => each.value === material)?.groups ?? {};
const selected = (material: string, format: string): CalculatorState => ({
  material,
  format,
  extraFormat: null,
  groups: groupsOf(material),
});
const withExtra = (material: string, format: string): CalculatorState => ({
  material,
  format,
  extraFormat: format,
  groups: groupsOf(material),
});
const canvas = initialSelection(MATERIALS);

describe('calculator selection (spec §4)', () => {
  it('starts at the first material and its initially selected format', () => {
    expect(canvas).toEqual(selected('leinwand', '600x400'));
    expect(initialSelection(MATERIALS, null, 'aludibond')).toEqual(selected('aludibond', '600x450'));
  });

  it('resets the format to the new material’s initially selected one', () => {
    const chosen = reduce(canvas, { type: 'choose-format', format: '800x600' });
    expect(reduce(chosen, { type: 'choose-material', material: 'aludibond' })).toEqual(selected('aludibond', '600x450'));
  });

  it('resets the format on a material change even after an extra entry', () => {
    const extra = reduce(canvas, { type: 'choose-more-format', format: '1000x700' });
    expect(extra.extraFormat).toBe('1000x700');
    // The poster also offers 1000x700 in its dialog: the change still resets, nothing carries over.
    expect(reduce(extra, { type: 'choose-material', material: 'poster' })).toEqual(selected('poster', '600x400'));
  });

  it('changes nothing when the same or an unknown material is chosen', () => {
    const chosen = reduce(canvas, { type: 'choose-format', format: '800x600' });
    expect(reduce(chosen, { type: 'choose-material', material: 'leinwand' })).toBe(chosen);
    expect(reduce(chosen, { type: 'choose-material', material: 'holz' })).toBe(chosen);
    expect(reduce(chosen, { type: 'choose-material', material: '' })).toBe(chosen);
  });

  it('marks a listed format selected', () => {
    expect(reduce(canvas, { type: 'choose-format', format: '1200x800' })).toEqual(selected('leinwand', '1200x800'));
  });

  it('ignores a format the material does not list, and one only in its dialog', () => {
    expect(reduce(canvas, { type: 'choose-format', format: '1500x1000' })).toBe(canvas);
    expect(reduce(canvas, { type: 'choose-format', format: '1000x700' })).toBe(canvas);
    expect(reduce(canvas, { type: 'choose-format', format: 'nonsense' })).toBe(canvas);
  });

  it('keeps a dialog format as the extra entry, cleared when a listed format is chosen', () => {
    const extra = reduce(canvas, { type: 'choose-more-format', format: '1400x1000' });
    expect(extra).toEqual(withExtra('leinwand', '1400x1000'));
    expect(reduce(extra, { type: 'choose-format', format: '600x400' })).toEqual(selected('leinwand', '600x400'));
  });

  it('replaces the extra entry with the next dialog format', () => {
    const first = reduce(canvas, { type: 'choose-more-format', format: '1000x700' });
    expect(reduce(first, { type: 'choose-more-format', format: '1400x1000' })).toEqual(withExtra('leinwand', '1400x1000'));
  });

  it('selects a listed format chosen in the dialog without an extra entry', () => {
    const extra = reduce(canvas, { type: 'choose-more-format', format: '1000x700' });
    expect(reduce(extra, { type: 'choose-more-format', format: '900x600' })).toEqual(selected('leinwand', '900x600'));
  });

  it('ignores a dialog format the material does not offer', () => {
    const aluminium = initialSelection(MATERIALS, { material: 'aludibond' });
    expect(reduce(aluminium, { type: 'choose-more-format', format: '1000x700' })).toBe(aluminium);
    expect(reduce(canvas, { type: 'choose-more-format', format: '1000x700 ' })).toBe(canvas);
  });

  it('changes nothing for a selection of a material it no longer has', () => {
    const gone = selected('holz', '600x400');
    expect(reduce(gone, { type: 'choose-format', format: '600x400' })).toBe(gone);
    expect(reduce(gone, { type: 'choose-more-format', format: '1000x700' })).toBe(gone);
    expect(reduce(gone, { type: 'choose-material', material: 'poster' }).material).toBe('poster');
  });
});

describe('SKU preset (spec §4)', () => {
  it('selects the preset’s material and a listed format', () => {
    expect(initialSelection(MATERIALS, { material: 'poster', format: '500x700' })).toEqual(selected('poster', '500x700'));
  });

  it('makes a format the material does not list the extra entry', () => {
    expect(initialSelection(MATERIALS, { material: 'poster', format: '1000x700' })).toEqual(withExtra('poster', '1000x700'));
    // Not in the dialog either: a SKU brings its own price (spec §3 "SKU preset").
    expect(initialSelection(MATERIALS, { material: 'aludibond', format: '700x700' })).toEqual(withExtra('aludibond', '700x700'));
  });

  it('ignores a URL’s format that is not one the material offers, a format string or not (spec §5)', () => {
    for (const format of ['0600x400', '600X400', '600x', ' 600x400', '-600x400', '60.5x40', '', '1000x700 ', '700x700']) {
      const query = new URLSearchParams({ materialType: 'poster', formatType: format });
      expect(selectionFromQuery(query, MATERIALS), format).toEqual(selected('poster', '600x400'));
    }
  });

  it('falls back to the selected value, then the first material, for an unknown or missing material', () => {
    expect(initialSelection(MATERIALS, { material: 'holz', format: '600x400' }, 'poster')).toEqual(selected('poster', '600x400'));
    // The format belongs to the material it came with: it does not move to another one.
    expect(initialSelection(MATERIALS, { material: 'holz', format: '1200x800' }, 'poster').format).toBe('600x400');
    expect(initialSelection(MATERIALS, { format: '1200x800' }, 'aludibond')).toEqual(selected('aludibond', '600x450'));
    expect(initialSelection(MATERIALS, { material: 'holz' }, 'holz').material).toBe('leinwand');
  });

  it('starts a material whose initial format is missing at its first listed one', () => {
    const odd: CalculatorMaterial[] = [
      { value: 'poster', formats: ['300x200', '600x400'], initiallySelectedFormat: '', moreFormats: [], groups: {} },
    ];
    expect(initialSelection(odd)).toEqual({ material: 'poster', format: '300x200', extraFormat: null, groups: {} });
  });

  it('has nothing to select without materials', () => {
    const empty = initialSelection([], { material: 'poster', format: '600x400' });
    expect(empty).toEqual({ material: '', format: '', extraFormat: null, groups: {} });
    expect(selectionToQuery(empty).toString()).toBe('');
    const choices: CalculatorAction[] = [
      { type: 'choose-material', material: '' },
      { type: 'choose-format', format: '' },
      { type: 'choose-more-format', format: '' },
    ];
    for (const action of choices) expect(calculatorReducer([])(empty, action)).toBe(empty);
  });
});

describe('frame, mat and option groups (decision 042)', () => {
  const poster = initialSelection(MATERIALS, null, 'poster');
  const choose = (state: CalculatorState, name: string, value: string) => reduce(state, { type: 'choose-group', name, value });

  it('starts a material at the groups its prices are for', () => {
    expect(poster.groups).toEqual({ frameType: 'holzrahmen-eiche' });
    expect(canvas.groups).toEqual({});
  });

  it('keeps chosen groups when the format changes, and resets them with the material', () => {
    const matted = choose(choose(poster, 'matType', 'mat-none'), 'laminierung', 'laminierung-matt');
    const bigger = reduce(matted, { type: 'choose-format', format: '800x600' });
    expect(bigger.groups).toEqual({ frameType: 'holzrahmen-eiche', matType: 'mat-none', laminierung: 'laminierung-matt' });
    expect(reduce(bigger, { type: 'choose-more-format', format: '1000x700' }).groups).toEqual(bigger.groups);
    expect(reduce(bigger, { type: 'choose-material', material: 'aludibond' }).groups).toEqual({});
    expect(
      reduce(reduce(bigger, { type: 'choose-material', material: 'aludibond' }), { type: 'choose-material', material: 'poster' }).groups,
    ).toEqual({
      frameType: 'holzrahmen-eiche',
    });
  });

  it('starts another frame at its own mat', () => {
    const matted = choose(poster, 'matType', 'mat-weiss');
    expect(choose(matted, 'frameType', 'alurahmen-gold').groups).toEqual({ frameType: 'alurahmen-gold' });
    expect(choose(matted, 'laminierung', 'laminierung-matt').groups).toEqual({
      frameType: 'holzrahmen-eiche',
      matType: 'mat-weiss',
      laminierung: 'laminierung-matt',
    });
  });

  it('changes nothing for the value already chosen', () => {
    expect(choose(poster, 'frameType', 'holzrahmen-eiche')).toBe(poster);
  });

  it('writes the groups into the URL, "no frame" as no frameType, and drops the old ones', () => {
    const chosen = choose(choose(poster, 'bohrung', 'bohrung-ecken'), 'laminierung', 'laminierung-matt');
    expect(selectionToQuery(chosen).toString()).toBe(
      'materialType=poster&formatType=600x400&frameType=holzrahmen-eiche&optionTypes=bohrung-ecken%2Claminierung-matt',
    );
    const unframed = choose(chosen, 'frameType', '');
    const page = new URLSearchParams('frameType=holzrahmen-eiche&matType=mat-weiss&optionTypes=rand-farbig&designId=7');
    expect(selectionToQuery(unframed, page).toString()).toBe(
      'designId=7&materialType=poster&formatType=600x400&optionTypes=bohrung-ecken%2Claminierung-matt',
    );
    expect(selectionToQuery(canvas, page).toString()).toBe('designId=7&materialType=leinwand&formatType=600x400');
  });
});

describe('selection in the URL', () => {
  it('round-trips a listed format and an extra entry', () => {
    const listed = reduce(canvas, { type: 'choose-format', format: '1200x800' });
    const extra = reduce(canvas, { type: 'choose-more-format', format: '1400x1000' });
    // The URL's groups are the page's: the server prices them, and the material starts there.
    const framed = initialSelection(MATERIALS, null, 'poster');
    for (const state of [canvas, listed, extra, framed]) {
      expect(selectionFromQuery(new URLSearchParams(selectionToQuery(state).toString()), MATERIALS)).toEqual(state);
    }
    expect(selectionToQuery(extra).toString()).toBe('materialType=leinwand&formatType=1400x1000');
  });

  it('keeps the other parameters of the page', () => {
    const query = selectionToQuery(canvas, new URLSearchParams('designId=42&materialType=poster&formatType=300x200'));
    expect(query.toString()).toBe('designId=42&materialType=leinwand&formatType=600x400');
  });

  it('does not change the query it is given', () => {
    const params = new URLSearchParams('materialType=poster');
    selectionToQuery(canvas, params);
    expect(params.toString()).toBe('materialType=poster');
  });

  it('holds no selection without a known material', () => {
    for (const query of [
      '',
      'formatType=600x400',
      'materialType=holz&formatType=600x400',
      'materialType=',
      'materialType=__proto__',
      'materialType=LEINWAND',
    ]) {
      expect(selectionFromQuery(new URLSearchParams(query), MATERIALS)).toBeNull();
    }
  });

  it('falls back to the material’s initial format for a format it does not offer', () => {
    for (const format of ['700x700', '0600x400', '600x400;drop', '<script>', 'x'.repeat(10_000), '1e3x400', '']) {
      const params = new URLSearchParams({ materialType: 'poster', formatType: format });
      expect(selectionFromQuery(params, MATERIALS)).toEqual(selected('poster', '600x400'));
    }
  });

  it('reads the first of repeated parameters', () => {
    expect(selectionFromQuery(new URLSearchParams('materialType=poster&materialType=leinwand&formatType=300x200'), MATERIALS)).toEqual(
      selected('poster', '300x200'),
    );
  });

  it('lets the page start from its SKU preset when the URL holds nothing', () => {
    const start = (query: string) =>
      selectionFromQuery(new URLSearchParams(query), MATERIALS) ??
      initialSelection(MATERIALS, { material: 'poster', format: '1000x700' }, 'aludibond');
    expect(start('materialType=holz')).toEqual(withExtra('poster', '1000x700'));
    expect(start('materialType=aludibond&formatType=900x600')).toEqual(selected('aludibond', '900x600'));
  });
});
