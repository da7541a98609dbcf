import type { Locale } from '../../src/shared/locale/locales';

/**
 * Every locale on its domain ending and path prefix (spec §3 locales; docs/domains-and-locales.md),
 * written out by hand, so that a wrong row in the shop's tables shows up in the tests that use it.
 */
export const LOCALE_SITES: readonly [ending: string, prefix: string, locale: Locale][] = [
  ['de', '', 'de-DE'],
  ['at', '', 'de-AT'],
  ['ch', '', 'de-CH'],
  ['ch', 'fr', 'fr-CH'],
  ['ch', 'it', 'it-CH'],
  ['it', '', 'it-IT'],
  ['it', 'de', 'de-IT'],
  ['li', '', 'de-LI'],
  ['lu', '', 'de-LU'],
  ['lu', 'fr', 'fr-LU'],
  ['co.uk', '', 'en-GB'],
  ['com', '', 'en-US'],
  ['es', '', 'es-ES'],
  ['be', '', 'nl-BE'],
  ['be', 'fr', 'fr-BE'],
  ['fr', '', 'fr-FR'],
  ['nl', '', 'nl-NL'],
];
