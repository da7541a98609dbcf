import { formatDimensions, sizeUnit } from './locale/dimensions';
import { numberFormat } from './locale/formatters';
import { CM_PER_INCH, type Locale } from './locale/locales';

// What the Toolbox's tools do with files (docs/decisions/012-toolbox.md): limits, quality, file
// names and sizes. Apart from ./toolbox.ts, which the block's form needs: in the browser this comes
// with the first file a tool works on (decision 024).

/** Largest file a tool accepts, in bytes (15 MB). */
export const TOOLBOX_MAX_BYTES = 15 * 1024 * 1024;

/** The largest file, as the block's messages name it. */
export const TOOLBOX_LIMIT_TEXT = `${TOOLBOX_MAX_BYTES / 1024 / 1024}\u00a0MB`;

/** Print resolution the tools size pictures for: sharp at normal viewing distance. */
export const PRINT_DPI = 300;

/** spec §5/§9: image quality 85. */
export const JPEG_QUALITY = 0.85;

/**
 * A file name without folder and extension, safe for a `content-disposition` header and any file
 * system: accents dropped, anything but letters, digits, dot, dash and underscore becomes a dash.
 * @example fileStem('Urlaub am Meer (2).JPG') // 'Urlaub-am-Meer-2'
 * @example fileStem('../Grüße.jpeg') // 'Grusse'
 */
export function fileStem(name: string, fallback = 'image'): string {
  const stem = name
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9._-]+/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return stem || fallback;
}

/** The file name of a `content-disposition: attachment; filename="…"` header, or `fallback`. */
export function attachmentName(header: string | undefined, fallback: string): string {
  return /filename="([^"]+)"/.exec(header ?? '')?.[1] ?? fallback;
}

/**
 * A file size in kB or MB (1000-based, as file managers show them), at most one decimal.
 * @example formatFileSize(1_234_567, 'de-DE') // '1,2 MB'
 */
export function formatFileSize(bytes: number, locale: Locale): string {
  const [value, unit] = bytes >= 1_000_000 ? [bytes / 1_000_000, 'MB'] : [bytes / 1000, 'kB'];
  const digits = unit === 'kB' && value >= 10 ? 0 : 1;
  return `${numberFormat(locale, { maximumFractionDigits: digits, useGrouping: false }).format(value)}\u00a0${unit}`;
}

/**
 * The largest print a picture of `widthPx` × `heightPx` stays sharp at (300 dpi), in the
 * locale's unit (spec §3: inches for en-US).
 * @example sharpPrintSize(3000, 2000, 'de-DE') // '25,4 × 16,9 cm'
 * @example sharpPrintSize(3000, 2000, 'en-US') // '10 × 6.6 in'
 */
export function sharpPrintSize(widthPx: number, heightPx: number, locale: Locale): string {
  // Rounded down to the unit's first decimal, so the size shown never needs more pixels than there are.
  const cmPerUnit = sizeUnit(locale) === 'in' ? CM_PER_INCH : 1;
  const cm = (px: number) => (Math.floor(((px / PRINT_DPI) * CM_PER_INCH * 10) / cmPerUnit + 1e-9) / 10) * cmPerUnit;
  return formatDimensions(cm(widthPx), cm(heightPx), locale);
}
