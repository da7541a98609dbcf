import { Hono } from 'hono';
import { z } from 'zod';
import { ACCESSORY_KINDS } from '../../../shared/catalogue/accessory-sku';
import { CATALOGUE_PATHS } from '../../../shared/catalogue/catalogue-paths';
import { CATALOGUE_FILTER, CATALOGUE_ID } from '../../../shared/catalogue/listing';
import { DESIGN_KINDS, DESIGN_SORTS, PAGE_SIZES } from '../../../shared/catalogue/product-kinds';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { validated } from '../../platform/http/validation';
import { catalogueAnswer } from './kept-answers';
import { listDesigns } from './queries/catalogue';

/**
 * The catalogue as the browser asks for it (spec §7 catalogue paths): more designs for a list,
 * and the data of a block an editor is changing live (the formats and prices of wall art are
 * ./wall-art.ts). The same reads fill the server render
 * (src/worker/features/catalogue/page-catalogue.ts). Prices are those of the call's market (X-Locale or
 * `locale`, else the domain's default; src/worker/platform/request/market.ts): the locale's own where it
 * has them, else its currency's (decision 030); the assortment is the host's channel.
 */
export const catalogue = new Hono<AppEnv>();

export const Id = z.string().regex(CATALOGUE_ID, 'must be 1–64 letters, digits, dots, dashes or underscores');
const Filter = z.string().regex(CATALOGUE_FILTER, 'must be lowercase letters, digits and dashes').default('');

// The catalogue changes with a deploy of prices or designs, not per visitor: a short shared cache.
const CACHE_SHORT = cachePolicy(CACHE.short);

export const DesignsQuery = z.object({
  kind: z.enum(DESIGN_KINDS, { error: `must be one of ${DESIGN_KINDS.join(', ')}` }),
  category: Filter,
  occasion: Filter,
  sort: z.enum(DESIGN_SORTS, { error: `must be one of ${DESIGN_SORTS.join(', ')}` }).default('popularity'),
  pageSize: z.coerce
    .number()
    .pipe(z.union([z.literal(PAGE_SIZES[0]), z.literal(PAGE_SIZES[1])], { error: `must be ${PAGE_SIZES.join(' or ')}` }))
    .default(PAGE_SIZES[0]),
  page: z.coerce.number().int('must be a whole number').min(1, 'must be 1 or more').max(1000, 'must be 1000 or less').default(1),
});

catalogue.get(CATALOGUE_PATHS.designs, validated('query', DesignsQuery), async (c) => {
  const { page, ...query } = c.req.valid('query');
  const where = c.get('market');
  return c.json(await listDesigns(c.env.DB, where.channel, where.locale, query, page), 200, CACHE_SHORT);
});

const DesignQuery = z.object({
  kind: z.enum(DESIGN_KINDS, { error: `must be one of ${DESIGN_KINDS.join(', ')}` }),
  id: Id,
});

catalogue.get(CATALOGUE_PATHS.design, validated('query', DesignQuery), async (c) => {
  const { kind, id } = c.req.valid('query');
  const design = await catalogueAnswer(c.env, c.get('market'), { type: 'design', kind, id });
  if (!design) return c.json({ error: { field: 'id', problem: `no ${kind} design ${id}` } }, 404);
  return c.json(design, 200, CACHE_SHORT);
});

const AccessoriesQuery = z.object({
  kind: z.enum(ACCESSORY_KINDS, { error: 'must be an accessory kind, e.g. envelope' }).optional(),
});

catalogue.get(CATALOGUE_PATHS.accessories, validated('query', AccessoriesQuery), async (c) => {
  const { kind } = c.req.valid('query');
  return c.json(await catalogueAnswer(c.env, c.get('market'), { type: 'accessories', kind: kind ?? '' }), 200, CACHE_SHORT);
});

const AccessoryQuery = z.object({ sku: Id });

catalogue.get(CATALOGUE_PATHS.accessory, validated('query', AccessoryQuery), async (c) => {
  const { sku } = c.req.valid('query');
  const accessory = await catalogueAnswer(c.env, c.get('market'), { type: 'accessory', sku });
  if (!accessory) return c.json({ error: { field: 'sku', problem: `no accessory ${sku}` } }, 404);
  return c.json(accessory, 200, CACHE_SHORT);
});
