import { describe, expect, it } from 'vitest';
import { dimensionToMillimetres, fitSize, nearestFormat, sizeLimits } from '../../src/shared/calculator/dimension-input';
import { cleanDimensionInput, parseDimension } from '../../src/shared/calculator/dimension-text';
import { MATERIAL_FORMATS } from '../../src/shared/catalogue/materials';
import { type SizeUnit, sizeUnit } from '../../src/shared/locale/dimensions';
import { CM_PER_INCH } from '../../src/shared/locale/locales';
import { pageQueryOf } from '../../src/worker/platform/request/page-query';

// spec §5 "Dimension input".
describe('what the size field shows', () => {
  it('keeps digits and one comma for centimetres', () => {
    const cases: [string, string][] = [
      ['0012,345', '12,3'],
      ['abc12,34', '12,3'],
      ['12.5', '12,5'],
      ['12,5 cm', '12,5'],
      ['00005', '5'],
      ['12345', '1234'],
      ['12345,67', '1234,6'],
      ['1.2.3', '1,2'],
      ['1,,5', '1,5'],
      ['-30', '30'],
      ['3e2', '32'],
      ['٣٠', ''],
      ['', ''],
      ['cm', ''],
    ];
    for (const [typed, shown] of cases) expect([typed, cleanDimensionInput(typed, 'cm')]).toEqual([typed, shown]);
  });

  it('writes a period for inches', () => {
    expect(cleanDimensionInput('1.5', 'in')).toBe('1.5');
    expect(cleanDimensionInput('1,5', 'in')).toBe('1.5');
    expect(cleanDimensionInput('011.75"', 'in')).toBe('11.7');
    expect(cleanDimensionInput(',5', 'in')).toBe('0.5');
  });

  it('keeps what a shopper is half-way through typing', () => {
    const cases: [string, SizeUnit, string][] = [
      ['0', 'cm', '0'],
      ['000', 'cm', '0'],
      ['0,5', 'cm', '0,5'],
      ['00,5', 'cm', '0,5'],
      ['12,', 'cm', '12,'],
      [',', 'cm', '0,'],
      ['.', 'in', '0.'],
    ];
    for (const [typed, unit, shown] of cases) expect([typed, cleanDimensionInput(typed, unit)]).toEqual([typed, shown]);
  });

  it('changes nothing the second time', () => {
    for (const typed of ['0012,345', '1.5', ',', '12,', '99999.99', 'a0b0c7', '']) {
      for (const unit of ['cm', 'in'] as const) {
        const shown = cleanDimensionInput(typed, unit);
        expect(cleanDimensionInput(shown, unit)).toBe(shown);
      }
    }
  });

  it('follows the locale’s unit', () => {
    expect(cleanDimensionInput('40,5', sizeUnit('en-US'))).toBe('40.5');
    expect(cleanDimensionInput('40.5', sizeUnit('fr-CH'))).toBe('40,5');
  });
});

describe('the number a size stands for', () => {
  it('reads a comma as a period and empty as 0', () => {
    expect(parseDimension('12,5')).toBe(12.5);
    expect(parseDimension('12.5')).toBe(12.5);
    expect(parseDimension('')).toBe(0);
    expect(parseDimension('0,')).toBe(0);
    expect(parseDimension('12,')).toBe(12);
    expect(parseDimension('abc')).toBe(0);
    expect(parseDimension('0012,345')).toBe(12.3);
    expect(parseDimension('99999,99')).toBe(9999.9);
  });

  it('converts to whole millimetres', () => {
    expect(dimensionToMillimetres('12,3', 'cm')).toBe(123);
    expect(dimensionToMillimetres('60', 'cm')).toBe(600);
    expect(dimensionToMillimetres('9999,9', 'cm')).toBe(99999);
    expect(dimensionToMillimetres('', 'cm')).toBe(0);
    // 1.5 in = 3.81 cm = 38.1 mm (spec factor 2.54), 38 in whole millimetres.
    expect(parseDimension('1.5') * CM_PER_INCH).toBeCloseTo(3.81, 10);
    expect(dimensionToMillimetres('1.5', 'in')).toBe(38);
    expect(dimensionToMillimetres('1,5', 'in')).toBe(38);
    expect(dimensionToMillimetres('24', 'in')).toBe(610);
    expect(dimensionToMillimetres('0.1', 'in')).toBe(3);
  });

  it('rounds half a millimetre up', () => {
    // 2.5 in = 63.5 mm, 7.5 in = 190.5 mm.
    expect(dimensionToMillimetres('2.5', 'in')).toBe(64);
    expect(dimensionToMillimetres('7.5', 'in')).toBe(191);
  });
});

describe('the priced format for a size', () => {
  const canvas = MATERIAL_FORMATS.leinwand;

  it('takes the smallest format that covers the size', () => {
    expect(nearestFormat(550, 380, canvas)).toBe('600x400');
    expect(nearestFormat(600, 400, canvas)).toBe('600x400');
    expect(nearestFormat(601, 400, canvas)).toBe('800x600');
    expect(nearestFormat(100, 100, canvas)).toBe('300x300');
  });

  it('prefers the format upright, and turns one when only that covers', () => {
    expect(nearestFormat(380, 550, canvas)).toBe('400x600');
    expect(nearestFormat(380, 550, MATERIAL_FORMATS.aludibond)).toBe('600x400');
    expect(nearestFormat(550, 380, ['400x600', '600x400'])).toBe('600x400');
  });

  it('takes the largest when none covers the size', () => {
    expect(nearestFormat(2000, 500, canvas)).toBe('1000x1000');
    expect(nearestFormat(5000, 5000, MATERIAL_FORMATS.poster)).toBe('1200x800');
  });

  it('has no answer without a size or a valid format', () => {
    expect(nearestFormat(0, 400, canvas)).toBeNull();
    expect(nearestFormat(Number.NaN, 400, canvas)).toBeNull();
    expect(nearestFormat(-600, 400, canvas)).toBeNull();
    expect(nearestFormat(600, 400, [])).toBeNull();
    expect(nearestFormat(600, 400, ['0600x400', 'a4-hoch', ''])).toBeNull();
    expect(nearestFormat(600, 400, ['0600x400', '900x600'])).toBe('900x600');
  });
});

describe('what a material can be made in (decision 044)', () => {
  const canvas = MATERIAL_FORMATS.leinwand;

  it('reads its limits from its formats: the shortest sides, and the formats no other covers', () => {
    expect(sizeLimits(canvas)).toEqual({ min: [300, 300], largest: ['1200x800', '1000x1000'] });
    expect(sizeLimits(MATERIAL_FORMATS.poster)).toEqual({ min: [90, 100], largest: ['1200x800'] });
    expect(sizeLimits(['400x600', '600x400'])).toEqual({ min: [400, 600], largest: ['400x600', '600x400'] });
    expect(sizeLimits(['a4-hoch', '0600x400'])).toBeNull();
  });

  it('prices a size within the limits as its nearest format, upright or turned', () => {
    expect(fitSize(550, 380, canvas)).toEqual({ format: '600x400' });
    expect(fitSize(300, 300, canvas)).toEqual({ format: '300x300' });
    expect(fitSize(1200, 800, canvas)).toEqual({ format: '1200x800' });
    expect(fitSize(800, 1200, canvas)).toEqual({ format: '1200x800' });
    expect(fitSize(950, 950, canvas)).toEqual({ format: '1000x1000' });
  });

  it('says which way a size is out', () => {
    expect(fitSize(299, 400, canvas)).toEqual({ outside: 'too-small' });
    expect(fitSize(0, 0, canvas)).toEqual({ outside: 'too-small' });
    expect(fitSize(1201, 800, canvas)).toEqual({ outside: 'too-large' });
    // Neither 1200x800 nor 1000x1000 covers it, though each side is within one of them.
    expect(fitSize(1000, 1100, canvas)).toEqual({ outside: 'too-large' });
    expect(fitSize(200, 2000, canvas)).toEqual({ outside: 'too-small' });
  });

  it('treats a size that is not a number, or a material without formats, as too small', () => {
    expect(fitSize(Number.NaN, 400, canvas)).toEqual({ outside: 'too-small' });
    expect(fitSize(400, Number.NaN, canvas)).toEqual({ outside: 'too-small' });
    expect(fitSize(400, 400, [])).toEqual({ outside: 'too-small' });
  });

  it('works with a typed size in inches', () => {
    expect(fitSize(dimensionToMillimetres('47.2', 'in'), dimensionToMillimetres('31.5', 'in'), canvas)).toEqual({ format: '1200x800' });
    expect(fitSize(dimensionToMillimetres('47.3', 'in'), dimensionToMillimetres('31.5', 'in'), canvas)).toEqual({ outside: 'too-large' });
  });
});

describe('a size in a page URL (decision 044)', () => {
  it('is kept as the size field would show it, whatever a form or a link sent', () => {
    expect(pageQueryOf(new URLSearchParams('formatType=custom&width=0061.57&height=40 cm'))).toEqual({
      formatType: 'custom',
      width: '61,5',
      height: '40',
    });
    expect(pageQueryOf(new URLSearchParams('width=%3Cscript%3E&height='))).toEqual({});
  });
});
