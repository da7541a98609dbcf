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

/**
 * spec §2: a link starting with `configurator-` gets the current locale's prefix added if missing.
 * Links that already carry a language prefix, and locales served without one, stay as they are.
 * @example localiseDesignerLink('/configurator-card?themeId=4', 'fr') // '/fr/configurator-card?themeId=4'
 */
export function localiseDesignerLink(link: string, prefix: string): string {
  const path = link.startsWith('/') ? link : `/${link}`;
  if (!path.startsWith('/configurator-')) return link;
  return prefix ? `/${prefix}${path}` : path;
}

/** A designer base path, with or without a language prefix (spec §2). */
const DESIGNER_PATH = /^\/?(?:[a-z]{2}\/)?configurator-/;

/**
 * Where a designer link leads the shopper: localised (spec §2) and, when the designer has an
 * origin of its own, absolute on it (decision 031); other links are left as they are.
 * @example designerLink('/configurator-card?themeId=4', { prefix: 'fr', designerOrigin: 'https://designer.kartenliebe.ch' })
 *          // 'https://designer.kartenliebe.ch/fr/configurator-card?themeId=4'
 */
export function designerLink(link: string, here: { prefix: string; designerOrigin: string | null }): string {
  if (!DESIGNER_PATH.test(link)) return link;
  const localised = localiseDesignerLink(link, here.prefix);
  return here.designerOrigin ? here.designerOrigin + localised : localised;
}
