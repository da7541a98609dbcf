/**
 * Named formats and ratios (spec §3 "Formats"): label keys and the ratios a format is named by.
 * The A-series photo sizes: ./photo-sizes.ts; photo-print formats: ./photo-print-formats.ts;
 * format strings themselves: ./format-string.ts.
 * Data only, without imports (decision 029).
 */

/**
 * spec §3 aspect ratios, long side to short side, in the order a format is compared with them.
 * `din` is the A series' √2 (A4 is 210 by 297 mm); `square` is 1:1.
 */
export const ASPECT_RATIOS = {
  square: 1,
  '5:4': 5 / 4,
  '4:3': 4 / 3,
  din: Math.SQRT2,
  '3:2': 3 / 2,
  '16:9': 16 / 9,
  '2:1': 2,
  '5:2': 5 / 2,
  '3:1': 3,
  '4:1': 4,
  '5:1': 5,
  '6:1': 6,
} as const;
export type AspectRatio = keyof typeof ASPECT_RATIOS;

/**
 * How far a format's ratio may lie from a named one and still carry its name, relative to the
 * named ratio. Neighbours lie at least 6 % apart (5:4 to 4:3, 4:3 to din, din to 3:2), so 3 %
 * never fits two (decision 029).
 */
export const RATIO_TOLERANCE = 0.03;

/**
 * spec §3 format labels (`catalogue.formats.{label}`): the A sizes upright (`hoch`) and landscape
 * (`quer`), two squares, the ratios and the named kinds of format.
 */
export const FORMAT_LABELS: readonly string[] = /* @__PURE__ */ formatLabels();

// A function marked pure, so a bundle that reads no label leaves them out.
function formatLabels(): string[] {
  return [
    'a3-hoch',
    'a3-quer',
    'a4-hoch',
    'a4-quer',
    'a5-hoch',
    'a5-quer',
    'a6-hoch',
    'a6-quer',
    '20x20',
    '30x30',
    ...Object.keys(ASPECT_RATIOS),
    'fototapete',
    'hidden',
    'standard',
    'custom',
    'panoramic-wide',
    'panoramic-ultra-wide',
  ];
}
