/**
 * A size the shopper typed (spec §5 "Dimension input"), in the locale's unit (`sizeUnit(locale)`):
 * the size in millimetres (the unit of format strings, spec §3), the priced format for it and
 * whether the material can be made that size (decisions 037, 044). What the field shows while
 * typing is ./dimension-text.ts.
 */
import { hasSize, parseFormat } from '../catalogue/format-string';
import type { SizeUnit } from '../locale/dimensions';
import { CM_PER_INCH } from '../locale/locales';
import { parseDimension } from './dimension-text';

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

/** Short side first, so that a size compares the same upright or turned. */
function sides(width: number, height: number): [number, number] {
  return width <= height ? [width, height] : [height, width];
}

/** The sizes of the valid format strings among `formats`, short side first. */
function formatSides(formats: readonly string[]): { format: string; short: number; long: number }[] {
  return formats.flatMap((format) => {
    const size = parseFormat(format);
    if (!hasSize(size)) return [];
    const [short, long] = sides(size.width, size.height);
    return [{ format, short, long }];
  });
}

/**
 * What a material can be made in, from the formats it is priced in (decision 044): at least the
 * shortest short side and the shortest long side of its formats (`min`, short side first), and
 * at most what one of its formats covers, so the largest are those no other format covers
 * (`largest`, in the order given). Null without a valid format.
 * @example sizeLimits(['300x300', '600x400', '1200x800', '1000x1000']) // { min: [300, 300], largest: ['1200x800', '1000x1000'] }
 */
export function sizeLimits(formats: readonly string[]): { min: [number, number]; largest: string[] } | null {
  const all = formatSides(formats);
  if (all.length === 0) return null;
  const covers = (one: (typeof all)[number], other: (typeof all)[number]) =>
    one !== other && one.short >= other.short && one.long >= other.long && (one.short > other.short || one.long > other.long);
  return {
    min: [Math.min(...all.map((each) => each.short)), Math.min(...all.map((each) => each.long))],
    largest: all.filter((each) => !all.some((other) => covers(other, each))).map((each) => each.format),
  };
}

/**
 * Whether a material can be made in a size of the shopper's, and the format it is priced as
 * (spec §2 custom formats: "the price of the nearest priced format, and a clear message for sizes
 * outside the material's limits"; decision 044): 'too-small' below `sizeLimits().min` (a size
 * that is not a number too), 'too-large' when no format covers it, else the nearest format.
 * @example fitSize(550, 380, ['300x200', '600x400']) // { format: '600x400' }
 * @example fitSize(1300, 800, ['300x200', '1200x800']) // { outside: 'too-large' }
 */
export function fitSize(
  widthMm: number,
  heightMm: number,
  formats: readonly string[],
): { format: string } | { outside: 'too-small' | 'too-large' } {
  const limits = sizeLimits(formats);
  const [short, long] = sides(widthMm, heightMm);
  if (!limits || !(short >= limits.min[0] && long >= limits.min[1])) return { outside: 'too-small' };
  const format = nearestFormat(widthMm, heightMm, formats);
  const size = format ? parseFormat(format) : null;
  const covered = size !== null && Math.min(size.width, size.height) >= short && Math.max(size.width, size.height) >= long;
  return format && covered ? { format } : { outside: 'too-large' };
}
