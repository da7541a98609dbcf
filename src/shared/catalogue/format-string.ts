/**
 * Format strings of the catalogue (spec §3 "Formats", §5 validation): width and height in
 * millimetres joined by a lowercase `x`, each a positive integer without a leading zero, e.g.
 * `600x450`. Anything else counts as 0x0.
 */

/** A format's size in millimetres; 0x0 for a format string that is not valid. */
interface FormatSize {
  width: number;
  height: number;
}

const FORMAT = /^([1-9][0-9]*)x([1-9][0-9]*)$/;

const NO_FORMAT: Readonly<FormatSize> = { width: 0, height: 0 };

/**
 * The width and height of a format string.
 * @example parseFormat('600x450') // { width: 600, height: 450 }
 * @example parseFormat('0600x450') // { width: 0, height: 0 }
 */
export function parseFormat(value: unknown): FormatSize {
  if (typeof value !== 'string') return { ...NO_FORMAT };
  const match = FORMAT.exec(value);
  if (!match) return { ...NO_FORMAT };
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return { ...NO_FORMAT };
  return { width, height };
}

/** Whether a parsed format has a size (an invalid format string parses to 0x0). */
export function hasSize(format: FormatSize): boolean {
  return format.width > 0 && format.height > 0;
}
