import type { LinkContext } from '../content/links';
import { LOCALE_INFO } from '../locale/locales';
import type { ShopData } from '../shop-data';
import { useShop } from './shop-context';

/** Where a page stands, for writing content links from it. */
export function linkContextOf(data: Pick<ShopData, 'channel' | 'locale' | 'pathPrefix' | 'platform' | 'designerOrigin'>): LinkContext {
  return {
    channel: data.channel,
    language: LOCALE_INFO[data.locale].language,
    prefix: data.pathPrefix,
    platform: data.platform,
    designerOrigin: data.designerOrigin,
  };
}

/** Where the current page stands, for writing content links from it. */
export function useLinkContext(): LinkContext {
  return linkContextOf(useShop().data);
}
