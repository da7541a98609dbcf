import { Hono } from 'hono';
import { z } from 'zod';
import {
  CALENDAR_FORMATS,
  CALENDAR_FORMATS_OF_TYPE,
  CALENDAR_TYPES,
  DEFAULT_MOUNTING,
  defaultCalendarStart,
  MOUNTINGS,
  MOUNTINGS_OF_TYPE,
} from '../../shared/catalogue/calendars';
import { chosenAccessories } from '../../shared/catalogue/card-accessories';
import { CARD_QUANTITY_STEPS, DEFAULT_CARD_QUANTITY } from '../../shared/catalogue/card-prices';
import { CARD_OCCASIONS } from '../../shared/catalogue/cards';
import { CATALOGUE_FILTER, CATALOGUE_ID, type Price } from '../../shared/catalogue/listing';
import { splitPhotobookType } from '../../shared/catalogue/photobook-type';
import {
  BINDING_OF_KIND,
  COVER_LAMINATIONS,
  PAGE_COUNTS,
  PHOTOBOOK_BINDINGS,
  PHOTOBOOK_COVERS,
  PHOTOBOOK_DEFAULTS,
  PHOTOBOOK_FORMATS,
  PHOTOBOOK_KINDS,
  PHOTOBOOK_OFFER,
  PHOTOBOOK_PAPERS,
} from '../../shared/catalogue/photobooks';
import { PHOTOBOX_OFFER, PHOTOBOX_PAPERS, PHOTOBOX_TYPES, type PhotoboxPaper, type PhotoboxType } from '../../shared/catalogue/photoboxes';
import {
  cardPriceOf,
  type PricedPart,
  priceFields,
  priceOfFields,
  priceSum,
  priceTimes,
  sumPrices,
} from '../../shared/catalogue/price-sums';
import { NO_REFINEMENT, REFINEMENTS_OF_PRODUCT } from '../../shared/catalogue/refinements';
import { CHANNEL_INFO } from '../../shared/channel/channels';
import { cardHandOff } from '../../shared/designer/hand-offs';
import { LOCALE_INFO } from '../../shared/locale/locales';
import type { AppEnv } from '../app-env';
import {
  findAccessoryPrice,
  findCalendarPrice,
  findCardPriceList,
  findCardSamplePrice,
  findPhotobookPrice,
  findPhotoboxPrices,
} from '../db/product-prices';
import { CACHE, cachePolicy } from '../http/cache-policy';
import type { Market } from '../request/market';
import { commaList, problem, validated } from './validation';

/**
 * The price calls of cards, card accessories, calendars, photo books, photo boxes and photo prints
 * (spec §7 paths; §3 Calendar, Photo book, Photobox, Card accessories, hand-off parameters; §9
 * card quantities and envelope prices). Every answer is in the market's currency (X-Locale or
 * `locale`, else the domain's; src/worker/request/market.ts), prices as §3 priceCurrent and
 * priceOriginal, each (`unit`) and for the quantity asked (`total`). Shapes and what the spec
 * leaves open: decision 035.
 */
export const productPrices = new Hono<AppEnv>();

const CACHE_SHORT = cachePolicy(CACHE.short);

const ID_PROBLEM = 'must be 1–64 letters, digits, dots, dashes or underscores';
const Id = z.string({ error: ID_PROBLEM }).regex(CATALOGUE_ID, ID_PROBLEM);

/** A whole number from `min` to `max`, in digits. */
function wholeNumber(min: number, max: number) {
  const text = `must be a whole number from ${min} to ${max}`;
  return z
    .string({ error: text })
    .regex(/^[0-9]{1,6}$/, text)
    .transform(Number)
    .pipe(z.number().min(min, text).max(max, text));
}

function oneOf<const Values extends readonly [string, ...string[]]>(values: Values, what: string) {
  return z.enum(values, { error: `must be ${what}: ${values.join(', ')}` });
}

/** Another query field that no longer fits once the first is known. */
const misfit = (ctx: z.RefinementCtx, field: string, message: string) => ctx.addIssue({ code: 'custom', path: [field], message });

/** An order line: the price each and for `count` (decision 035: totals are exact, in minor units). */
function unitAndTotal(unit: Price, count: number) {
  return { unit: priceFields(unit), total: priceFields(priceTimes(unit, count)) };
}

/** A price made of parts: each part with its count, the unit as their sum, the total for `amount`. */
function partsAnswer(parts: readonly PricedPart[], amount: number) {
  return {
    parts: parts.map(({ part, count, price }) => ({ part, count, ...unitAndTotal(price, count) })),
    ...unitAndTotal(priceSum(parts), amount),
  };
}

const currencyOf = (market: Market) => LOCALE_INFO[market.locale].currency;

// ---- cards (spec §3 card hand-off: themeId, quantity, sample; §9 quantities; decision 030 tiers)

const QUANTITY_PROBLEM = 'must be a card quantity (spec §9): 1, 5, 10, 15 … 250, 260 … 1000, 1100 … 3000, 3250 … 5000';
const CardQuantity = z
  .string({ error: QUANTITY_PROBLEM })
  .regex(/^[0-9]{1,4}$/, QUANTITY_PROBLEM)
  .transform(Number)
  .refine((quantity) => CARD_QUANTITY_STEPS.includes(quantity), QUANTITY_PROBLEM);

const Flag = z
  .enum(['true', 'false', '1', '0'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const ACCESSORIES_PROBLEM = 'must be accessory SKUs, comma-separated (or repeated with []), at most 20';
const AccessoryList = commaList(ACCESSORIES_PROBLEM).refine(
  (skus) => skus.length <= 20 && skus.every((sku) => CATALOGUE_ID.test(sku)),
  ACCESSORIES_PROBLEM,
);

const CardPriceQuery = z
  .object({
    themeId: Id,
    quantity: CardQuantity.default(DEFAULT_CARD_QUANTITY),
    isSample: Flag.default(false),
    // Cards are priced per theme (decision 030): category and occasion are checked, not priced.
    category: z
      .string({ error: 'must be lowercase letters, digits and dashes' })
      .regex(CATALOGUE_FILTER, 'must be lowercase letters, digits and dashes')
      .optional(),
    occasion: oneOf(CARD_OCCASIONS, 'a card occasion').optional(),
    // The accessories that come with every card (decision 045), by SKU.
    accessoryTypes: AccessoryList.optional(),
    'accessoryTypes[]': AccessoryList.optional(),
  })
  .transform(({ accessoryTypes, 'accessoryTypes[]': listed, ...query }, ctx) => {
    const accessories = [...(accessoryTypes ?? []), ...(listed ?? [])];
    if (new Set(accessories).size < accessories.length) {
      misfit(ctx, 'accessoryTypes', 'must name each accessory once');
      return z.NEVER;
    }
    return { ...query, accessories };
  });

productPrices.get('/web-api/card-price', validated('query', CardPriceQuery), async (c) => {
  const { themeId, isSample, accessories: asked, ...query } = c.req.valid('query');
  const market = c.get('market');
  const noTheme = problem('themeId', 'is not a card theme priced in this shop');
  // The theme's whole price list and the envelope per card, read once: the order's price and a
  // calculator's (decision 038) come from it.
  const calculator = await findCardPriceList(c.env.DB, market, themeId);
  let order: { quantity: number; fromQuantity: number | null; price: Price };
  if (isSample) {
    // spec §3: a sample's quantity is 1, whatever quantity came with it.
    const price = await findCardSamplePrice(c.env.DB, market, themeId);
    if (!price) return c.json(noTheme, 404);
    order = { quantity: 1, fromQuantity: null, price };
  } else {
    const card = cardPriceOf(calculator, query.quantity);
    if ('missing' in card) {
      return card.missing === 'theme' ? c.json(noTheme, 404) : c.json(problem('quantity', 'has no price for this theme'), 404);
    }
    order = { quantity: query.quantity, ...card };
  }
  const { quantity, fromQuantity, price } = order;
  // Strict where the page is lenient (decision 045): a SKU that does not come with each card here is refused.
  const offered = calculator?.accessories ?? [];
  const accessories = chosenAccessories(asked, offered);
  if (accessories.length < asked.length) {
    const skus = offered.map((accessory) => accessory.sku).join(', ') || 'none here';
    return c.json(problem('accessoryTypes', `must be accessories that come with each card: ${skus}`), 400);
  }
  // spec §9: accessories are priced per card, so the unit is a card with its accessories.
  const parts = [{ part: 'card', price }, ...accessories.map((accessory) => ({ part: accessory.sku, price: priceOfFields(accessory) }))];
  return c.json(
    {
      themeId,
      quantity,
      isSample,
      fromQuantity,
      currency: currencyOf(market),
      accessoryTypes: accessories.map((accessory) => accessory.sku),
      parts: parts.map((each) => ({ part: each.part, count: quantity, ...unitAndTotal(each.price, quantity) })),
      ...unitAndTotal(sumPrices(parts.map((each) => each.price)), quantity),
      tiers: calculator?.tiers ?? [],
      envelope: calculator?.envelope ?? null,
      accessories: offered,
      // A card calculator's designer link at the default quantity (decision 039).
      handOff: cardHandOff({ themeId }, market),
    },
    200,
    CACHE_SHORT,
  );
});

// ---- accessories (spec §3 card accessory kinds; §9 envelope and accessory prices per card)

/** `quantity` of an accessory, or null when it has no price in the market. */
async function accessoryAnswer(db: D1Database, market: Market, sku: string, quantity: number) {
  const price = await findAccessoryPrice(db, market, sku);
  if (!price) return null;
  return { sku, quantity, currency: currencyOf(market), ...unitAndTotal(price, quantity) };
}

const NO_ACCESSORY = problem('sku', 'is not an accessory priced in this shop');

// The accessories of a card order, one per card: the quantity is the order's (spec §9 steps).
productPrices.get(
  '/web-api/card-accessory-price',
  validated('query', z.object({ sku: Id, quantity: CardQuantity.default(DEFAULT_CARD_QUANTITY) })),
  async (c) => {
    const { sku, quantity } = c.req.valid('query');
    const answer = await accessoryAnswer(c.env.DB, c.get('market'), sku, quantity);
    return answer ? c.json(answer, 200, CACHE_SHORT) : c.json(NO_ACCESSORY, 404);
  },
);

// An accessory by the piece (the accessory's card is /accessory, src/worker/api/catalogue.ts).
productPrices.get(
  '/price-api/accessory',
  validated('query', z.object({ sku: Id, quantity: wholeNumber(1, 5000).default(1) })),
  async (c) => {
    const { sku, quantity } = c.req.valid('query');
    const answer = await accessoryAnswer(c.env.DB, c.get('market'), sku, quantity);
    return answer ? c.json(answer, 200, CACHE_SHORT) : c.json(NO_ACCESSORY, 404);
  },
);

// ---- calendars (spec §3 calendar types, formats, mountings; hand-off startMonth, startYear)

/** A calendar starts from last year (one already running) to two years ahead (decision 035). */
function isCalendarYear(year: number): boolean {
  const thisYear = new Date().getUTCFullYear();
  return year >= thisYear - 1 && year <= thisYear + 2;
}
const YEAR_PROBLEM = 'must be a year from last year to two years ahead';

const CalendarPriceQuery = z
  .object({
    calendarType: oneOf(CALENDAR_TYPES, 'a calendar type'),
    formatType: oneOf(CALENDAR_FORMATS, 'a calendar format'),
    mountingType: oneOf(MOUNTINGS, 'a mounting').optional(),
    startMonth: wholeNumber(1, 12).optional(),
    year: z
      .string({ error: YEAR_PROBLEM })
      .regex(/^[0-9]{4}$/, YEAR_PROBLEM)
      .transform(Number)
      .refine(isCalendarYear, YEAR_PROBLEM)
      .optional(),
    amount: wholeNumber(1, 100).default(1),
  })
  .superRefine((query, ctx) => {
    const formats: readonly string[] = CALENDAR_FORMATS_OF_TYPE[query.calendarType];
    if (!formats.includes(query.formatType)) misfit(ctx, 'formatType', `must be a format of ${query.calendarType}: ${formats.join(', ')}`);
    const mountings: readonly string[] = MOUNTINGS_OF_TYPE[query.calendarType];
    if (query.mountingType && !mountings.includes(query.mountingType)) {
      misfit(ctx, 'mountingType', `must be a mounting of ${query.calendarType}: ${mountings.join(', ')}`);
    }
  });

productPrices.get('/web-api/calendar-price', validated('query', CalendarPriceQuery), async (c) => {
  const { calendarType, formatType, amount, ...query } = c.req.valid('query');
  const market = c.get('market');
  const mountingType = query.mountingType ?? DEFAULT_MOUNTING[calendarType];
  // Without a start, where a new calendar starts (decision 029); the start does not change the price.
  const start = defaultCalendarStart(new Date());
  const found = await findCalendarPrice(c.env.DB, market, { type: calendarType, format: formatType, mounting: mountingType });
  if ('missing' in found) {
    return found.missing === 'calendar'
      ? c.json(problem('formatType', 'has no price for this calendar type here'), 404)
      : c.json(problem('mountingType', 'has no price in this format here'), 404);
  }
  return c.json(
    {
      calendarType,
      formatType,
      mountingType,
      startMonth: query.startMonth ?? start.startMonth,
      year: query.year ?? start.startYear,
      amount,
      currency: currencyOf(market),
      ...partsAnswer(found.parts, amount),
    },
    200,
    CACHE_SHORT,
  );
});

// ---- photo books (spec §3 photo book; hand-off photobookType split into printing and cover)

const PHOTOBOOK_REFINEMENTS: readonly string[] = REFINEMENTS_OF_PRODUCT.photobook;
const REFINEMENT_PROBLEM = `must be none or a cover refinement: ${PHOTOBOOK_REFINEMENTS.filter((value) => !NO_REFINEMENT.includes(value)).join(', ')}`;

const PhotobookPriceQuery = z
  .object({
    photobookType: z.string({ error: 'must be {printing}-{cover}, e.g. echtfotobuch-hard' }).optional(),
    printing: oneOf(PHOTOBOOK_KINDS, 'a photo book kind').optional(),
    cover: oneOf(PHOTOBOOK_COVERS, 'a cover').optional(),
    binding: oneOf(PHOTOBOOK_BINDINGS, 'a binding').optional(),
    paper: oneOf(PHOTOBOOK_PAPERS, 'a photo book paper').optional(),
    format: oneOf(PHOTOBOOK_FORMATS, 'a photo book format').optional(),
    pageCount: wholeNumber(1, 999).optional(),
    coverLamination: oneOf(COVER_LAMINATIONS, 'a cover lamination').optional(),
    // spec §5: a refinement of 'none' or empty means none, as does the catalogue's 'ohne'.
    refinementType: z
      .string({ error: REFINEMENT_PROBLEM })
      .transform((value) => (NO_REFINEMENT.includes(value) ? null : REFINEMENTS_OF_PRODUCT.photobook.find((each) => each === value)))
      .refine((value) => value !== undefined, REFINEMENT_PROBLEM)
      .optional(),
    amount: wholeNumber(1, 100).default(1),
  })
  .transform((query, ctx) => {
    const fail = (field: string, message: string) => {
      misfit(ctx, field, message);
      return z.NEVER;
    };
    const split = query.photobookType === undefined ? null : splitPhotobookType(query.photobookType);
    if (query.photobookType !== undefined && !split) {
      return fail('photobookType', 'must be {printing}-{cover} of a kind and a cover it is made with, e.g. echtfotobuch-hard');
    }
    const printing = split?.printing ?? query.printing;
    if (!printing) return fail('photobookType', 'must be given, or printing (with cover)');
    if (query.printing && query.printing !== printing) return fail('printing', 'must match photobookType');
    const offer = PHOTOBOOK_OFFER[printing];
    const defaults = PHOTOBOOK_DEFAULTS[printing];
    const cover = split?.cover ?? query.cover ?? defaults.cover;
    const covers: readonly string[] = offer.covers;
    if (query.cover && query.cover !== cover) return fail('cover', 'must match photobookType');
    if (!covers.includes(cover)) return fail('cover', `must be a cover of ${printing}: ${covers.join(', ')}`);
    const binding = BINDING_OF_KIND[printing];
    if (query.binding && query.binding !== binding) return fail('binding', `must be ${binding} for ${printing} (spec §3)`);
    const paper = query.paper ?? defaults.paper;
    const papers: readonly string[] = offer.papers;
    if (!papers.includes(paper)) return fail('paper', `must be a paper of ${printing}: ${papers.join(', ')}`);
    const format = query.format ?? defaults.format;
    const formats: readonly string[] = offer.formats;
    if (!formats.includes(format)) return fail('format', `must be a format of ${printing}: ${formats.join(', ')}`);
    const pages = PAGE_COUNTS[printing];
    const pageCount = query.pageCount ?? pages.min;
    if (pageCount < pages.min || pageCount > pages.max || (pageCount - pages.min) % pages.step !== 0) {
      return fail('pageCount', `must be ${pages.min} to ${pages.max} pages in steps of ${pages.step} for ${printing}`);
    }
    return {
      printing,
      cover,
      binding,
      paper,
      format,
      pageCount,
      coverLamination: query.coverLamination,
      refinement: query.refinementType ?? null,
      amount: query.amount,
    };
  });

const PHOTOBOOK_FIELD_OF_PART = { book: 'format', pages: 'pageCount', paper: 'paper', refinement: 'refinementType' } as const;

productPrices.get('/web-api/photobook-price', validated('query', PhotobookPriceQuery), async (c) => {
  const book = c.req.valid('query');
  const market = c.get('market');
  const found = await findPhotobookPrice(c.env.DB, market, { ...book, kind: book.printing });
  if ('missing' in found) return c.json(problem(PHOTOBOOK_FIELD_OF_PART[found.missing], 'has no price for this photo book here'), 404);
  return c.json(
    {
      photobookType: `${book.printing}-${book.cover}`,
      printing: book.printing,
      cover: book.cover,
      binding: book.binding,
      paper: book.paper,
      format: book.format,
      pageCount: book.pageCount,
      // No price of its own; without one, the channel's (spec §3 defaultPhotobookCoverLamination).
      coverLamination: book.coverLamination ?? CHANNEL_INFO[market.channel].defaultPhotobookCoverLamination,
      refinementType: book.refinement,
      amount: book.amount,
      currency: currencyOf(market),
      ...partsAnswer(found.parts, book.amount),
    },
    200,
    CACHE_SHORT,
  );
});

// ---- photo boxes and photo prints (spec §3 photobox types and papers; hand-off format, type)

/** What one price of each type is for: the small box with its prints, or one photo print. */
const PRICED_PER = { small: 'box', photoprint: 'print' } as const satisfies Record<PhotoboxType, string>;

const FORMAT_PROBLEM = 'must be a format in millimetres like 150x100';
const PhotoboxFields = {
  photoboxType: oneOf(PHOTOBOX_TYPES, 'a photobox type'),
  photoboxFormat: z.string({ error: FORMAT_PROBLEM }).regex(/^[1-9][0-9]{0,3}x[1-9][0-9]{0,3}$/, FORMAT_PROBLEM),
  paperType: oneOf(PHOTOBOX_PAPERS, 'a photobox paper'),
};

/** The format and paper, when given, must be among those of the type (PHOTOBOX_OFFER). */
function offeredByType(query: { photoboxType: PhotoboxType; photoboxFormat?: string; paperType?: PhotoboxPaper }, ctx: z.RefinementCtx) {
  const { formats, papers } = PHOTOBOX_OFFER[query.photoboxType];
  const offered: { formats: readonly string[]; papers: readonly string[] } = { formats, papers };
  if (query.photoboxFormat && !offered.formats.includes(query.photoboxFormat)) {
    misfit(ctx, 'photoboxFormat', `must be a format of ${query.photoboxType}: ${formats.join(', ')}`);
  }
  if (query.paperType && !offered.papers.includes(query.paperType)) {
    misfit(ctx, 'paperType', `must be a paper of ${query.photoboxType}: ${papers.join(', ')}`);
  }
}

/** Every priced choice of a type, and the one asked for (the type's default where not asked). */
async function photoboxChoice(
  db: D1Database,
  market: Market,
  query: { photoboxType: PhotoboxType; photoboxFormat?: string; paperType?: PhotoboxPaper },
) {
  const offer = PHOTOBOX_OFFER[query.photoboxType];
  const photoboxFormat = query.photoboxFormat ?? offer.format;
  const paperType = query.paperType ?? offer.paper;
  const prices = await findPhotoboxPrices(db, market, query.photoboxType);
  const price = prices.find((each) => each.photoboxFormat === photoboxFormat && each.paperType === paperType)?.price ?? null;
  return { photoboxFormat, paperType, price, prices };
}

const NO_PHOTOBOX = problem('photoboxFormat', 'has no price in this paper here');

productPrices.get(
  '/web-api/photobox-data',
  validated('query', z.object(PhotoboxFields).partial({ photoboxFormat: true, paperType: true }).superRefine(offeredByType)),
  async (c) => {
    const query = c.req.valid('query');
    const market = c.get('market');
    const { photoboxType } = query;
    const { photoboxFormat, paperType, price, prices } = await photoboxChoice(c.env.DB, market, query);
    if (!price) return c.json(NO_PHOTOBOX, 404);
    const offer = PHOTOBOX_OFFER[photoboxType];
    return c.json(
      {
        photoboxType,
        per: PRICED_PER[photoboxType],
        currency: currencyOf(market),
        formats: offer.formats,
        papers: offer.papers,
        defaults: { photoboxFormat: offer.format, paperType: offer.paper },
        photoboxFormat,
        paperType,
        ...priceFields(price),
        // Every format in every paper the type is offered in that has a price here.
        prices: prices.flatMap((each) =>
          each.price ? [{ photoboxFormat: each.photoboxFormat, paperType: each.paperType, ...priceFields(each.price) }] : [],
        ),
      },
      200,
      CACHE_SHORT,
    );
  },
);

productPrices.get('/price-api/photoboxes', validated('query', z.object(PhotoboxFields).superRefine(offeredByType)), async (c) => {
  const query = c.req.valid('query');
  const market = c.get('market');
  const { photoboxFormat, paperType, price } = await photoboxChoice(c.env.DB, market, query);
  if (!price) return c.json(NO_PHOTOBOX, 404);
  const { photoboxType } = query;
  return c.json(
    { photoboxType, photoboxFormat, paperType, per: PRICED_PER[photoboxType], currency: currencyOf(market), ...priceFields(price) },
    200,
    CACHE_SHORT,
  );
});
