/**
 * A hand-off the server wrote (./hand-offs.ts), with what the shopper chose since written into it
 * in the browser (a card's quantity and accessories, a calendar's start). A module of its own, so
 * the calculators that only link (wall art, photo prints) carry none of it (decision 024).
 */

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
