import type { Context } from 'hono';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { log } from '../../../shared/log/log';
import type { PageData, ProductFromPrice } from '../../../shared/shop-data';
import type { AppEnv } from '../../platform/app-env';
import type { PageLocation } from '../../platform/request/locale-path';
import { readFromPrice } from '../catalogue/public';
import { contentAccess, loadStory, pageOutcome, productOverview } from '../content/public';
import { PAGE_RELATIONS } from './content-page';

/**
 * spec §2 route `products`: the overview of the channel's products in the page's language, each
 * with its from-price where the channel shows prices there (spec §3 pricesInProductOverview;
 * decision 086). Null products when the content source cannot list them.
 */
export async function productOverviewPage(c: Context<AppEnv>, location: PageLocation): Promise<PageData> {
  const { channel } = c.get('site');
  const products = await productOverview(contentAccess(c), channel, location);
  if (!products) return { kind: 'products', detail: null, products: null };
  const shown = await withFromPrices(products, CHANNEL_INFO[channel].pricesInProductOverview, (product) =>
    fromPriceOfPage(c, location, product.slug),
  );
  // The slug only finds the story; the page needs name, link and price.
  return { kind: 'products', detail: null, products: shown.map(({ slug: _slug, ...entry }) => entry) };
}

/**
 * spec §3 pricesInProductOverview: with it, every product with its from-price (`fromPriceOf`);
 * without, the products as they are, and no price is read.
 */
export async function withFromPrices<Product extends object>(
  products: readonly Product[],
  pricesShown: boolean,
  fromPriceOf: (product: Product) => Promise<ProductFromPrice | null>,
): Promise<(Product & { fromPrice?: ProductFromPrice | null })[]> {
  if (!pricesShown) return [...products];
  return Promise.all(products.map(async (product) => ({ ...product, fromPrice: await fromPriceOf(product) })));
}

/**
 * The from-price of a product page, read from its story as the page reads it (the story cache, the
 * page's blocks cleaned). A product whose story or price cannot be read now is listed without one:
 * the overview never fails for a price.
 */
async function fromPriceOfPage(c: Context<AppEnv>, location: PageLocation, slug: string): Promise<ProductFromPrice | null> {
  const { channel } = c.get('site');
  try {
    const lookup = await loadStory(contentAccess(c), {
      channel,
      locale: location.locale,
      slug,
      draft: null,
      resolveRelations: PAGE_RELATIONS,
    });
    if (lookup.kind !== 'found') return null;
    const outcome = pageOutcome(lookup, { url: new URL(c.req.url), site: c.get('site'), config: c.get('config'), location });
    return outcome.kind === 'page' ? await readFromPrice(c.env, { channel, locale: location.locale }, outcome.story.content.body) : null;
  } catch (error) {
    log.error('product-price-failed', { slug }, error);
    return null;
  }
}
