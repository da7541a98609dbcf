/**
 * What a size field shows while the shopper types, and the number it stands for (spec §5
 * "Dimension input"; decision 037). Without imports, so the browser's size fields carry nothing
 * else (decision 044); ./dimension-input.ts prices the size.
 */
import type { SizeUnit } from '../locale/dimensions';

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
