import { chosenAccessories } from '../../../shared/catalogue/card-accessories';
import { DEFAULT_CARD_QUANTITY } from '../../../shared/catalogue/card-prices';
import { parseFormat } from '../../../shared/catalogue/format-string';
import { FRAME_TYPES } from '../../../shared/catalogue/frames';
import { MATERIALS } from '../../../shared/catalogue/materials';
import { splitPhotobookType } from '../../../shared/catalogue/photobook-type';
import { PAGE_COUNTS, PHOTOBOOK_DEFAULTS, PHOTOBOOK_OFFER } from '../../../shared/catalogue/photobooks';
import { PHOTOBOX_OFFER } from '../../../shared/catalogue/photoboxes';
import { cardPriceOf, priceOfFields, priceSum, priceTimes, sumPrices } from '../../../shared/catalogue/price-sums';
import { NO_REFINEMENT, REFINEMENTS } from '../../../shared/catalogue/refinements';
import type { ProductKind } from '../../../shared/designer/product-kind';
import type { Price } from '../../../shared/locale/price-texts';
import type { HandOffPrice } from '../../../shared/shop-data';
import type { Market } from '../../platform/app-env';
import {
  bareMaterial,
  findCardPriceList,
  findCardSamplePrice,
  findCheapestFormat,
  findDesign,
  findPhotobookPrice,
  findPhotoboxPrices,
} from '../catalogue/public';

/** The ids a query may name; anything else prices nothing. */
const ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * What the hand-off would cost (issue 12: the embedded hand-off page shows "the price it would
 * cost"), read with the same reads as the spec §7 price calls (decisions 034, 035). A card or photo
 * book priced as asked, for the quantity or copies asked; a design, a material or a box from its
 * lowest price. Null when the parameters name nothing the catalogue prices: the page then says so.
 */
export async function handOffPrice(
  db: D1Database,
  market: Market,
  kind: ProductKind,
  query: URLSearchParams,
): Promise<HandOffPrice | null> {
  const id = (name: string) => {
    const value = query.get(name) ?? '';
    return ID.test(value) ? value : null;
  };
  const count = (name: string, fallback: number) => {
    const value = Number(query.get(name) ?? fallback);
    return Number.isInteger(value) && value >= 1 && value <= 5000 ? value : null;
  };
  switch (kind) {
    case 'card': {
      const themeId = id('themeId');
      const quantity = count('quantity', DEFAULT_CARD_QUANTITY);
      if (!themeId || !quantity) return null;
      // spec §3: a sample's quantity is 1.
      if (query.get('isSample') === 'true') return priced(await findCardSamplePrice(db, market, themeId), 1, false);
      const list = await findCardPriceList(db, market, themeId);
      const found = cardPriceOf(list, quantity);
      if (!('price' in found)) return null;
      // The accessories that come with each card (decision 045); one the market does not offer prices nothing.
      const accessories = chosenAccessories(query.getAll('accessoryTypes[]'), list?.accessories ?? []);
      const perCard = sumPrices([found.price, ...accessories.map(priceOfFields)]);
      return priced(priceTimes(perCard, quantity), quantity, false);
    }
    case 'calendar':
    case 'collage': {
      const designId = id('designId');
      const design = designId ? await findDesign(db, market.channel, market.locale, kind, designId) : null;
      return priced(design?.price ?? null, 1, true);
    }
    case 'photoframe': {
      const material = MATERIALS.find((each) => each === query.get('materialType'));
      if (!material) return null;
      const frameType = FRAME_TYPES.find((each) => each === query.get('frameType')) ?? null;
      const cheapest = await findCheapestFormat(db, market.channel, market.locale, { ...bareMaterial(material), frameType });
      return priced(cheapest?.total ?? null, 1, true);
    }
    case 'photobook': {
      const type = splitPhotobookType(query.get('photobookType') ?? '');
      const amount = count('amount', 1);
      if (!type || !amount) return null;
      const offer = PHOTOBOOK_OFFER[type.printing];
      const defaults = PHOTOBOOK_DEFAULTS[type.printing];
      const pages = PAGE_COUNTS[type.printing];
      const paper = offer.papers.find((each) => each === query.get('paper')) ?? defaults.paper;
      const format = offer.formats.find((each) => each === query.get('format')) ?? defaults.format;
      const pageCount = Number(query.get('pageCount') ?? pages.min);
      if (!Number.isInteger(pageCount) || pageCount < pages.min || pageCount > pages.max) return null;
      const asked = query.get('refinement') ?? '';
      const refinement = NO_REFINEMENT.includes(asked) ? null : (REFINEMENTS.find((each) => each === asked) ?? null);
      const read = await findPhotobookPrice(db, market, { kind: type.printing, cover: type.cover, format, paper, pageCount, refinement });
      return 'parts' in read ? priced(priceTimes(priceSum(read.parts), amount), amount, false) : null;
    }
    case 'photobox':
    case 'photoprint': {
      const type = kind === 'photobox' ? 'small' : 'photoprint';
      const { width, height } = parseFormat(`${query.get('format[width]')}x${query.get('format[height]')}`);
      const format = `${width}x${height}`;
      const prices = await findPhotoboxPrices(db, market, type);
      const paper = PHOTOBOX_OFFER[type].paper;
      return priced(prices.find((each) => each.photoboxFormat === format && each.paperType === paper)?.price ?? null, 1, false);
    }
  }
}

function priced(price: Price | null, quantity: number, from: boolean): HandOffPrice | null {
  return price ? { price, quantity, from } : null;
}
