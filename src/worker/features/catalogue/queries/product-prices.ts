import type { CalendarFormat, CalendarType, Mounting } from '../../../../shared/catalogue/calendars';
import { DEFAULT_MOUNTING } from '../../../../shared/catalogue/calendars';
import { CARD_QUANTITY_STEPS } from '../../../../shared/catalogue/card-prices';
import type { CardPriceList } from '../../../../shared/catalogue/listing';
import {
  PAGE_COUNTS,
  PHOTOBOOK_DEFAULTS,
  type PhotobookCover,
  type PhotobookFormat,
  type PhotobookKind,
  type PhotobookPaper,
} from '../../../../shared/catalogue/photobooks';
import { PHOTOBOX_OFFER, type PhotoboxPaper, type PhotoboxType } from '../../../../shared/catalogue/photoboxes';
import { type PricedPart, priceFields } from '../../../../shared/catalogue/price-sums';
import type { Refinement } from '../../../../shared/catalogue/refinements';
import type { Price } from '../../../../shared/locale/price-texts';
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

interface PartAsk<Part extends string> {
  part: Part;
  article: string;
  count: number;
}

async function findParts<Part extends string>(db: D1Database, market: Market, asks: readonly PartAsk<Part>[]): Promise<PartsRead<Part>> {
  const prices = await findPrices(
    db,
    market.channel,
    market.locale,
    asks.map((ask) => ask.article),
  );
  const parts: PricedPart<Part>[] = [];
  for (const { part, article, count } of asks) {
    const price = prices.get(article);
    if (!price) return { missing: part };
    parts.push({ part, count, price });
  }
  return { parts };
}

/** One article's price in the market, or null. */
async function findPrice(db: D1Database, market: Market, article: string): Promise<Price | null> {
  return (await findPrices(db, market.channel, market.locale, [article])).get(article) ?? null;
}

/** A sample card of a theme (`card-sample/{themeId}`; spec §3: its quantity is 1). */
export function findCardSamplePrice(db: D1Database, market: Market, themeId: string): Promise<Price | null> {
  return findPrice(db, market, `card-sample/${themeId}`);
}

/** One piece of an accessory (`accessory/{sku}`); envelopes cost this per card (spec §9). */
export function findAccessoryPrice(db: D1Database, market: Market, sku: string): Promise<Price | null> {
  return findPrice(db, market, `accessory/${sku}`);
}

interface CalendarChoice {
  type: CalendarType;
  format: CalendarFormat;
  mounting: Mounting;
}

/** One calendar: its type in a format with the default mounting, and another mounting's surcharge. */
export function findCalendarPrice(db: D1Database, market: Market, calendar: CalendarChoice): Promise<PartsRead<'calendar' | 'mounting'>> {
  const asks: PartAsk<'calendar' | 'mounting'>[] = [
    { part: 'calendar', article: `calendar/${calendar.type}/${calendar.format}`, count: 1 },
  ];
  if (calendar.mounting !== DEFAULT_MOUNTING[calendar.type]) {
    asks.push({ part: 'mounting', article: `calendar-mounting/${calendar.mounting}/${calendar.format}`, count: 1 });
  }
  return findParts(db, market, asks);
}

interface PhotobookChoice {
  kind: PhotobookKind;
  cover: PhotobookCover;
  format: PhotobookFormat;
  paper: PhotobookPaper;
  pageCount: number;
  refinement: Refinement | null;
}

type PhotobookPart = 'book' | 'pages' | 'paper' | 'refinement';

/**
 * One photo book (decision 035): the book with the kind's minimum pages, each page above it, a
 * paper other than the kind's own on every page, and a cover refinement.
 * @example findPhotobookPrice(db, market, { kind: 'digitalfotobuch', cover: 'hard', format: 'a4-quer',
 *            paper: 'matt', pageCount: 30, refinement: 'gold' })
 *          // parts: book 1 ×, pages 6 × (30 − 24), paper 30 ×, refinement 1 ×
 */
export function findPhotobookPrice(db: D1Database, market: Market, book: PhotobookChoice): Promise<PartsRead<PhotobookPart>> {
  const { kind, format } = book;
  const asks: PartAsk<PhotobookPart>[] = [{ part: 'book', article: `photobook/${kind}/${format}/${book.cover}`, count: 1 }];
  const extraPages = book.pageCount - PAGE_COUNTS[kind].min;
  if (extraPages > 0) asks.push({ part: 'pages', article: `photobook-page/${kind}/${format}`, count: extraPages });
  if (book.paper !== PHOTOBOOK_DEFAULTS[kind].paper) {
    asks.push({ part: 'paper', article: `photobook-paper/${book.paper}/${format}`, count: book.pageCount });
  }
  if (book.refinement) asks.push({ part: 'refinement', article: `photobook-refinement/${book.refinement}`, count: 1 });
  return findParts(db, market, asks);
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
  const prefix = type === 'small' ? 'photobox/small' : 'photoprint';
  const choices = offer.papers.flatMap((paperType) => offer.formats.map((photoboxFormat) => ({ photoboxFormat, paperType })));
  const article = (choice: { photoboxFormat: string; paperType: PhotoboxPaper }) =>
    `${prefix}/${choice.paperType}/${choice.photoboxFormat}`;
  const prices = await findPrices(db, market.channel, market.locale, choices.map(article));
  return choices.map((choice) => ({ ...choice, price: prices.get(article(choice)) ?? null }));
}

/**
 * What a card calculator needs of a theme (decisions 038, 045): its price per card from each §9
 * step that has one, the standard envelope per card (§9) and the accessories a card takes one of;
 * null when the theme has no price here. The two reads go out together.
 */
export async function findCardPriceList(db: D1Database, market: Market, themeId: string): Promise<CardPriceList | null> {
  const article = (step: number) => `card/${themeId}/${step}`;
  const [prices, accessories] = await Promise.all([
    findPrices(db, market.channel, market.locale, [...CARD_QUANTITY_STEPS.map(article), ENVELOPE]),
    listCardAccessories(db, market.channel, market.locale),
  ]);
  const tiers = CARD_QUANTITY_STEPS.flatMap((step) => {
    const price = prices.get(article(step));
    return price ? [{ fromQuantity: step, ...priceFields(price) }] : [];
  });
  if (tiers.length === 0) return null;
  const envelope = prices.get(ENVELOPE);
  return { tiers, envelope: envelope ? priceFields(envelope) : null, accessories };
}

/** The envelope a card of the calculator comes with (spec §9 standard; decision 030). */
const ENVELOPE = 'envelope/standard';
