import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { prefixOn } from '../../../shared/locale/domains';
import { formatPrice } from '../../../shared/locale/format';
import { LOCALE_INFO } from '../../../shared/locale/locales';
import { log } from '../../../shared/log/log';
import { GIFT_VOUCHER_DESIGN, GIFT_VOUCHER_PATH, GIFT_VOUCHER_SKU, GIFT_VOUCHER_VALUES } from '../../../shared/pricing/gift-vouchers';
import { BASKET_PAGES } from '../../../shared/routing/basket-page';
import { pagePath } from '../../../shared/routing/paths';
import type { AppEnv } from '../../platform/app-env';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { formOrJsonBody, problem } from '../../platform/http/validation';

/**
 * spec §7 `/gift-voucher` (spec §1 gift vouchers; issue 31; decision 088): GET answers the offer of
 * the call's market, the values and their prices in its currency; POST takes a choice (a value
 * of that offer and a design's name) and hands it to the basket of the shop backend, as a query
 * of the basket page in the market's language. A form is answered 303 to the basket; a call that
 * sends JSON gets the basket's address.
 */
export const giftVoucher = new Hono<AppEnv>();

/** The values of the market's currency, each with its price as the page shows it. */
function offerOf(c: Context<AppEnv>) {
  const { locale } = c.get('market');
  const { currency } = LOCALE_INFO[locale];
  return {
    currency,
    values: GIFT_VOUCHER_VALUES[currency].map((value) => ({ value, price: value, priceText: formatPrice(value, locale) })),
  };
}

giftVoucher.get(GIFT_VOUCHER_PATH, (c) => c.json(offerOf(c), 200, cachePolicy(CACHE.long)));

const ChoiceBody = z.object({
  value: z.coerce.number(),
  design: z.string().trim().regex(GIFT_VOUCHER_DESIGN).optional(),
});

giftVoucher.post(GIFT_VOUCHER_PATH, async (c) => {
  const { isForm, raw } = await formOrJsonBody(c);
  const parsed = ChoiceBody.safeParse(raw);
  const offer = offerOf(c);
  const refuse = (field: string, text: string) => c.json(problem(field, text), 400, cachePolicy(CACHE.none));
  if (!parsed.success)
    return refuse(String(parsed.error.issues[0]?.path[0] ?? 'value'), 'must be a value of the offer and a design’s name');
  const { value, design } = parsed.data;
  if (!offer.values.some((each) => each.value === value)) {
    return refuse('value', `must be one of ${offer.values.map((each) => each.value).join(', ')} (${offer.currency})`);
  }
  const site = c.get('site');
  const { locale } = c.get('market');
  const prefix = prefixOn(site.ending, locale);
  if (prefix === null) return refuse('locale', `${locale} is not served on this domain`);
  const basket = pagePath({
    prefix,
    platform: 'web',
    inner: `/${BASKET_PAGES[LOCALE_INFO[locale].language]}`,
    trailingSlash: CHANNEL_INFO[site.channel].trailingSlash,
  });
  // spec §7 query parameters of a product hand-off: addToCart, sku, amount; the value and its currency beside.
  const query = new URLSearchParams({
    addToCart: GIFT_VOUCHER_SKU,
    sku: GIFT_VOUCHER_SKU,
    amount: '1',
    value: String(value),
    currency: offer.currency,
  });
  if (design) query.set('design', design);
  const basketUrl = `${site.origin}${basket}?${query}`;
  log.info('gift-voucher-to-basket', { value, currency: offer.currency });
  if (isForm) return new Response(null, { status: 303, headers: { location: basketUrl, ...cachePolicy(CACHE.none) } });
  return c.json({ basketUrl, value, currency: offer.currency }, 200, cachePolicy(CACHE.none));
});
