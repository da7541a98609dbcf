import type { Channel } from '../../shared/channel/channels';
import { type Currency, LOCALE_INFO, type Locale } from '../../shared/locale/locales';
import type { CatalogueAnswer, CatalogueNeed } from '../../shared/ui/blocks/catalogue-needs';
import { findAccessory, findDesign, findFormatPrices, listAccessories, listDesigns } from '../db/catalogue';

/** Where a catalogue read stands: the channel's assortment, priced in the locale's currency. */
export interface CatalogueWhere {
  channel: Channel;
  currency: Currency;
}

export function catalogueWhere(channel: Channel, locale: Locale): CatalogueWhere {
  return { channel, currency: LOCALE_INFO[locale].currency };
}

/** Reads what a catalogue block needs (src/shared/ui/blocks/catalogue-needs.ts) from D1. */
export async function readNeed<N extends CatalogueNeed>(
  db: D1Database,
  where: CatalogueWhere,
  need: N,
): Promise<CatalogueAnswer[N['type']]>;
export async function readNeed(
  db: D1Database,
  { channel, currency }: CatalogueWhere,
  need: CatalogueNeed,
): Promise<CatalogueAnswer[CatalogueNeed['type']]> {
  switch (need.type) {
    case 'designs':
      return listDesigns(db, channel, currency, need.query, 1);
    case 'design':
      return findDesign(db, channel, currency, need.kind, need.id);
    case 'format-prices':
      return findFormatPrices(db, channel, currency, need.material, need.formats);
    case 'accessories':
      return listAccessories(db, channel, currency, need.kind);
    case 'accessory':
      return findAccessory(db, channel, currency, need.sku);
  }
}
