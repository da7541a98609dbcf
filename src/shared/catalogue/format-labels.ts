import { formatDimensions } from '../locale/dimensions';
import { CM_PER_INCH, type Locale } from '../locale/locales';
import { hasSize, parseFormat } from './format-string';
import { PHOTO_PRINT_FORMATS } from './photo-print-formats';

/** spec §3: in en-US photo prints go by their nominal inch names, not by conversion. */
const NOMINAL_INCHES: Readonly<Record<string, readonly [number, number]>> = PHOTO_PRINT_FORMATS;

/**
 * A format string as a shopper reads it: width × height in the locale's unit (spec §3, §9), with
 * the nominal inch sizes of photo prints in en-US; '' for a format without a size.
 * @example formatLabel('130x90', 'de-DE') // '13 × 9 cm'
 * @example formatLabel('130x90', 'en-US') // '5 × 3.5 in'
 */
export function formatLabel(format: string, locale: Locale): string {
  const size = parseFormat(format);
  if (!hasSize(size)) return '';
  const inches = locale === 'en-US' ? NOMINAL_INCHES[format] : undefined;
  if (inches) return formatDimensions(inches[0] * CM_PER_INCH, inches[1] * CM_PER_INCH, locale);
  return formatDimensions(size.width / 10, size.height / 10, locale);
}
