import { CARD_QUANTITY_STEPS } from '../../../../shared/catalogue/card-prices';
import type { CardPriceList } from '../../../../shared/catalogue/listing';
import { PHOTOBOX_OFFER, type PhotoboxPaper, type PhotoboxType } from '../../../../shared/catalogue/photoboxes';
import { type PricedPart, priceFields } from '../../../../shared/catalogue/price-sums';
import type { Price } from '../../../../shared/locale/price-texts';
import { type CalendarChoice, type CalendarPart, calendarLines } from '../../../../shared/pricing/calendar-price';
import { type PhotobookChoice, type PhotobookPart, photobookLines } from '../../../../shared/pricing/photobook-price';
import { photoboxLines } from '../../../../shared/pricing/photobox-price';
import { articlesOf, type PriceLine, priceLines } from '../../../../shared/pricing/price-lines';
import type { Market } from '../../../platform/app-env';
import { listCardAccessories } from './catalogue';
import { findPrices } from './prices';

/**
 * The prices of cards, card accessories, calendars, photo books, photo boxes and photo prints
 * (spec §3, §9; decision 035), read from the price list's articles (migration 0006, decision
 * 030) through `findPrices`: the market's locale row, else its currency's. A price is made of
 * parts (a calendar and its mounting, a book and its extra pages); when one part has no price the
 * read names that part and the call answers 404.
 */

type PartsRead<Part extends string> = { parts: PricedPart<Part>[] } | { missing: Part };

/** A product's lines priced from the market's price list in one query, by the shared rule (src/shared/pricing). */
async function findParts<Part extends string>(db: D1Database, market: Market, lines: readonly PriceLine<Part>[]): Promise<PartsRead<Part>> {
  const book = await findPrices(db, market.channel, market.locale, articlesOf(lines));
  const priced = priceLines(lines, book);
  return 'missing' in priced ? priced : { parts: priced.parts };
}

/** One article's price in the market, or null. */
async function findPrice(db: D1Database, market: Market, article: string): Promise<Price | null> {
  return (await findPrices(db, market.channel, market.locale, [article])).get(article) ?? null;
}

/** One piece of an accessory (`accessory/{sku}`); envelopes cost this per card (spec §9). */
export function findAccessoryPrice(db: D1Database, market: Market, sku: string): Promise<Price | null> {
  return findPrice(db, market, `accessory/${sku}`);
}

/** One calendar: its type in a format with the type's mounting, and another mounting's surcharge. */
export function findCalendarPrice(db: D1Database, market: Market, calendar: CalendarChoice): Promise<PartsRead<CalendarPart>> {
  return findParts(db, market, calendarLines(calendar));
}

/** One photo book (decision 035), as src/shared/pricing/photobook-price.ts prices it. */
export function findPhotobookPrice(db: D1Database, market: Market, book: PhotobookChoice): Promise<PartsRead<PhotobookPart>> {
  return findParts(db, market, photobookLines(book));
}

interface PhotoboxPrice {
  photoboxFormat: string;
  paperType: PhotoboxPaper;
  price: Price | null;
}

/**
 * Every format and paper a photobox type is offered in (PHOTOBOX_OFFER), each priced: the small
 * box as `photobox/small/{paper}/{format}`, photo prints per print as `photoprint/{paper}/{format}`
 * (decision 035).
 */
export async function findPhotoboxPrices(db: D1Database, market: Market, type: PhotoboxType): Promise<PhotoboxPrice[]> {
  const offer = PHOTOBOX_OFFER[type];
  const choices = offer.papers.flatMap((paperType) => offer.formats.map((photoboxFormat) => ({ photoboxFormat, paperType })));
  const lines = (choice: { photoboxFormat: string; paperType: PhotoboxPaper }) =>
    photoboxLines({ type, paper: choice.paperType, format: choice.photoboxFormat });
  const prices = await findPrices(
    db,
    market.channel,
    market.locale,
    choices.flatMap((choice) => articlesOf(lines(choice))),
  );
  return choices.map((choice) => {
    const priced = priceLines(lines(choice), prices);
    return { ...choice, price: 'unit' in priced ? priced.unit : null };
  });
}

/**
 * What a card calculator needs of a theme (decisions 038, 045): its price per card from each §9
 * step that has one, the standard envelope per card (§9) and the accessories a card takes one of;
 * null when the theme has no price here. The two reads go out together.
 */
export async function findCardPriceList(db: D1Database, market: Market, themeId: string): Promise<CardPriceList | null> {
  const article = (step: number) => `card/${themeId}/${step}`;
  const sample = `card-sample/${themeId}`;
  const [prices, accessories] = await Promise.all([
    findPrices(db, market.channel, market.locale, [...CARD_QUANTITY_STEPS.map(article), ENVELOPE, sample]),
    listCardAccessories(db, market.channel, market.locale),
  ]);
  const tiers = CARD_QUANTITY_STEPS.flatMap((step) => {
    const price = prices.get(article(step));
    return price ? [{ fromQuantity: step, ...priceFields(price) }] : [];
  });
  if (tiers.length === 0) return null;
  const envelope = prices.get(ENVELOPE);
  const samplePrice = prices.get(sample);
  return { tiers, envelope: envelope ? priceFields(envelope) : null, accessories, sample: samplePrice ? priceFields(samplePrice) : null };
}

/** The envelope a card of the calculator comes with (spec §9 standard; decision 030). */
const ENVELOPE = 'envelope/standard';
