import type { LinkContext } from '../content/links';
import { LOCALE_INFO } from '../locale/locales';
import { useShop } from './shop-context';

/** Where the current page stands, for writing content links from it. */
export function useLinkContext(): LinkContext {
  const { data } = useShop();
  return { channel: data.channel, language: LOCALE_INFO[data.locale].language, prefix: data.pathPrefix, platform: data.platform };
}
