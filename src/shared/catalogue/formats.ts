/**
 * Named formats and ratios (spec §3 "Formats"): label keys, the ratios a format is named by, the
 * A-series photo sizes and the photo-print formats. Format strings themselves: ./format-string.ts.
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
export const FORMAT_LABELS = [
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

/** spec §3 photo sizes A8 to A0, upright, in millimetres [width, height] (ISO 216; decision 029). */
export const PHOTO_SIZES = {
  a0: [841, 1189],
  a1: [594, 841],
  a2: [420, 594],
  a3: [297, 420],
  a4: [210, 297],
  a5: [148, 210],
  a6: [105, 148],
  a7: [74, 105],
  a8: [52, 74],
} as const;

/**
 * spec §3 photo-print formats (millimetres) with the inch names they are sold under in en-US,
 * [width, height]: the trade's nominal sizes, not conversions (130x90 mm is "5x3.5").
 */
export const PHOTO_PRINT_FORMATS = {
  '100x100': [4, 4],
  '100x120': [4, 4.5],
  '130x90': [5, 3.5],
  '150x100': [6, 4],
  '180x130': [7, 5],
  '300x200': [12, 8],
} as const;
