/**
 * A size the shopper types (spec §5 "Dimension input"), in the locale's unit (`sizeUnit(locale)`):
 * what the field shows while typing, the number it stands for, the size in millimetres (the unit of
 * format strings, spec §3), the priced format for it and whether the material can be made that
 * size. Decision 037.
 */
import { hasSize, parseFormat } from '../catalogue/format-string';
import type { SizeUnit } from '../locale/dimensions';
import { CM_PER_INCH } from '../locale/locales';

// spec §5: at most 4 integer digits and 1 decimal digit.
const INTEGER_DIGITS = 4;
const DECIMAL_DIGITS = 1;

/**
 * What the field shows for what was typed or pasted (spec §5): digits and one decimal separator
 * only, a comma (a period for inches), leading zeros stripped, at most 4 integer digits and 1
 * decimal digit; extra keystrokes are dropped, not rounded. Later separators are dropped, a
 * leading separator gets a 0 before it, a lone 0 stays, and a trailing separator stays (the
 * decimal is still to come). Applying it twice changes nothing.
 * @example cleanDimensionInput('0012,345', 'cm') // '12,3'
 * @example cleanDimensionInput('1,5', 'in') // '1.5'
 */
export function cleanDimensionInput(raw: string, unit: SizeUnit): string {
  const kept = raw.replace(/[^0-9.,]/g, '');
  const at = kept.search(/[.,]/);
  const integer = (at === -1 ? kept : kept.slice(0, at)).replace(/^0+(?=[0-9])/, '').slice(0, INTEGER_DIGITS);
  if (at === -1) return integer;
  const decimals = kept
    .slice(at + 1)
    .replace(/[.,]/g, '')
    .slice(0, DECIMAL_DIGITS);
  return `${integer || '0'}${unit === 'in' ? '.' : ','}${decimals}`;
}

/**
 * The number a typed size stands for, in the unit it was typed in (spec §5: comma read as period,
 * empty as 0). Reads the text as the field would show it, so it is never NaN.
 * @example parseDimension('12,5') // 12.5
 * @example parseDimension('') // 0
 */
export function parseDimension(text: string): number {
  const cleaned = cleanDimensionInput(text, 'cm').replace(',', '.');
  return cleaned === '' ? 0 : Number(cleaned);
}

/**
 * A typed size in whole millimetres: centimetres × 10, inches × 25.4 (spec §3, §5 factor 2.54),
 * half a millimetre rounded up.
 * @example dimensionToMillimetres('12,3', 'cm') // 123
 * @example dimensionToMillimetres('1.5', 'in') // 38 (38.1 mm)
 */
export function dimensionToMillimetres(text: string, unit: SizeUnit): number {
  // At most one decimal: tenths of a centimetre are millimetres, a tenth of an inch is 2.54 mm.
  const tenths = Math.round(parseDimension(text) * 10);
  if (unit === 'cm') return tenths;
  // 2.54 is not exact in binary: settle the hundredths first, so that 63.5 mm rounds to 64.
  return Math.round(Math.round(tenths * CM_PER_INCH * 100) / 100);
}

/**
 * The priced format for a size of the shopper's: the smallest by area that covers it, upright or
 * turned (a turned format costs the same, decision 034), upright winning a tie; the largest when
 * none covers it. Null when the size is not positive or no format string is valid (spec §5).
 * @example nearestFormat(550, 380, ['300x200', '600x400', '900x600']) // '600x400'
 * @example nearestFormat(380, 550, ['300x200', '600x400', '900x600']) // '600x400' (turned)
 */
export function nearestFormat(widthMm: number, heightMm: number, formats: readonly string[]): string | null {
  if (!(widthMm > 0 && heightMm > 0)) return null;
  let covering: { format: string; area: number; upright: boolean } | null = null;
  let largest: { format: string; area: number } | null = null;
  for (const format of formats) {
    const size = parseFormat(format);
    if (!hasSize(size)) continue;
    const area = size.width * size.height;
    if (!largest || area > largest.area) largest = { format, area };
    const upright = size.width >= widthMm && size.height >= heightMm;
    const turned = size.width >= heightMm && size.height >= widthMm;
    if (!upright && !turned) continue;
    if (!covering || area < covering.area || (area === covering.area && upright && !covering.upright)) {
      covering = { format, area, upright };
    }
  }
  return covering?.format ?? largest?.format ?? null;
}

/** A material's size limits in millimetres, each `[width, height]`. */
interface SizeLimits {
  min: readonly [number, number];
  max: readonly [number, number];
}

/** Short side first, so that limits hold for a size upright or turned. */
function sides(width: number, height: number): [number, number] {
  return width <= height ? [width, height] : [height, width];
}

/**
 * Why a size cannot be made in a material (spec §2: a clear message for sizes outside the
 * material's limits), or null when it can. Sides are compared short with short and long with long,
 * so a limit holds upright or turned; a size that is also too large on one side but too small on
 * the other is 'too-small'. A size that is not a number is 'too-small'.
 * @example sizeOutsideLimits(1500, 1000, { min: [200, 200], max: [1200, 800] }) // 'too-large'
 */
export function sizeOutsideLimits(widthMm: number, heightMm: number, limits: SizeLimits): 'too-small' | 'too-large' | null {
  const [short, long] = sides(widthMm, heightMm);
  const [minShort, minLong] = sides(...limits.min);
  const [maxShort, maxLong] = sides(...limits.max);
  if (!(short >= minShort && long >= minLong)) return 'too-small';
  if (short > maxShort || long > maxLong) return 'too-large';
  return null;
}
