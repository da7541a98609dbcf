import { type Channel, isChannel } from '../channel/channels';
import { isLanguage, type Language } from '../locale/locales';

/**
 * Where stories live in the content space: a folder per channel and language
 * (`kartenliebe/fr/calendrier-photo`), see docs/content-model.md "Space layout".
 */

/** The special stories every language folder holds. */
export const SPECIAL_SLUGS = {
  home: 'home',
  navigation: 'navigation',
  globalConfig: 'global-config',
  error: 'error',
} as const;

/**
 * A slug a page may ask the content service for: lowercase words of letters, digits, `-` and
 * `_`, separated by single slashes, at most 200 characters (spec §2: the catch-all runs a slug
 * sanity check before rendering). Anything else never reaches the source or the cache.
 */
const SANE_SLUG = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*$/;
const MAX_SLUG_LENGTH = 200;

export function isSaneSlug(slug: string): boolean {
  return slug.length <= MAX_SLUG_LENGTH && SANE_SLUG.test(slug);
}

/** @example fullSlug('kartenliebe', 'fr', 'calendrier-photo') // 'kartenliebe/fr/calendrier-photo' */
export function fullSlug(channel: Channel, language: Language, slug: string): string {
  return `${channel}/${language}/${slug}`;
}

/**
 * The parts of a full slug, or null when it is not in a channel and language folder.
 * @example splitFullSlug('wallart/en/wall-art') // { channel: 'wallart', language: 'en', slug: 'wall-art' }
 */
export function splitFullSlug(full: string): { channel: Channel; language: Language; slug: string } | null {
  const [channel = '', language = '', ...rest] = full.replace(/^\/+|\/+$/g, '').split('/');
  if (!isChannel(channel) || !isLanguage(language) || rest.length === 0) return null;
  return { channel, language, slug: rest.join('/') };
}

/**
 * The folder of product pages in each channel and language folder (decision 038): the product
 * detail route `/products/{id}` (spec §2) shows the story `products/{id}`.
 */
export const PRODUCTS_FOLDER = 'products';
