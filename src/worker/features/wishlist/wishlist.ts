import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { designHref } from '../../../shared/designer/design-links';
import { prefixOn } from '../../../shared/locale/domains';
import { priceTexts } from '../../../shared/locale/price-texts';
import { WISHLIST_PATHS, type WishlistAnswer, type WishlistItem, wishlistItem } from '../../../shared/wishlist';
import type { AppEnv } from '../../platform/app-env';
import { bodyOf, NO_STORE, refused, translatorOf } from '../../platform/http/form-answers';
import { problem } from '../../platform/http/validation';
import { designerOriginFor } from '../../platform/request/site';
import { sessionTokenHash, sessionTokenOf } from '../../platform/session/session-cookie';
import { findSession } from '../../platform/session/sessions';
import { findDesignsByItem } from '../catalogue/public';
import { addWishlistItemStatement, listWishlistItems, removeWishlistItem } from './queries/wishlist';
import { visitorWishlist, writeVisitorWishlist } from './visitor-wishlist';
import { WISHLIST_MAX_ITEMS, wishlistItemOf } from './wishlist-items';

/**
 * The wishlist calls (spec §1 wishlist, §3 `wishlistAvailable`; issue 14; decision 054): the list,
 * and adding or removing a design. A logged-in customer's list is in D1, a visitor's in a cookie
 * (src/worker/features/wishlist/visitor-wishlist.ts) until the login merges it. Each answers the whole list, so
 * the heart and the wishlist page show the same at once. POSTs pass the request guards first
 * (same origin, body limit: src/worker/platform/http/request-guards.ts).
 */
export const wishlist = new Hono<AppEnv>();

const ItemBody = z.object({ item: z.string().max(80) });

/** The logged-in customer's id, or null for a visitor. */
async function customerIdOf(c: Context<AppEnv>): Promise<number | null> {
  const token = sessionTokenOf(c);
  if (!token) return null;
  return (await findSession(c.env.DB, await sessionTokenHash(token), Date.now()))?.customer_id ?? null;
}

/** The list's items, newest first. */
async function itemsOf(c: Context<AppEnv>, customerId: number | null): Promise<WishlistItem[]> {
  return customerId === null ? visitorWishlist(c) : listWishlistItems(c.env.DB, customerId, c.get('market').channel);
}

/** The whole list as the calls answer it: the designs still offered, linked and priced for the visitor's locale. */
async function answer(c: Context<AppEnv>, items: readonly string[]) {
  const { channel, locale } = c.get('market');
  const site = c.get('site');
  const t = translatorOf(c);
  // The web platform's links: the desktop app keeps no wishlist.
  const from = {
    channel,
    platform: 'web' as const,
    pathPrefix: prefixOn(site.ending, locale) ?? '',
    designerOrigin: designerOriginFor(c.get('config'), site, 'web'),
  };
  const designs = await findDesignsByItem(c.env.DB, channel, locale, items);
  const body: WishlistAnswer = {
    items: designs.map((design) => ({
      item: wishlistItem(design.kind, design.id),
      kind: design.kind,
      name: design.name,
      image: design.image,
      href: designHref(design, from),
      price: design.price && priceTexts(design.price, locale, t('catalogue.from')),
    })),
  };
  return c.json(body, 200, { ...NO_STORE, vary: 'cookie' });
}

// spec §3: a channel without `wishlistAvailable` has no wishlist; its calls are not there.
wishlist.use('/web-api/wishlist*', async (c, next) => {
  if (!CHANNEL_INFO[c.get('site').channel].wishlistAvailable) {
    return c.json(problem('path', 'this shop has no wishlist'), 404, NO_STORE);
  }
  await next();
});

wishlist.get(WISHLIST_PATHS.list, async (c) => answer(c, await itemsOf(c, await customerIdOf(c))));

/** The item of a POST body, or the 400 naming `item`. */
async function itemOf(c: Context<AppEnv>): Promise<{ ok: true; item: WishlistItem } | { ok: false; response: Response }> {
  const t = translatorOf(c);
  const read = await bodyOf(c, ItemBody, () => t('wishlist.itemUnknown'));
  const item = read.ok ? wishlistItemOf(read.body.item) : null;
  if (!item) return { ok: false, response: refused(c, 'item', t('wishlist.itemUnknown')) };
  return { ok: true, item };
}

wishlist.post(WISHLIST_PATHS.add, async (c) => {
  const read = await itemOf(c);
  if (!read.ok) return read.response;
  const { item } = read;
  const t = translatorOf(c);
  const { channel, locale } = c.get('market');
  // Only a design the shop offers here: nobody fills a list (or a cookie) with made-up ids.
  if ((await findDesignsByItem(c.env.DB, channel, locale, [item])).length === 0) return refused(c, 'item', t('wishlist.itemUnknown'));
  const customerId = await customerIdOf(c);
  const items = await itemsOf(c, customerId);
  if (!items.includes(item) && items.length >= WISHLIST_MAX_ITEMS) {
    return refused(c, 'item', t('wishlist.full', { count: WISHLIST_MAX_ITEMS }));
  }
  if (customerId === null) {
    const kept = [item, ...items.filter((each) => each !== item)];
    writeVisitorWishlist(c, kept);
    return answer(c, kept);
  }
  await addWishlistItemStatement(c.env.DB, customerId, channel, item, Date.now()).run();
  return answer(c, await itemsOf(c, customerId));
});

wishlist.post(WISHLIST_PATHS.remove, async (c) => {
  const read = await itemOf(c);
  if (!read.ok) return read.response;
  const { item } = read;
  const customerId = await customerIdOf(c);
  if (customerId === null) {
    const kept = visitorWishlist(c).filter((each) => each !== item);
    writeVisitorWishlist(c, kept);
    return answer(c, kept);
  }
  await removeWishlistItem(c.env.DB, customerId, c.get('market').channel, item);
  return answer(c, await itemsOf(c, customerId));
});
