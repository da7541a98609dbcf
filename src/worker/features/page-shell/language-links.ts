import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { localesOn, prefixOn } from '../../../shared/locale/domains';
import type { Locale } from '../../../shared/locale/locales';
import { pagePath, START_PATH } from '../../../shared/routing/paths';
import type { PageData, ShopData } from '../../../shared/shop-data';
import type { PageLocation } from '../../platform/request/locale-path';
import type { Site } from '../../platform/request/site';
import { localisedPaths } from './seo';

/**
 * The language choice of a domain that serves more than one language (spec §3 locale table,
 * decision 074): for each of its locales, this page in that language, as the hreflang links name
 * it, with the visitor's choices of the page's query (a catalogue's filters, a calculator's
 * format). A page the content has not translated, and an error page, lead to the start page of
 * that language. None on a domain of one language.
 * @example languageLinks(contentPage, { site: kartenliebeCh, location: { locale: 'fr-CH', … } }, { sort: 'created' })
 *          // [{ locale: 'de-CH', href: '/karten/hochzeit/?sort=created' }, { locale: 'fr-CH', … }, { locale: 'it-CH', … }]
 */
export function languageLinks(
  page: PageData,
  where: { site: Site; location: PageLocation },
  query: ShopData['pageQuery'],
): ShopData['languageLinks'] {
  const locales = localesOn(where.site.ending);
  if (locales.length < 2) return [];
  const paths = page.kind === 'error' ? [] : localisedPaths(page.kind === 'content' ? page.story : null, where);
  const search = new URLSearchParams(Object.entries(query)).toString();
  return locales.map((locale) => {
    const own = paths.find((entry) => entry.locale === locale);
    return { locale, href: own ? `${own.path}${search ? `?${search}` : ''}` : startPathOf(locale, where) };
  });
}

function startPathOf(locale: Locale, { site, location }: { site: Site; location: PageLocation }): string {
  return pagePath({
    prefix: prefixOn(site.ending, locale) ?? '',
    platform: location.platform,
    inner: START_PATH[location.platform],
    trailingSlash: CHANNEL_INFO[site.channel].trailingSlash,
  });
}
