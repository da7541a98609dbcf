import { CHANNEL_INFO, type Channel, type Platform } from '../channel/channels';
import type { Language } from '../locale/locales';
import { pagePath, START_PATH } from '../routing/paths';
import type { Link } from './story';
import { SPECIAL_SLUGS, splitFullSlug } from './story-slugs';

/** Where a page stands, as far as writing links from it is concerned. */
export interface LinkContext {
  channel: Channel;
  language: Language;
  prefix: string;
  platform: Platform;
}

/** Protocols a content link may use (spec §5: dangerous URL protocols are refused). */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const EMAIL = /^[^\s@<>"']+@[^\s@<>"']+\.[^\s@<>"']+$/;

/**
 * The href of a content link (Storyblok multilink), or null when it must not be followed:
 * - story: the page path of a story in the page's own channel and language folder;
 * - url and asset: a root-relative path (not `//host`) or an absolute URL with a safe protocol;
 * - email: a `mailto:` address.
 * @example linkHref({ linktype: 'story', cached_url: 'kartenliebe/fr/cartes', url: '' }, { channel: 'kartenliebe', language: 'fr', prefix: 'fr', platform: 'web' }) // '/fr/cartes/'
 */
export function linkHref(link: Pick<Link, 'linktype' | 'url' | 'cached_url' | 'email'> | undefined, here: LinkContext): string | null {
  if (!link) return null;
  switch (link.linktype) {
    case 'story':
      return storyHref(link.cached_url, here);
    case 'email': {
      const address = (link.email ?? link.url ?? '').replace(/^mailto:/, '').trim();
      return EMAIL.test(address) ? `mailto:${address}` : null;
    }
    default:
      return safeUrl(link.url || link.cached_url);
  }
}

/**
 * A URL as written in content, if it is safe to put in an href. It is read the way a browser
 * reads an href (URL standard): tabs and newlines anywhere are dropped and control characters and
 * spaces around it trimmed, so `/\t/host` cannot pass as a path and then open as `//host`.
 */
export function safeUrl(written: string | undefined): string | null {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: the URL standard trims C0 controls and spaces around an href; this does the same on purpose
  const url = (written ?? '').replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '');
  if (url === '') return null;
  if (url.startsWith('/')) return url.startsWith('//') || url.startsWith('/\\') ? null : url;
  try {
    return SAFE_PROTOCOLS.has(new URL(url).protocol) ? url : null;
  } catch {
    return null;
  }
}

function storyHref(full: string, here: LinkContext): string | null {
  const parts = splitFullSlug(full);
  if (!parts || parts.channel !== here.channel || parts.language !== here.language) return null;
  const inner = parts.slug === SPECIAL_SLUGS.home ? START_PATH[here.platform] : `/${parts.slug}`;
  return pagePath({ prefix: here.prefix, platform: here.platform, inner, trailingSlash: CHANNEL_INFO[here.channel].trailingSlash });
}
