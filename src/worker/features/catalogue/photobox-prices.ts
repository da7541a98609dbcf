import { Hono } from 'hono';
import { z } from 'zod';
import {
  PHOTOBOX_OFFER,
  PHOTOBOX_PAPERS,
  PHOTOBOX_TYPES,
  type PhotoboxPaper,
  type PhotoboxType,
} from '../../../shared/catalogue/photoboxes';
import { priceFields } from '../../../shared/catalogue/price-sums';
import type { AppEnv, Market } from '../../platform/app-env';
import { problem, validated } from '../../platform/http/validation';
import { CACHE_SHORT, currencyOf, misfit, oneOf } from './product-prices';
import { findPhotoboxPrices } from './queries/product-prices';

/**
 * The price calls of photo boxes and photo prints (spec §7 paths; §3 photobox types and papers;
 * hand-off format, type). Shapes: decision 035.
 */
export const photoboxPrices = new Hono<AppEnv>();

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

photoboxPrices.get(
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

photoboxPrices.get('/price-api/photoboxes', validated('query', z.object(PhotoboxFields).superRefine(offeredByType)), async (c) => {
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
