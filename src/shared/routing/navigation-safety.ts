/**
 * spec §5 navigation rules for programmatic navigation: leaving the site needs an explicit
 * external flag, dangerous protocols are refused, and a payload URL (a path handed over by data)
 * must not name a host.
 */
export const REFUSED_PROTOCOL_MESSAGE = 'Cannot navigate to a URL with that protocol';

const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:']);

export class NavigationRefused extends Error {
  override readonly name = 'NavigationRefused';
}

/**
 * The URL to navigate to from `base`, or a NavigationRefused error naming why not.
 * @example navigationTarget('/fr/cartes/', 'https://kartenliebe.ch/fr/') // 'https://kartenliebe.ch/fr/cartes/'
 */
export function navigationTarget(target: string, base: string, options: { external?: boolean; payload?: boolean } = {}): string {
  const trimmed = target.trim();
  if (options.payload && (trimmed.startsWith('//') || /^[a-z][a-z0-9+.-]*:/i.test(trimmed))) {
    throw new NavigationRefused('A payload URL must be a path without a host');
  }
  let url: URL;
  try {
    url = new URL(trimmed, base);
  } catch {
    throw new NavigationRefused(`Not a URL: ${trimmed}`);
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) throw new NavigationRefused(REFUSED_PROTOCOL_MESSAGE);
  const leaves = url.origin !== new URL(base).origin && (url.protocol === 'http:' || url.protocol === 'https:');
  if (leaves && !options.external) throw new NavigationRefused(`Navigating to another site needs the external flag: ${url.origin}`);
  return url.href;
}
