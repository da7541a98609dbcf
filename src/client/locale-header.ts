/** spec §7: the shop's API calls carry the page's locale (answers such as a 429 come in its language). */
export function localeHeader(): { 'x-locale': string } {
  return { 'x-locale': document.documentElement.lang };
}
