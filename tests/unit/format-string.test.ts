import { describe, expect, it } from 'vitest';
import { hasSize, parseFormat } from '../../src/shared/catalogue/format-string';

// spec §3 formats, §5: positive integer, `x`, positive integer, no leading zero; otherwise 0x0.
describe('format strings (spec §5)', () => {
  it('reads width and height in millimetres', () => {
    expect(parseFormat('600x450')).toEqual({ width: 600, height: 450 });
    expect(parseFormat('100x100')).toEqual({ width: 100, height: 100 });
    expect(parseFormat('1x1')).toEqual({ width: 1, height: 1 });
    expect(parseFormat('1200x800')).toEqual({ width: 1200, height: 800 });
    expect(parseFormat('10x2500')).toEqual({ width: 10, height: 2500 });
  });

  it('counts anything else as 0x0', () => {
    for (const invalid of [
      '',
      'x',
      '600x',
      'x450',
      '600',
      '0x450',
      '600x0',
      '0x0',
      '0600x450',
      '600x045',
      '-600x450',
      '600x-450',
      '+600x450',
      '600.5x450',
      '600,5x450',
      '600X450',
      '600×450',
      '600 x 450',
      ' 600x450',
      '600x450 ',
      '600x450\n',
      '600x450x300',
      '1e3x450',
      '0x1F4x450',
      'a4-hoch',
      '16:9',
      'square',
      '６００x４５０',
      '99999999999999999999x450',
    ]) {
      expect(parseFormat(invalid), invalid).toEqual({ width: 0, height: 0 });
    }
  });

  it('counts a value that is not a string as 0x0', () => {
    for (const invalid of [undefined, null, 600, { width: 600, height: 450 }, ['600x450']]) {
      expect(parseFormat(invalid)).toEqual({ width: 0, height: 0 });
    }
  });

  it('returns a fresh object each time', () => {
    const first = parseFormat('nope');
    first.width = 5;
    expect(parseFormat('nope')).toEqual({ width: 0, height: 0 });
  });

  it('tells a format with a size from 0x0', () => {
    expect(hasSize(parseFormat('600x450'))).toBe(true);
    expect(hasSize(parseFormat('600x0450'))).toBe(false);
  });
});
