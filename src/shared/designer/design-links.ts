import type { DesignCard } from '../catalogue/listing';
import { CHANNEL_INFO, type Channel, type Platform } from '../channel/channels';
import { pagePath } from '../routing/paths';
import { designerUrl } from './designer-url';

/** Where a design link is written: the page's place and its designer (ShopData fields). */
interface LinkFrom {
  channel: Channel;
  platform: Platform;
  pathPrefix: string;
  designerOrigin: string | null;
}

/**
 * Where a design leads a shopper: a card theme to its theme page (spec §2 route `/themes/{id}`),
 * every other design straight into the designer with the hand-off the catalogue wrote for it.
 * @example designHref({ kind: 'calendar', id: '4711', handOff: 'designId=4711&locale=fr-CH' }, from)
 *          // '/fr/configurator-calendar?designId=4711&locale=fr-CH'
 */
export function designHref(design: Pick<DesignCard, 'kind' | 'id' | 'handOff'>, from: LinkFrom): string {
  if (design.kind === 'card') {
    return pagePath({
      prefix: from.pathPrefix,
      platform: from.platform,
      inner: `/themes/${encodeURIComponent(design.id)}`,
      trailingSlash: CHANNEL_INFO[from.channel].trailingSlash,
    });
  }
  return designerHref(design, from);
}

/** The designer for a design, whatever its kind (the "design now" button of a detail). */
export function designerHref(design: Pick<DesignCard, 'kind' | 'handOff'>, from: Omit<LinkFrom, 'channel' | 'platform'>): string {
  return designerUrl(design.kind, design.handOff, from);
}
