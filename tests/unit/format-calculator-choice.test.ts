import { describe, expect, it } from 'vitest';
import type { CalculatorOption } from '../../src/shared/catalogue/listing';
import { calculatorMaterials, pageChoice, sameGroups, withChoice } from '../../src/shared/ui/blocks/format-calculator-choice';

// spec §2 'More formats', §4 calculator states; decisions 038, 042, 044.

/** An option in the given formats, each priced alike; the server writes sizes and hand-offs. */
function option(value: string, formats: string[], groups: CalculatorOption['groups'] = undefined): CalculatorOption {
  return {
    value,
    labelTranslationKey: `blocks.materials.${value}`,
    label: value,
    initiallySelectedFormat: formats[1] ?? formats[0] ?? '',
    formats: formats.map((format) => ({
      value: format,
      priceCurrent: 19.95,
      priceOriginal: null,
      label: format.replace('x', ' × '),
      priceTexts: { current: '19,95 €', original: null, discount: null },
      handOff: `format=${format}`,
    })),
    ...(groups ? { groups } : {}),
  };
}

const frame = (selected: string) => ({
  name: 'frameType',
  param: 'frameType' as const,
  label: 'Rahmen',
  values: [{ value: '', label: 'Ohne' }],
  selected,
});
const canvas = option('leinwand', ['300x200', '400x300', '600x400', '800x600', '900x600', '1000x700', '1200x800', '1500x1000']);
const poster = option('poster', ['300x200', '600x400'], [frame('holz-natur')]);
const materials = calculatorMaterials([canvas, poster], null);

describe('calculatorMaterials', () => {
  it('lists six formats of an option and puts the others behind More formats', () => {
    expect(materials[0]).toEqual({
      value: 'leinwand',
      formats: ['300x200', '400x300', '600x400', '800x600', '900x600', '1000x700'],
      initiallySelectedFormat: '400x300',
      moreFormats: ['1200x800', '1500x1000'],
      groups: {},
    });
    expect(materials[1]?.moreFormats).toEqual([]);
  });

  it("keeps the groups the page's URL chose, for its material only", () => {
    const configuration = { materialType: 'poster', frameType: 'holz-natur', matType: null, optionTypes: [], size: null };
    const configured = calculatorMaterials([canvas, poster], configuration);
    expect(configured.map((each) => each.groups)).toEqual([{}, { frameType: 'holz-natur' }]);
    // A group the server priced otherwise than the URL asked stays at its default.
    expect(calculatorMaterials([poster], { ...configuration, frameType: 'alu-schwarz' })[0]?.groups).toEqual({});
  });
});

describe('pageChoice', () => {
  it("takes the URL's material and format", () => {
    expect(pageChoice({ materialType: 'leinwand', formatType: '1200x800' }, materials, null, null)).toEqual({
      selection: { material: 'leinwand', format: '1200x800', extraFormat: '1200x800', groups: {} },
      size: null,
    });
  });

  it("starts another material sent without a script at that material's own format", () => {
    const query = { materialType: 'poster', formatType: '300x200', shownMaterialType: 'leinwand' };
    expect(pageChoice(query, materials, null, null).selection).toMatchObject({ material: 'poster', format: '600x400' });
  });

  it('takes a typed size from the URL', () => {
    const query = { materialType: 'leinwand', formatType: 'custom', width: '50', height: '70' };
    expect(pageChoice(query, materials, null, null).size).toEqual({ width: '50', height: '70' });
  });

  it('starts at the preset, else the fallback material, without a choice in the URL', () => {
    const preset = { material: 'leinwand', format: '1500x1000', label: '150 × 100 cm', handOff: 'format=1500x1000' };
    expect(pageChoice({}, materials, preset, 'poster').selection).toMatchObject({ material: 'leinwand', format: '1500x1000' });
    expect(pageChoice({}, materials, null, 'poster').selection).toMatchObject({ material: 'poster', format: '600x400' });
  });
});

describe('withChoice', () => {
  it("writes a choice into the page's query and drops what only a form without a script sends", () => {
    const selection = { material: 'poster', format: '300x200', extraFormat: null, groups: { frameType: 'holz-natur' } };
    const query = new URLSearchParams('shownMaterialType=leinwand&width=50&height=70&sort=new');
    expect(withChoice({ selection, size: null })(query).toString()).toBe(
      'sort=new&materialType=poster&formatType=300x200&frameType=holz-natur',
    );
  });

  it('writes a typed size as the custom format', () => {
    const selection = { material: 'leinwand', format: '400x300', extraFormat: null, groups: {} };
    expect(withChoice({ selection, size: { width: '50', height: '70' } })(new URLSearchParams()).toString()).toBe(
      'materialType=leinwand&formatType=custom&width=50&height=70',
    );
  });
});

describe('sameGroups', () => {
  it('compares the chosen values of every group', () => {
    expect(sameGroups({ frameType: 'holz-natur' }, { frameType: 'holz-natur' })).toBe(true);
    expect(sameGroups({ frameType: 'holz-natur' }, { frameType: 'alu-schwarz' })).toBe(false);
    expect(sameGroups({}, undefined)).toBe(true);
    expect(sameGroups({ frameType: 'holz-natur' })).toBe(false);
  });
});
