import { Hono } from 'hono';
import type { DesignCard, PriceFields } from '../../../shared/catalogue/listing';
import { priceFields } from '../../../shared/catalogue/price-sums';
import { discountPercent } from '../../../shared/locale/format';
import { LOCALE_INFO, type Locale } from '../../../shared/locale/locales';
import { type Price, type PriceTexts, priceTexts } from '../../../shared/locale/price-texts';
import type { AppEnv } from '../../platform/app-env';
import { translatorOf } from '../../platform/http/form-answers';
import { CACHE_SHORT } from './product-prices';
import { findSale } from './queries/campaign';

/** spec §7 /web-api/campaign-data: the shop's current price campaign in the call's market (decision 087). */
const CAMPAIGN_DATA_PATH = '/web-api/campaign-data';

export const campaign = new Hono<AppEnv>();

/** A reduced price as a page shows it: the §3 fields, the whole percentage, and the texts a listing writes. */
interface Reduction extends PriceFields {
  discountPercent: number;
  priceTexts: PriceTexts;
}

/**
 * The reduction of a price, computed where the listings compute theirs: spec §3's percentage
 * (`discountPercent`) and the texts of `priceTexts` (src/shared/ui/catalogue/PriceTag.tsx).
 */
function reduction(price: Price, locale: Locale, fromWord?: string): Reduction {
  return {
    ...priceFields(price),
    discountPercent: discountPercent(price.original ?? 0, price.current) ?? 0,
    priceTexts: priceTexts(price, locale, fromWord),
  };
}

/**
 * The campaign is the catalogue's reduced prices: the content holds no campaign of its own (its
 * `weihnachtsaktion` stories only redirect), so what is on sale is what the listings show
 * reduced. Designs come as the design lists answer them (`/web-api/designs` items, their from-price
 * with the 'from' word), articles (a format, a frame, a photo book …) by their catalogue article.
 */
campaign.get(CAMPAIGN_DATA_PATH, async (c) => {
  const { channel, locale } = c.get('market');
  const sale = await findSale(c.env.DB, channel, locale);
  const fromWord = translatorOf(c)('catalogue.from');
  const designs = sale.designs.flatMap((design): (DesignCard & Reduction)[] =>
    design.price ? [{ ...design, ...reduction(design.price, locale, fromWord) }] : [],
  );
  const articles = sale.articles.map(({ article, price }) => ({ article, ...reduction(price, locale) }));
  const percents = [...designs, ...articles].map((each) => each.discountPercent);
  return c.json(
    {
      locale,
      currency: LOCALE_INFO[locale].currency,
      active: percents.length > 0,
      // For a banner's "up to −25 %".
      upToPercent: percents.length > 0 ? Math.max(...percents) : null,
      designs,
      articles,
    },
    200,
    CACHE_SHORT,
  );
});
