/**
 * Where a hand-off goes: the designer base path of its product kind (spec §2), localised and on
 * the designer's origin when one is configured (decision 031). The query is the kind's hand-off
 * (./hand-offs.ts), which the catalogue writes on the server for every design, so the browser
 * holds only this (decision 033).
 */

/** spec §2 designer base paths by product kind; photo prints open the photo box designer (decision 028). */
const DESIGNER_BASE_PATH = {
  card: '/configurator-card',
  calendar: '/configurator-calendar',
  collage: '/configurator-collage',
  photoframe: '/configurator-photo-frame',
  photobook: '/configurator-photobook',
  photobox: '/configurator-photobox',
} as const;

/**
 * The designer URL of a hand-off: the kind's base path with the locale's prefix, on the designer's
 * origin when one is configured.
 * @example designerUrl('card', 'themeId=2048&quantity=50&locale=fr-CH', { pathPrefix: 'fr', designerOrigin: null })
 *          // '/fr/configurator-card?themeId=2048&quantity=50&locale=fr-CH'
 */
export function designerUrl(
  kind: keyof typeof DESIGNER_BASE_PATH,
  handOff: string,
  where: { pathPrefix: string; designerOrigin: string | null },
): string {
  return designerLink(`${DESIGNER_BASE_PATH[kind]}?${handOff}`, { prefix: where.pathPrefix, designerOrigin: where.designerOrigin });
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
