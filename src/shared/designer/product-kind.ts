import type { PRODUCT_KINDS } from '../catalogue/product-kinds';

export type ProductKind = (typeof PRODUCT_KINDS)[number];

/** The parameters of a calendar hand-off (spec §3), which only a calendar carries. */
const CALENDAR_PARAMETERS = ['mounting', 'startDate', 'startMonth', 'startYear'];

/**
 * The product a designer hand-off is for, from the parameters it carries (spec §3 "Product kind is
 * derived from which parameters are present, tested in order: photobox, frame, collage (designId or
 * collage flag), calendar, photobook, card"); null when none fits. Decision 027 fills what the spec
 * leaves open:
 * - a photo box hand-off is a photo box with `type=small` and photo prints otherwise;
 * - frame and collage carry the same parameters (materialType, frameType, designId): a hand-off
 *   with a design or the collage flag is a collage, one with a material or frame type alone a
 *   photo frame;
 * - calendars are chosen by design too: a designId beside a calendar parameter (mounting,
 *   startDate, startMonth, startYear) is a calendar, not a collage.
 * @example productKindOf(new URLSearchParams('themeId=2048&quantity=50')) // 'card'
 * @example productKindOf(new URLSearchParams('designId=4711&mounting=spirale')) // 'calendar'
 */
export function productKindOf(query: URLSearchParams): ProductKind | null {
  const has = (name: string) => (query.get(name) ?? '') !== '';
  const calendar = CALENDAR_PARAMETERS.some(has);
  if (has('format[width]') || has('format[height]') || has('photoboxType')) {
    return query.get('type') === 'small' ? 'photobox' : 'photoprint';
  }
  const designed = has('designId') || has('collage');
  if ((has('materialType') || has('frameType')) && !designed) return 'photoframe';
  if (designed && !calendar) return 'collage';
  if (calendar) return 'calendar';
  if (has('photobookType') || has('photobookPrinting') || has('photobookCover')) return 'photobook';
  if (has('themeId')) return 'card';
  return null;
}
