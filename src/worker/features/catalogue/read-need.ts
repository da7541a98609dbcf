import type { CatalogueAnswer, CatalogueNeed } from '../../../shared/catalogue/catalogue-needs';
import { wallArtSku } from '../../../shared/catalogue/wall-art-sku';
import type { Channel } from '../../../shared/channel/channels';
import type { Locale } from '../../../shared/locale/locales';
import { bareMaterial } from '../../../shared/pricing/wall-art-price';
import { readCalculator } from './calculator-options';
import { findCardCalculator } from './card-calculator';
import { findAccessory, findDesign, listAccessories, listCardFilterValues, listDesigns } from './queries/catalogue';
import { listFormatPrices } from './queries/wall-art';
import { wallPicturesPrice } from './wall-pictures-teaser';

/** Where a catalogue read stands: the channel's assortment, priced for the locale (decision 030). */
export interface CatalogueWhere {
  channel: Channel;
  locale: Locale;
}

/** Reads what a catalogue block needs (src/shared/catalogue/catalogue-needs.ts; per block, src/shared/ui/blocks/block-needs.ts) from D1. */
export async function readNeed<N extends CatalogueNeed>(
  db: D1Database,
  where: CatalogueWhere,
  need: N,
): Promise<CatalogueAnswer[N['type']]>;
export async function readNeed(
  db: D1Database,
  { channel, locale }: CatalogueWhere,
  need: CatalogueNeed,
): Promise<CatalogueAnswer[CatalogueNeed['type']]> {
  switch (need.type) {
    case 'designs':
      return listDesigns(db, channel, locale, need.query, 1);
    case 'card-catalogue': {
      const [designs, filterValues] = await Promise.all([
        listDesigns(db, channel, locale, need.query, need.page),
        listCardFilterValues(db, channel, need.query.occasion),
      ]);
      return { ...designs, filterValues };
    }
    case 'design':
      return findDesign(db, channel, locale, need.kind, need.id);
    case 'format-prices':
      return listFormatPrices(db, channel, locale, bareMaterial(need.material), need.formats);
    case 'accessories':
      return listAccessories(db, channel, locale, need.kind);
    case 'accessory':
      return findAccessory(db, channel, locale, need.sku);
    case 'card-calculator': {
      return findCardCalculator(db, { channel, locale }, need.themeId);
    }
    case 'wall-pictures-teaser':
      return wallPicturesPrice(db, { channel, locale });
    case 'calculator': {
      // spec §4 SKU preset: a wall-art SKU names a material and a format (decision 034).
      const preset = need.sku ? wallArtSku(need.sku) : null;
      return readCalculator(db, { channel, locale }, { ...need, preset });
    }
  }
}
