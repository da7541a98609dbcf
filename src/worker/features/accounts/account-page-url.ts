import { ACCOUNT_PAGES, NEW_PASSWORD_PAGES } from '../../../shared/account-paths';
import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { prefixOn } from '../../../shared/locale/domains';
import { LOCALE_INFO, type Locale } from '../../../shared/locale/locales';
import { pagePath } from '../../../shared/routing/paths';
import type { Site } from '../../platform/request/site';

const PAGES = { account: ACCOUNT_PAGES, 'new-password': NEW_PASSWORD_PAGES } as const;

/**
 * An account page of `locale`'s language on this shop's host, as a mail links to it or a link's
 * call leads back to it: built from the site alone, never from a request's query, so no link can
 * send anyone elsewhere. The page's own spelling (a trailing slash on Kartenliebe) needs no redirect.
 */
export function accountPageUrl(site: Site, locale: Locale, page: keyof typeof PAGES): string {
  const path = pagePath({
    prefix: prefixOn(site.ending, locale) ?? '',
    platform: 'web',
    inner: `/${PAGES[page][LOCALE_INFO[locale].language as keyof typeof ACCOUNT_PAGES]}`,
    trailingSlash: CHANNEL_INFO[site.channel].trailingSlash,
  });
  return `${site.origin}${path}`;
}
