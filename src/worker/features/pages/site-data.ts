import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { accessoryParts } from '../../../shared/catalogue/accessory-sku';
import { CARD_QUANTITY_STEPS, DEFAULT_CARD_QUANTITY } from '../../../shared/catalogue/card-prices';
import { ALL_VALUE_OF_FILTER, CARD_FILTER_KEYS, CARD_OCCASIONS } from '../../../shared/catalogue/cards';
import { priceFieldsOrNone } from '../../../shared/catalogue/price-sums';
import { DESIGN_SORTS, PAGE_SIZES } from '../../../shared/catalogue/product-kinds';
import { wallArtSku } from '../../../shared/catalogue/wall-art-sku';
import { CHANNEL_INFO, type Platform } from '../../../shared/channel/channels';
import type { PageStory } from '../../../shared/content/story';
import { isSaneSlug, SPECIAL_SLUGS } from '../../../shared/content/story-slugs';
import { DOMAIN_INFO } from '../../../shared/locale/domains';
import { LOCALE_INFO } from '../../../shared/locale/locales';
import type { Price } from '../../../shared/locale/price-texts';
import { log } from '../../../shared/log/log';
import { matchPageRoute } from '../../../shared/routing/page-routes';
import { START_PATH } from '../../../shared/routing/paths';
import type { AppEnv } from '../../platform/app-env';
import { botCheckConfig } from '../../platform/bot-check/bot-check';
import { CACHE, cachePolicy } from '../../platform/http/cache-policy';
import { problem, validated } from '../../platform/http/validation';
import { normalisePagePath, type PageLocation, resolveLocalePath } from '../../platform/request/locale-path';
import { checkPagePath } from '../../platform/request/path-check';
import { designerOriginFor } from '../../platform/request/site';
import { findAccessory, findDesign, findPrices, Id } from '../catalogue/public';
import { ContentSourceError, contentAccess, loadStory, pageOutcome } from '../content/public';
import { localisedUrls } from '../page-shell/public';
import { PAGE_RELATIONS } from './content-page';

/**
 * What a shop frontend asks about the site (spec §7: /web-api/localized-urls,
 * /web-api/shop-frontends-initial-data, /web-api/sku/container; decision 036): the same page in
 * every locale, what the frontend needs before anything else, and what a SKU stands for. Nothing
 * here is per visitor: every answer is shared for a minute.
 */
export const siteData = new Hono<AppEnv>();

const CACHE_SHORT = cachePolicy(CACHE.short);

const LocalizedUrlsQuery = z.object({
  path: z
    .string()
    .max(1024, 'must be at most 1024 characters')
    .refine((path) => path.startsWith('/') && !/[?#]/.test(path) && checkPagePath(path) === null, 'must be a page path such as /karten/')
    .default('/'),
});

/**
 * The page at `path` on this domain (with its language prefix and desktop marker, as in the
 * browser) in every locale that has it, as absolute URLs: the hreflang links of the page itself.
 * Only pages the shop front renders have them; shop-backend pages, the designer and error pages do not.
 */
siteData.get('/web-api/localized-urls', validated('query', LocalizedUrlsQuery), async (c) => {
  const site = c.get('site');
  const config = c.get('config');
  const url = new URL(site.origin);
  url.pathname = normalisePagePath(c.req.valid('query').path, CHANNEL_INFO[site.channel].trailingSlash);
  const resolved = resolveLocalePath(url, site, config);
  const noPage = () => c.json(problem('path', 'is no page of the shop on this domain'), 404);
  if (resolved.kind !== 'page') return noPage();
  const { location } = resolved;
  let shown: { story: PageStory | null } | null;
  try {
    shown = await pageShown(c, location, url);
  } catch (error) {
    if (!(error instanceof ContentSourceError)) throw error;
    log.error('content-source-failed', { path: url.pathname, status: error.status }, error);
    return c.json(problem('path', 'the content of this page cannot be read now, try again shortly'), 503, { 'retry-after': '30' });
  }
  if (!shown) return noPage();
  const { urls, xDefault } = localisedUrls(shown.story, { config, site, location });
  return c.json(
    { path: url.pathname, locale: location.locale, urls: Object.fromEntries(urls.map((entry) => [entry.locale, entry.url])), xDefault },
    200,
    CACHE_SHORT,
  );
});

/**
 * Whether the shop front renders a page at a location (spec §2 named routes, content pages), with
 * the story of a content page; null when it does not.
 */
async function pageShown(c: Context<AppEnv>, location: PageLocation, url: URL): Promise<{ story: PageStory | null } | null> {
  const site = c.get('site');
  const route = matchPageRoute(location.inner);
  let slug: string;
  switch (route.name) {
    case 'products':
      return { story: null };
    case 'wishlist':
      return CHANNEL_INFO[site.channel].wishlistAvailable ? { story: null } : null;
    case 'themes-id-theme':
      return (await findDesign(c.env.DB, site.channel, location.locale, 'card', route.id)) ? { story: null } : null;
    case 'home':
      slug = SPECIAL_SLUGS.home;
      break;
    case 'catch-all':
      // The special stories have no page of their own.
      if ((Object.values(SPECIAL_SLUGS) as string[]).includes(route.slug) || !isSaneSlug(route.slug)) return null;
      slug = route.slug;
      break;
    default:
      return null;
  }
  const lookup = await loadStory(contentAccess(c), {
    channel: site.channel,
    locale: location.locale,
    slug,
    draft: null,
    resolveRelations: PAGE_RELATIONS,
  });
  if (lookup.kind !== 'found') return null;
  // A story that redirects shows no page of its own.
  const outcome = pageOutcome(lookup, { url, site, config: c.get('config'), location });
  return outcome.kind === 'page' ? { story: outcome.story } : null;
}

const PLATFORMS = Object.keys(START_PATH) as Platform[];

/**
 * What a shop frontend needs first, for the call's market: channel and brand, locale, currency
 * and unit, the locales of this domain, the platforms and their start paths, the channel's
 * feature flags (spec §3), the designer's origins, and the constants of design lists and cards
 * (spec §3 filters and sorting, §9 page sizes and card quantities). Nothing about the visitor.
 */
siteData.get('/web-api/shop-frontends-initial-data', (c) => {
  const { channel, locale } = c.get('market');
  const site = c.get('site');
  const { channel: _channel, brandName, aluGalleryUnit, ...flags } = CHANNEL_INFO[channel];
  const info = LOCALE_INFO[locale];
  const domain = DOMAIN_INFO[site.ending];
  return c.json(
    {
      channel,
      brandName,
      locale,
      language: info.language,
      country: info.country,
      currency: info.currency,
      lengthUnit: info.lengthUnit,
      locales: [
        { locale: domain.defaultLocale, prefix: '' },
        ...Object.entries(domain.prefixed).map(([language, served]) => ({ locale: served, prefix: language })),
      ],
      platforms: PLATFORMS,
      startPaths: START_PATH,
      channelFlags: { ...flags, aluGalleryUnit: aluGalleryUnit.byLocale[locale] ?? aluGalleryUnit.default },
      designerOrigins: Object.fromEntries(PLATFORMS.map((platform) => [platform, designerOriginFor(c.get('config'), site, platform)])),
      // The public key the newsletter's bot check widget needs; null when none is set (decision 052).
      botCheckSiteKey: botCheckConfig(c.env).siteKey || null,
      designLists: {
        pageSizes: PAGE_SIZES,
        // Compacted templates fit four times as many on a page (decision 036).
        defaultPageSize: flags.templatesCompacted ? PAGE_SIZES[1] : PAGE_SIZES[0],
        sorts: DESIGN_SORTS,
        defaultSort: DESIGN_SORTS[0],
      },
      cards: {
        filterKeys: CARD_FILTER_KEYS,
        allValues: ALL_VALUE_OF_FILTER,
        occasions: CARD_OCCASIONS,
        quantitySteps: CARD_QUANTITY_STEPS,
        defaultQuantity: DEFAULT_CARD_QUANTITY,
      },
    },
    200,
    CACHE_SHORT,
  );
});

/** The sum of the prices of a product's parts, in cents so no float is left over; the original only when higher. */
function totalPrice(prices: readonly Price[]): Price {
  const cents = (value: number) => Math.round(value * 100);
  const current = prices.reduce((sum, price) => sum + cents(price.current), 0);
  const original = prices.reduce((sum, price) => sum + cents(price.original ?? price.current), 0);
  return { current: current / 100, original: original > current ? original / 100 : null };
}

/**
 * What a SKU stands for (spec §3 calculator "SKU preset: context, priceCurrent, priceOriginal"):
 * a card accessory of the catalogue (its parts read from the SKU, spec §3), or a wall-art picture
 * `{material}-{format}` / `{material}-{frameType}-{format}` (product kind photoframe, what the
 * photo-frame designer takes) priced as the material in the format plus the frame. 404 naming `sku` for a SKU that is neither, or has no price in the locale's currency.
 */
siteData.get('/web-api/sku/container', validated('query', z.object({ sku: Id })), async (c) => {
  const { sku } = c.req.valid('query');
  const { channel, locale } = c.get('market');
  const accessory = await findAccessory(c.env.DB, channel, locale, sku);
  if (accessory?.price) {
    const { kind: _kind, ...parts } = accessoryParts(sku);
    return c.json(
      { sku, productKind: 'accessory', context: { accessoryKind: accessory.kind, ...parts }, ...priceFieldsOrNone(accessory.price) },
      200,
      CACHE_SHORT,
    );
  }
  const wallArt = accessory ? null : wallArtSku(sku);
  if (wallArt) {
    const articles = [`format/${wallArt.materialType}/${wallArt.formatType}`];
    if (wallArt.frameType) articles.push(`frame/${wallArt.frameType}/${wallArt.formatType}`);
    const prices = [...(await findPrices(c.env.DB, channel, locale, articles)).values()];
    if (prices.every((price) => price !== null)) {
      return c.json({ sku, productKind: 'photoframe', context: wallArt, ...priceFieldsOrNone(totalPrice(prices)) }, 200, CACHE_SHORT);
    }
  }
  return c.json(problem('sku', `no article ${sku} with a price in ${LOCALE_INFO[locale].currency}`), 404);
});
