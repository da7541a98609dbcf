import { Hono } from 'hono';
import { z } from 'zod';
import { chosenAccessories } from '../../../shared/catalogue/card-accessories';
import { CARD_QUANTITY_STEPS, DEFAULT_CARD_QUANTITY, ENVELOPE_CHOICES } from '../../../shared/catalogue/card-prices';
import { CARD_OCCASIONS } from '../../../shared/catalogue/cards';
import { CATALOGUE_FILTER, CATALOGUE_ID } from '../../../shared/catalogue/listing';
import { priceFields } from '../../../shared/catalogue/price-sums';
import { cardOrderPrice } from '../../../shared/pricing/card-price';
import type { AppEnv, Market } from '../../platform/app-env';
import { commaList, problem, validated } from '../../platform/http/validation';
import { findCardCalculator } from './card-calculator';
import { CACHE_SHORT, currencyOf, Id, misfit, oneOf, unitAndTotal, wholeNumber } from './product-prices';
import { findAccessoryPrice } from './queries/product-prices';

/**
 * The price calls of cards and the accessories that come with them (spec §7 paths; §3 card
 * hand-off: themeId, quantity, sample; §3 card accessory kinds; §9 quantities, envelope and
 * accessory prices per card; decision 030 tiers). Shapes: decision 035.
 */
export const cardPrices = new Hono<AppEnv>();

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
    // The standard envelope with every card (spec §9), or none: a card order without one has none (decision 070).
    envelope: oneOf(ENVELOPE_CHOICES, 'an envelope').default('none'),
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

cardPrices.get('/web-api/card-price', validated('query', CardPriceQuery), async (c) => {
  const { themeId, isSample, envelope, accessories: asked, quantity } = c.req.valid('query');
  const market = c.get('market');
  // The theme's whole price list, read once: the order's price and a calculator's (decision 038) come from it.
  const calculator = await findCardCalculator(c.env.DB, market, themeId);
  // Strict where the page is lenient (decision 045): a SKU that does not come with each card here is refused.
  const offered = calculator?.accessories ?? [];
  const accessories = chosenAccessories(asked, offered);
  if (calculator && accessories.length < asked.length) {
    const skus = offered.map((accessory) => accessory.sku).join(', ') || 'none here';
    return c.json(problem('accessoryTypes', `must be accessories that come with each card: ${skus}`), 400);
  }
  // The one price of a card order (src/shared/pricing/card-price.ts), as the calculator and the hand-off page show it.
  const order = cardOrderPrice({ quantity, sample: isSample, envelope: envelope === 'standard', accessories: asked }, calculator);
  if ('missing' in order) {
    if (order.missing === 'tier') return c.json(problem('quantity', 'has no price for this theme'), 404);
    return c.json(problem(order.missing === 'sample' ? 'isSample' : 'themeId', `is not a card ${order.missing} priced in this shop`), 404);
  }
  return c.json(
    {
      themeId,
      quantity: order.quantity,
      isSample,
      fromQuantity: order.fromQuantity,
      // The order's envelope choice as asked; `envelope` below is the price list's envelope per card.
      envelopeType: order.parts.some((part) => part.part === 'envelope') ? 'standard' : 'none',
      currency: currencyOf(market),
      accessoryTypes: accessories.map((accessory) => accessory.sku),
      parts: order.parts.map(({ part, count, price }) => ({ part, count, ...unitAndTotal(price, count) })),
      unit: priceFields(order.unit),
      total: priceFields(order.total),
      // A card calculator's price list and hand-offs (decisions 038, 039, 070).
      tiers: calculator?.tiers ?? [],
      envelope: calculator?.envelope ?? null,
      accessories: offered,
      sample: calculator?.sample ?? null,
      handOff: calculator?.handOff ?? null,
      sampleHandOff: calculator?.sampleHandOff ?? null,
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
cardPrices.get(
  '/web-api/card-accessory-price',
  validated('query', z.object({ sku: Id, quantity: CardQuantity.default(DEFAULT_CARD_QUANTITY) })),
  async (c) => {
    const { sku, quantity } = c.req.valid('query');
    const answer = await accessoryAnswer(c.env.DB, c.get('market'), sku, quantity);
    return answer ? c.json(answer, 200, CACHE_SHORT) : c.json(NO_ACCESSORY, 404);
  },
);

// An accessory by the piece (the accessory's card is /accessory, src/worker/features/catalogue/catalogue.ts).
cardPrices.get('/price-api/accessory', validated('query', z.object({ sku: Id, quantity: wholeNumber(1, 5000).default(1) })), async (c) => {
  const { sku, quantity } = c.req.valid('query');
  const answer = await accessoryAnswer(c.env.DB, c.get('market'), sku, quantity);
  return answer ? c.json(answer, 200, CACHE_SHORT) : c.json(NO_ACCESSORY, 404);
});
