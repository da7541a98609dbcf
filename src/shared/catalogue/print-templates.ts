import { PHOTO_SIZES } from './photo-sizes';

/**
 * Print templates the Toolbox offers for download (spec §7 `/web-api/toolbox-download`): formats
 * of the catalogue (spec §3 calendar and photo-book format types) in millimetres, width first.
 * A template is the format plus bleed on every side, with the trim line and a safe area drawn in
 * (docs/decisions/012-toolbox.md).
 */

export const PRINT_TEMPLATE_IDS = ['a4-hoch', 'a4-quer', 'a5-hoch', 'a5-quer', 'a3-hoch', 'a3-quer', '200-200', '300-300'] as const;
type PrintTemplateId = (typeof PRINT_TEMPLATE_IDS)[number];

export interface PrintTemplate {
  id: PrintTemplateId;
  widthMm: number;
  heightMm: number;
}

const landscape = ([width, height]: readonly [number, number]) => [height, width] as const;

// spec §3: A4 is 210 by 297 mm; A3 and A5 follow the same ISO 216 series (./formats.ts).
const SIZES: Readonly<Record<PrintTemplateId, readonly [number, number]>> = {
  'a4-hoch': PHOTO_SIZES.a4,
  'a4-quer': landscape(PHOTO_SIZES.a4),
  'a5-hoch': PHOTO_SIZES.a5,
  'a5-quer': landscape(PHOTO_SIZES.a5),
  'a3-hoch': PHOTO_SIZES.a3,
  'a3-quer': landscape(PHOTO_SIZES.a3),
  '200-200': [200, 200],
  '300-300': [300, 300],
};

/** @example printTemplate('a4-quer') // { id: 'a4-quer', widthMm: 297, heightMm: 210 } */
export function printTemplate(id: PrintTemplateId): PrintTemplate {
  return { id, widthMm: SIZES[id][0], heightMm: SIZES[id][1] };
}

/** Every template, in the order the Toolbox lists them. */
export const PRINT_TEMPLATES: readonly PrintTemplate[] = PRINT_TEMPLATE_IDS.map(printTemplate);

/** Bleed added on each side of the format: the motif runs to here, the print is cut at the format. */
export const BLEED_MM = 3;

/** Distance of the safe area inside the trim line: text and faces belong inside it. */
export const SAFE_MARGIN_MM = 5;
