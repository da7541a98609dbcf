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
 * A hand-off the server wrote with one parameter set to the shopper's choice: the parameter keeps
 * its place, or comes last when the hand-off had none (spec §5 query strings; decision 039).
 * @example handOffWith('materialType=poster&formatType=600x400&locale=de-DE', 'formatType', '900x600')
 *          // 'materialType=poster&formatType=900x600&locale=de-DE'
 */
export function handOffWith(handOff: string, name: string, value: string): string {
  const pair = `${name}=${encodeURIComponent(value)}`;
  const pairs = handOff === '' ? [] : handOff.split('&');
  const at = pairs.findIndex((each) => each.startsWith(`${name}=`));
  if (at < 0) return [...pairs, pair].join('&');
  return pairs.map((each, index) => (index === at ? pair : each)).join('&');
}

/**
 * A hand-off the server wrote with a list parameter set to the shopper's choice, written as spec
 * §5 writes lists (`name[]` once per value): the list takes the place of the one the hand-off had,
 * or comes last; an empty list leaves the parameter out (decision 045).
 * @example handOffWithList('themeId=2048&quantity=50&locale=de-DE', 'accessoryTypes', ['seal-rund-30x30-gold'])
 *          // 'themeId=2048&quantity=50&locale=de-DE&accessoryTypes[]=seal-rund-30x30-gold'
 */
export function handOffWithList(handOff: string, name: string, values: readonly string[]): string {
  const key = `${name}[]=`;
  const pairs = handOff === '' ? [] : handOff.split('&');
  const at = pairs.findIndex((each) => each.startsWith(key));
  const kept = pairs.filter((each) => !each.startsWith(key));
  const list = values.map((value) => key + encodeURIComponent(value));
  return (at < 0 ? [...kept, ...list] : [...kept.slice(0, at), ...list, ...kept.slice(at)]).join('&');
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
