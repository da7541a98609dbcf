import { CHANNEL_INFO, type Channel, type Platform } from '../../../shared/channel/channels';
import type { PageStory } from '../../../shared/content/story';
import { SPECIAL_SLUGS, splitFullSlug } from '../../../shared/content/story-slugs';
import { homeOfLocale } from '../../../shared/locale/domains';
import { DEFAULT_LOCALE, LANGUAGES, type Language, LOCALE_INFO, LOCALES, type Locale } from '../../../shared/locale/locales';
import { pagePath, START_PATH } from '../../../shared/routing/paths';
import type { PageData } from '../../../shared/shop-data';
import type { ShopConfig } from '../../platform/env';
import type { PageLocation } from '../../platform/request/locale-path';
import { originFor, type Site } from '../../platform/request/site';

/** The head links that tell search engines where a page lives in every locale (issue "Page shell" 8). */
export interface PageLinks {
  canonical: string | null;
  /** hreflang alternates, one per locale with this page, plus `x-default`. */
  alternates: { hreflang: string; href: string }[];
  /** Error pages are not to be indexed. */
  noindex: boolean;
}

/** Where a page is asked for: the site, its configuration and the page's locale and platform. */
interface Where {
  config: ShopConfig;
  site: Site;
  location: PageLocation;
}

/** The story of a content page as far as its languages go: its own full slug and its translations'. */
type TranslatedStory = Pick<PageStory, 'full_slug' | 'alternates'>;

/**
 * Pages never indexed: error pages; the designer's hand-off (decision 028), no page of the shop;
 * the account and newsletter pages, with a path per language and nothing to find (decisions 054, 055).
 */
const UNINDEXED: ReadonlySet<PageData['kind']> = new Set(['error', 'designer', 'account', 'new-password', 'newsletter']);

/**
 * The page's URL in every locale that has it. A content page exists in the locales of its own
 * language and of the languages its story is translated into (Storyblok `alternates`); the named
 * routes (products, themes, wishlist) exist under the same path everywhere. `x-default` is the
 * de-DE page when there is one (spec §3 default locale), else the page in its own language's home.
 */
export function pageLinks(page: PageData, where: Where): PageLinks {
  if (UNINDEXED.has(page.kind)) return { canonical: null, alternates: [], noindex: true };
  const { urls, xDefault } = localisedUrls(page.kind === 'content' ? page.story : null, where);
  const alternates: PageLinks['alternates'] = urls.map(({ locale, url }) => ({ hreflang: locale, href: url }));
  if (xDefault) alternates.push({ hreflang: 'x-default', href: xDefault });
  return { canonical: urls.find((entry) => entry.locale === where.location.locale)?.url ?? null, alternates, noindex: false };
}

/**
 * The absolute URLs of a page in every locale that has it, in the order of LOCALES, and the one
 * for `x-default`: what the hreflang links say and `/web-api/localized-urls` answers (decision 036).
 * `story` is the content page's story, null for a named route.
 * @example localisedUrls(null, { config, site, location: { locale: 'de-CH', prefix: '', platform: 'web', inner: '/products' } })
 *          // { urls: [{ locale: 'de-AT', url: 'https://kartenliebe.at/products/' }, …], xDefault: 'https://kartenliebe.de/products/' }
 */
export function localisedUrls(
  story: TranslatedStory | null,
  where: Where,
): { urls: { locale: Locale; url: string }[]; xDefault: string | null } {
  const urls = localisedPaths(story, where).map(({ locale, path }) => ({
    locale,
    url: `${originFor(where.config, where.site, where.site.channel, homeOfLocale(locale).ending)}${path}`,
  }));
  const fallback =
    urls.find((entry) => entry.locale === DEFAULT_LOCALE) ??
    urls.find((entry) => entry.locale === homeLocaleOf(LOCALE_INFO[where.location.locale].language)) ??
    urls.find((entry) => entry.locale === where.location.locale);
  return { urls, xDefault: fallback?.url ?? null };
}

/**
 * The path of a page on its home domain in every locale that has it, in the order of LOCALES: the
 * hreflang links' paths and the language choice's (./language-links.ts).
 */
export function localisedPaths(story: TranslatedStory | null, where: Pick<Where, 'site' | 'location'>): { locale: Locale; path: string }[] {
  const channel = where.site.channel;
  const inners = innerPathByLanguage(story, where.location, channel);
  const paths: { locale: Locale; path: string }[] = [];
  for (const locale of LOCALES) {
    const inner = inners.get(LOCALE_INFO[locale].language);
    if (inner !== undefined) paths.push({ locale, path: pathIn(locale, inner, channel, where.location.platform) });
  }
  return paths;
}

function innerPathByLanguage(story: TranslatedStory | null, location: PageLocation, channel: Channel): Map<Language, string> {
  const inners = new Map<Language, string>();
  if (story === null) {
    for (const language of LANGUAGES) inners.set(language, location.inner);
    return inners;
  }
  for (const full of [story.full_slug, ...story.alternates.map((alternate) => alternate.full_slug)]) {
    const parts = splitFullSlug(full);
    if (!parts || parts.channel !== channel) continue;
    inners.set(parts.language, parts.slug === SPECIAL_SLUGS.home ? START_PATH[location.platform] : `/${parts.slug}`);
  }
  return inners;
}

function pathIn(locale: Locale, inner: string, channel: Channel, platform: Platform): string {
  const prefix = homeOfLocale(locale).prefix.replace(/^\//, '');
  return pagePath({ prefix, platform, inner, trailingSlash: CHANNEL_INFO[channel].trailingSlash });
}

/** The locale a language's home domain serves by default (de → de-DE, en → en-GB, ...). */
function homeLocaleOf(language: Language): Locale | undefined {
  return LOCALES.find(
    (locale) => LOCALE_INFO[locale].language === language && homeOfLocale(locale).prefix === '' && LOCALE_INFO[locale].fallback === null,
  );
}
