import type { Platform } from '../channel/channels';

/**
 * Path conventions of spec §2: start paths, the desktop marker and how a page path is written
 * for a locale prefix and platform.
 */

/** spec §2 "Start paths": `/` for web, `/desktop-startseite` for desktop. */
export const START_PATH: Readonly<Record<Platform, string>> = {
  web: '/',
  desktop: '/desktop-startseite',
};

/** spec §2: `/d` marks the desktop variant. */
export const DESKTOP_MARKER = 'd';

interface PathParts {
  /** Language prefix such as `fr`, or '' for the domain's default locale. */
  prefix: string;
  platform: Platform;
  /** The page path behind the prefix and marker, starting with `/`. */
  inner: string;
  /** Whether page paths end in a slash on this channel. */
  trailingSlash: boolean;
}

/**
 * Writes a page path: language prefix, desktop marker when needed, inner path, trailing slash
 * per channel. The desktop start path carries no marker of its own.
 * @example pagePath({ prefix: 'fr', platform: 'web', inner: '/fotokalender', trailingSlash: true })
 *          // '/fr/fotokalender/'
 */
export function pagePath({ prefix, platform, inner, trailingSlash }: PathParts): string {
  const marker = platform === 'desktop' && inner !== START_PATH.desktop ? `/${DESKTOP_MARKER}` : '';
  const body = `${prefix ? `/${prefix}` : ''}${marker}${inner === '/' ? '' : inner}`;
  if (body === '') return '/';
  return withTrailingSlash(body, trailingSlash);
}

/** Adds or removes the trailing slash of a page path; `/` stays `/`, file names keep none. */
export function withTrailingSlash(path: string, trailingSlash: boolean): string {
  const trimmed = path.replace(/\/+$/, '');
  if (trimmed === '') return '/';
  const lastSegment = trimmed.slice(trimmed.lastIndexOf('/') + 1);
  if (lastSegment.includes('.')) return trimmed;
  return trailingSlash ? `${trimmed}/` : trimmed;
}
