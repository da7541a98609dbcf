import { ACCESSORY_KINDS, accessoryParts, isFinish, isPaperFormat } from '../../catalogue/accessory-sku';
import type { Translate } from '../../i18n/translator';

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
