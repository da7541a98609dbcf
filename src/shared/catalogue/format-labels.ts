import { formatDimensions } from '../locale/dimensions';
import { CM_PER_INCH, type Locale } from '../locale/locales';
import { hasSize, parseFormat } from './format-string';

/**
 * spec §3 photo-print formats: in en-US the millimetre formats are sold under their inch names,
 * which are the trade's nominal sizes, not conversions (130x90 mm is "5x3.5").
 */
const PHOTO_PRINT_INCHES: Readonly<Record<string, readonly [number, number]>> = {
  '100x100': [4, 4],
  '100x120': [4, 4.5],
  '130x90': [5, 3.5],
  '150x100': [6, 4],
  '180x130': [7, 5],
  '300x200': [12, 8],
};

/**
 * A format string as a shopper reads it: width × height in the locale's unit (spec §3, §9), with
 * the nominal inch sizes of photo prints in en-US; '' for a format without a size.
 * @example formatLabel('130x90', 'de-DE') // '13 × 9 cm'
 * @example formatLabel('130x90', 'en-US') // '5 × 3.5 in'
 */
export function formatLabel(format: string, locale: Locale): string {
  const size = parseFormat(format);
  if (!hasSize(size)) return '';
  const inches = locale === 'en-US' ? PHOTO_PRINT_INCHES[format] : undefined;
  if (inches) return formatDimensions(inches[0] * CM_PER_INCH, inches[1] * CM_PER_INCH, locale);
  return formatDimensions(size.width / 10, size.height / 10, locale);
}
