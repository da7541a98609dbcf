import { Hono } from 'hono';
import { z } from 'zod';
import { chosenAccessories } from '../../../shared/catalogue/card-accessories';
import { CARD_ACCESSORY_ORDER_PATH, type CardAccessoryOrder, MAX_CHOSEN_ACCESSORIES } from '../../../shared/catalogue/card-accessory-order';
import { ENVELOPE_CHOICES } from '../../../shared/catalogue/card-prices';
import type { CardCalculatorData } from '../../../shared/catalogue/listing';
import type { AppEnv, Market } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem, validated } from '../../platform/http/validation';
import { newSessionToken, SESSION_DAYS, sessionTokenHash, sessionTokenOf, writeSessionCookie } from '../../platform/session/session-cookie';
import { findSession } from '../../platform/session/sessions';
import { findCardCalculator } from './card-calculator';
import { Id, oneOf } from './product-prices';
import { findCardAccessoryOrder, type KeptCardAccessoryOrder, keepCardAccessoryOrder } from './queries/card-accessory-orders';
import { findDesign } from './queries/catalogue';

/**
 * spec §7 /web-api/card-accessory-order (decision 087): the envelope and the accessories a visitor
 * chose for a card theme, kept on their session, so the designer hand-off and the basket read the
 * choice the card page made. POST keeps one (same origin, rate-limited: the request guards), GET
 * answers it. Checked against the theme's offer in the call's market, as the card price call
 * checks it (decision 045).
 */
export const cardAccessoryOrder = new Hono<AppEnv>();

// The visitor's own: never stored by a cache, and different for every session cookie.
const PRIVATE = { ...cachePolicy(CACHE.none), vary: 'cookie' };

const ThemeQuery = z.object({ themeId: Id });

const OrderBody = z.object({
  themeId: Id,
  // Without one, the calculator's default: the standard envelope where the theme has one here.
  envelope: oneOf(ENVELOPE_CHOICES, 'an envelope').optional(),
  accessories: z
    .array(Id, { error: 'must be a list of accessory SKUs' })
    .max(MAX_CHOSEN_ACCESSORIES, `must name at most ${MAX_CHOSEN_ACCESSORIES} accessories`)
    .refine((skus) => new Set(skus).size === skus.length, 'must name each accessory once'),
});

/** The theme's price list if it is a card theme the market offers; null otherwise. */
async function offeredTheme(db: D1Database, market: Market, themeId: string): Promise<CardCalculatorData | null> {
  const [theme, calculator] = await Promise.all([
    findDesign(db, market.channel, market.locale, 'card', themeId),
    findCardCalculator(db, market, themeId),
  ]);
  return theme && calculator;
}

/** The answer: a kept choice with the accessories still offered, in the offer's order. */
function orderOf(themeId: string, kept: KeptCardAccessoryOrder | null, theme: CardCalculatorData): CardAccessoryOrder {
  if (!kept) return { themeId, envelope: null, accessories: [], savedAt: null };
  return {
    themeId,
    envelope: kept.envelope,
    accessories: chosenAccessories(kept.accessories, theme.accessories).map((accessory) => accessory.sku),
    savedAt: new Date(kept.savedAt).toISOString(),
  };
}

/**
 * The choice the session of `token` keeps for a card theme the market offers (nothing chosen:
 * `savedAt` null), its accessories those still offered; null for a theme the market does not
 * offer. The call's GET and the designer hand-off read it.
 */
export async function keptCardAccessoryOrder(
  db: D1Database,
  market: Market,
  token: string | null,
  themeId: string,
): Promise<CardAccessoryOrder | null> {
  const theme = await offeredTheme(db, market, themeId);
  if (!theme) return null;
  const kept = token
    ? await findCardAccessoryOrder(db, { tokenHash: await sessionTokenHash(token), channel: market.channel, themeId }, Date.now())
    : null;
  return orderOf(themeId, kept, theme);
}

cardAccessoryOrder.get(CARD_ACCESSORY_ORDER_PATH, validated('query', ThemeQuery), async (c) => {
  const { themeId } = c.req.valid('query');
  const order = await keptCardAccessoryOrder(c.env.DB, c.get('market'), sessionTokenOf(c), themeId);
  if (!order) return c.json(problem('themeId', 'is not a card theme offered in this shop'), 404, PRIVATE);
  return c.json(order, 200, PRIVATE);
});

cardAccessoryOrder.post(CARD_ACCESSORY_ORDER_PATH, validated('json', OrderBody), async (c) => {
  const { themeId, envelope: asked, accessories } = c.req.valid('json');
  const market = c.get('market');
  const theme = await offeredTheme(c.env.DB, market, themeId);
  if (!theme) return c.json(problem('themeId', 'is not a card theme offered in this shop'), 400, PRIVATE);
  const unknown = accessories.findIndex((sku) => chosenAccessories([sku], theme.accessories).length === 0);
  if (unknown >= 0) {
    const skus = theme.accessories.map((accessory) => accessory.sku).join(', ') || 'none here';
    return c.json(problem(`accessories.${unknown}`, `must be accessories that come with each card: ${skus}`), 400, PRIVATE);
  }
  const envelope = asked ?? (theme.envelope ? 'standard' : 'none');
  if (envelope === 'standard' && !theme.envelope) {
    return c.json(problem('envelope', 'must be none: this theme has no envelope here'), 400, PRIVATE);
  }

  // A visitor without a live session gets a new one; a token the shop does not know is never taken on.
  const now = Date.now();
  const presented = sessionTokenOf(c);
  const live = presented !== null && (await findSession(c.env.DB, await sessionTokenHash(presented), now)) !== null ? presented : null;
  const token = live ?? newSessionToken();
  const kept: KeptCardAccessoryOrder = {
    envelope,
    accessories: chosenAccessories(accessories, theme.accessories).map((accessory) => accessory.sku),
    savedAt: now,
  };
  await keepCardAccessoryOrder(
    c.env.DB,
    { tokenHash: await sessionTokenHash(token), channel: market.channel, themeId, ...kept },
    live === null ? now + SESSION_DAYS * 86_400_000 : null,
  );
  // Only once it is kept: a failed write leaves the visitor's cookie as it was.
  if (live === null) writeSessionCookie(c, token);
  return c.json(orderOf(themeId, kept, theme), 200, PRIVATE);
});
