import { CHANNEL_INFO, type Platform } from '../../../shared/channel/channels';
import { DOMAIN_INFO, LANGUAGE_HOME, localeForPrefix } from '../../../shared/locale/domains';
import { isLanguage, type Language, type Locale } from '../../../shared/locale/locales';
import { isDesignerBasePath } from '../../../shared/routing/designer-paths';
import { DESKTOP_MARKER, START_PATH, withTrailingSlash } from '../../../shared/routing/paths';
import type { ShopConfig } from '../env';
import { originFor, type Site } from './site';

/** Where a page request stands after the path conventions of spec §2 are applied. */
export interface PageLocation {
  locale: Locale;
  /** Language prefix as written in the path (`fr`), or '' for the domain's default locale. */
  prefix: string;
  platform: Platform;
  /** Path behind prefix and desktop marker, always starting with `/`, without trailing slash. */
  inner: string;
}

type LocalePathResolution =
  | { kind: 'page'; location: PageLocation }
  | { kind: 'redirect'; location: string; status: 301 | 302 }
  | { kind: 'unknown-prefix' };

const TWO_LETTERS = /^[a-zA-Z]{2}$/;

/**
 * The canonical spelling of a page path: single slashes, lowercase language prefix, trailing
 * slash as the channel wants it (spec §2 "Paths are normalised").
 * @example normalisePagePath('//FR//fotokalender', true) // '/fr/fotokalender/'
 */
export function normalisePagePath(pathname: string, trailingSlash: boolean): string {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const prefixAt = segments[0] === DESKTOP_MARKER ? 1 : 0;
  const candidate = segments[prefixAt];
  if (candidate !== undefined && TWO_LETTERS.test(candidate)) segments[prefixAt] = candidate.toLowerCase();
  return withTrailingSlash(`/${segments.join('/')}`, trailingSlash);
}

/**
 * Applies spec §2 path conventions to a page request on a site, in this order: a language prefix
 * served by another domain ending redirects there with the very same path and query; an unknown
 * prefix is reported; a path not in canonical spelling redirects to it; then locale, desktop
 * marker and platform are read. The fragment never reaches the server; browsers keep it across
 * redirects.
 */
export function resolveLocalePath(url: URL, site: Site, config: ShopConfig): LocalePathResolution {
  const written = languagePrefix(url.pathname);
  let language: Language | null = null;
  if (written !== null) {
    if (!isLanguage(written)) return { kind: 'unknown-prefix' };
    language = written;
    if (!localeForPrefix(site.ending, language)) {
      const target = originFor(config, site, site.channel, LANGUAGE_HOME[language]);
      return { kind: 'redirect', location: `${target}${url.pathname}${url.search}`, status: 302 };
    }
  }

  // Designer base paths keep the designer's spelling, without a slash (decision 031).
  const trailingSlash = CHANNEL_INFO[site.channel].trailingSlash && !isDesignerBasePath(url.pathname);
  const canonical = normalisePagePath(url.pathname, trailingSlash);
  if (canonical !== url.pathname) return { kind: 'redirect', location: `${canonical}${url.search}`, status: 301 };

  const segments = canonical.split('/').filter((segment) => segment !== '');
  let platform: Platform = 'web';
  let index = 0;
  // spec §2 writes the desktop marker both before and after the locale prefix; both are accepted.
  if (segments[index] === DESKTOP_MARKER) {
    platform = 'desktop';
    index += 1;
  }
  let locale = DOMAIN_INFO[site.ending].defaultLocale;
  let prefix = '';
  if (language !== null) {
    locale = localeForPrefix(site.ending, language) ?? locale;
    prefix = language;
    index += 1;
  }
  if (platform === 'web' && segments[index] === DESKTOP_MARKER) {
    platform = 'desktop';
    index += 1;
  }

  const inner = `/${segments.slice(index).join('/')}`.replace(/\/$/, '') || '/';
  if (inner === START_PATH.desktop) platform = 'desktop';
  return { kind: 'page', location: { locale, prefix, platform, inner } };
}

/** The two-letter first segment (after an optional desktop marker), lowercased, or null. */
function languagePrefix(pathname: string): string | null {
  const segments = pathname.split('/').filter((segment) => segment !== '');
  const candidate = segments[segments[0] === DESKTOP_MARKER ? 1 : 0];
  return candidate !== undefined && TWO_LETTERS.test(candidate) ? candidate.toLowerCase() : null;
}
