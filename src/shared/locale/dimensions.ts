import { numberFormat } from './formatters';
import { CM_PER_INCH, LOCALE_INFO, type Locale } from './locales';

// Sizes for a locale (spec §3 units, §9 number formatting), apart from prices (./format.ts): a
// page that shows sizes does not load the price formats with them (decision 024). Spaces are
// no-break spaces, as in ./format.ts, so server and browser write the same.

const NBSP = '\u00a0';

/** The unit sizes are shown and typed in. */
export type SizeUnit = 'cm' | 'in';

/** The unit sizes are shown in: inches for en-US, centimetres elsewhere (spec §3). */
export function sizeUnit(locale: Locale): SizeUnit {
  return LOCALE_INFO[locale].lengthUnit === 'inch' ? 'in' : 'cm';
}

/**
 * A length given in centimetres, in the locale's unit with at most one decimal and no grouping
 * (spec §9).
 * @example formatLength(30, 'de-DE') // '30'
 * @example formatLength(30, 'en-US') // '11.8'
 */
export function formatLength(cm: number, locale: Locale): string {
  const value = sizeUnit(locale) === 'in' ? cm / CM_PER_INCH : cm;
  return numberFormat(locale, { maximumFractionDigits: 1, useGrouping: false }).format(value);
}

/** @example formatDimensions(60, 45, 'de-DE') // '60 × 45 cm' */
export function formatDimensions(widthCm: number, heightCm: number, locale: Locale): string {
  return `${formatLength(widthCm, locale)}${NBSP}×${NBSP}${formatLength(heightCm, locale)}${NBSP}${sizeUnit(locale)}`;
}
