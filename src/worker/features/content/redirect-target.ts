import { CHANNEL_INFO } from '../../../shared/channel/channels';
import { safeUrl } from '../../../shared/content/links';
import type { Link } from '../../../shared/content/story';
import { SPECIAL_SLUGS, splitFullSlug } from '../../../shared/content/story-slugs';
import { DOMAIN_INFO, LANGUAGE_HOME } from '../../../shared/locale/domains';
import { LOCALE_INFO } from '../../../shared/locale/locales';
import { pagePath, START_PATH } from '../../../shared/routing/paths';
import type { ShopConfig } from '../../platform/env';
import type { PageLocation } from '../../platform/request/locale-path';
import { originFor, type Site } from '../../platform/request/site';

/**
 * Where a story's redirect target points (spec §2 content pages): a story link becomes the page
 * path of that story (on its own channel and language domain when those differ); a URL link is
 * followed only with http or https, a same-host URL becomes a path, and `//host` is refused.
 * Null when the target cannot be followed safely.
 */
export function redirectLocation(target: Link, here: { url: URL; site: Site; config: ShopConfig; location: PageLocation }): string | null {
  if (target.linktype === 'story') return storyLocation(target.cached_url, here);
  if (target.linktype !== 'url') return null;
  // The content link rules first (no `//host`, only safe protocols), then only web addresses.
  const safe = safeUrl(target.url || target.cached_url);
  if (!safe || safe.startsWith('/')) return safe;
  const url = new URL(safe);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.host === here.url.host) return `${url.pathname}${url.search}${url.hash}`;
  return url.href;
}

function storyLocation(
  full: string,
  { site, config, location }: { site: Site; config: ShopConfig; location: PageLocation },
): string | null {
  const parts = splitFullSlug(full);
  if (!parts) return null;
  const inner = parts.slug === SPECIAL_SLUGS.home ? START_PATH[location.platform] : `/${parts.slug}`;
  const trailingSlash = CHANNEL_INFO[parts.channel].trailingSlash;
  const sameLanguage = LOCALE_INFO[location.locale].language === parts.language;
  if (sameLanguage && parts.channel === site.channel) {
    return pagePath({ prefix: location.prefix, platform: location.platform, inner, trailingSlash });
  }
  const ending = sameLanguage ? site.ending : LANGUAGE_HOME[parts.language];
  const prefix = sameLanguage
    ? location.prefix
    : LOCALE_INFO[DOMAIN_INFO[ending].defaultLocale].language === parts.language
      ? ''
      : parts.language;
  return originFor(config, site, parts.channel, ending) + pagePath({ prefix, platform: location.platform, inner, trailingSlash });
}
