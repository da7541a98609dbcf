import type { Platform } from '../../../shared/channel/channels';
import type { Locale } from '../../../shared/locale/locales';

/** Query parameters that say where a visitor came from and never change the page (decision 019). */
const TRACKING_PARAMETERS = new Set(['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'gclid', 'fbclid', 'msclkid']);

interface PageVariant {
  channel: string;
  locale: Locale;
  platform: Platform;
  /**
   * The variant of the flags the page shows (src/worker/features/flags/visitor-flags.ts): their treatments
   * and change numbers, never the visitor's key; '' for the plain key (decision 058).
   */
  flags: string;
  generation: string;
  /** The build of the browser's files the page names (src/worker/platform/client-assets.ts CLIENT_BUILD). */
  build: string;
  /** Where the page's designer links lead (decision 031): configuration the HTML is written with. */
  designerOrigin: string | null;
}

/**
 * The cache key of a page (decision 019): its URL without tracking parameters and with the rest
 * sorted, plus everything else the HTML depends on. Channel, locale and platform follow from host
 * and path today; they are named anyway so a page can never be served in the wrong one.
 * @example pageCacheKey(new URL('https://wallart.de/wandbilder?utm_source=x'), { channel: 'wallart', locale: 'de-DE', platform: 'web', flags: '', generation: '7', build: 'b1', designerOrigin: null })
 * // 'https://wallart.de/wandbilder?page-variant=7.b1.wallart.de-DE.web..'
 */
export function pageCacheKey(url: URL, variant: PageVariant): string {
  const query = [...url.searchParams].filter(([name]) => !TRACKING_PARAMETERS.has(name)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const key = new URL(url.pathname, url.origin);
  for (const [name, value] of query) key.searchParams.append(name, value);
  // One parameter no page reads carries the variant, so the key stays a URL of the page's own host.
  key.searchParams.append(
    'page-variant',
    [
      variant.generation,
      variant.build,
      variant.channel,
      variant.locale,
      variant.platform,
      variant.flags,
      variant.designerOrigin ?? '',
    ].join('.'),
  );
  return key.toString();
}
