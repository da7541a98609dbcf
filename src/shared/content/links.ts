import { CHANNEL_INFO, type Channel, type Platform } from '../channel/channels';
import { designerLink } from '../designer/designer-url';
import type { Language } from '../locale/locales';
import { pagePath, START_PATH } from '../routing/paths';
import { safeUrl } from './safe-url';
import type { Link } from './story';
import { SPECIAL_SLUGS, splitFullSlug } from './story-slugs';

// Most callers read links and URLs from one place; the check itself is a module of its own, so a
// part that only checks a URL (the video block) does not bring the link rules along (decision 024).
export { safeUrl };

/** Where a page stands, as far as writing links from it is concerned. */
export interface LinkContext {
  channel: Channel;
  language: Language;
  prefix: string;
  platform: Platform;
  /** The designer's origin, or null when designer links stay on the shop's host (ShopData.designerOrigin). */
  designerOrigin: string | null;
}

/** What an email link's address must look like. */
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
    default: {
      // spec §2: an editor's `configurator-…` link gets the locale, and goes to the designer's origin.
      const written = link.url || link.cached_url;
      const designer = designerLink(written, here);
      return safeUrl(designer === written ? withLocalePrefix(written, here.prefix) : designer);
    }
  }
}

function storyHref(full: string, here: LinkContext): string | null {
  const parts = splitFullSlug(full);
  if (!parts || parts.channel !== here.channel || parts.language !== here.language) return null;
  const inner = parts.slug === SPECIAL_SLUGS.home ? START_PATH[here.platform] : `/${parts.slug}`;
  return pagePath({ prefix: here.prefix, platform: here.platform, inner, trailingSlash: CHANNEL_INFO[here.channel].trailingSlash });
}

/** A path that already names a language or the desktop app, or names a file or a call: left as written. */
const KEEPS_ITS_PREFIX = /^\/(?:[a-z]{2}|d|web-api|assets)(?:[/?#]|$)|^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)/i;

/**
 * A link an editor wrote as a path of the shop ("/panier") stays in the page's language: it gets
 * the locale prefix, as spec §2 says of designer links (decision 074). kartenliebe.ch/fr/ links
 * `/panier` as `/fr/panier`, where the unprefixed path would answer in German.
 * @example withLocalePrefix('/espace-client', 'fr') // '/fr/espace-client'
 */
function withLocalePrefix(path: string, prefix: string): string {
  if (!prefix || !path.startsWith('/') || path.startsWith('//') || KEEPS_ITS_PREFIX.test(path)) return path;
  return `/${prefix}${path}`;
}
