import { Hono } from 'hono';
import { z } from 'zod';
import { splitPhotobookType } from '../../../shared/catalogue/photobook-type';
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
} from '../../../shared/catalogue/photobooks';
import { NO_REFINEMENT, REFINEMENTS_OF_PRODUCT } from '../../../shared/catalogue/refinements';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import type { AppEnv } from '../../platform/app-env';
import { problem, validated } from '../../platform/http/validation';
import { CACHE_SHORT, currencyOf, misfit, oneOf, partsAnswer, wholeNumber } from './product-prices';
import { findPhotobookPrice } from './queries/product-prices';

/**
 * The price call of photo books (spec §7 path; §3 photo book; hand-off photobookType split into
 * printing and cover). Shape: decision 035.
 */
export const photobookPrices = new Hono<AppEnv>();

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

photobookPrices.get('/web-api/photobook-price', validated('query', PhotobookPriceQuery), async (c) => {
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
