import { designerLink } from '../content/links';

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
