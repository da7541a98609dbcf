import { ACCESSORY_KINDS, accessoryParts, isFinish, isPaperFormat } from '../../catalogue/accessory-sku';
import type { Translate } from '../../i18n/translator';
import { formatDimensions } from '../../locale/dimensions';
import type { Locale } from '../../locale/locales';

/**
 * An accessory's name from its SKU (spec §3 SKU structure), in the shopper's language: kind,
 * paper format, paper or colour, e.g. 'Umschlag C6, Kraftpapier'. Parts the shop has no word for
 * are left out rather than shown as codes.
 */
export function accessoryName(sku: string, t: Translate): string {
  const parts = accessoryParts(sku);
  const kind = (ACCESSORY_KINDS as readonly string[]).includes(parts.kind) ? parts.kind : 'standard';
  const format = isPaperFormat(parts.subType) ? ` ${parts.subType.toUpperCase()}` : '';
  const finish = isFinish(parts.finish) ? `, ${t(`catalogue.finishes.${parts.finish}`)}` : '';
  return `${t(`blocks.accessories.${kind}`)}${format}${finish}`;
}

/**
 * An accessory's size from its SKU in the locale's unit, '' when the SKU names none. A converted
 * size, not a print format: the nominal inch names of photo prints (format-labels.ts) do not apply.
 * @example accessorySize('envelope-c6-114x162-kraft', 'de-DE') // '11,4 × 16,2 cm'
 */
export function accessorySize(sku: string, locale: Locale): string {
  const { width, height } = accessoryParts(sku);
  return width > 0 ? formatDimensions(width / 10, height / 10, locale) : '';
}
