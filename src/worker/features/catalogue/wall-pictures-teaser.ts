import type { TeaserPrice } from '../../../shared/catalogue/catalogue-needs';
import { formatLabel } from '../../../shared/catalogue/format-labels';
import { DEFAULT_MAT } from '../../../shared/catalogue/frames';
import type { Channel } from '../../../shared/channel/channels';
import { WALL_PICTURES_TEASER } from '../../../shared/flags/experiments';
import type { Locale } from '../../../shared/locale/locales';
import { priceTexts } from '../../../shared/locale/price-texts';
import { priceFormatsOf } from './queries/wall-art';

/**
 * spec §7 wall-picture teaser, VOLL-1785: the price its teasers show, acrylic glass in the black
 * artbox frame in its default format, read from the catalogue as the teaser's `prices-formats` call
 * answers it; null without a price in the locale's currency (the teasers then stay as written). A
 * page read of its own (`WALL_PICTURES_NEED`), started and learnt with the page's other catalogue
 * reads (decision 046), so a page in the experiment waits for no extra round trip.
 */
export async function wallPicturesPrice(db: D1Database, where: { channel: Channel; locale: Locale }): Promise<TeaserPrice | null> {
  const { material, frameType, format } = WALL_PICTURES_TEASER;
  const choice = { material, frameType, mat: DEFAULT_MAT.artbox, options: [] };
  const [priced] = await priceFormatsOf(db, where.channel, where.locale, choice, [format]);
  return priced?.total ? { size: formatLabel(format, where.locale), texts: priceTexts(priced.total, where.locale) } : null;
}

/** The page read of the wall-pictures teaser's price. */
export const WALL_PICTURES_NEED = { type: 'wall-pictures-teaser' } as const;
