import type { DesignCard } from '../catalogue/listing';
import { CHANNEL_INFO, type Channel, type Platform } from '../channel/channels';
import { pagePath } from '../routing/paths';
import { PRODUCT_PAGES } from '../routing/product-pages';
import { designerUrl } from './designer-url';

/** Where a design link is written: the page's place and its designer (ShopData fields). */
interface LinkFrom {
  channel: Channel;
  platform: Platform;
  pathPrefix: string;
  designerOrigin: string | null;
}

/** Where a page link is written: the page's place. */
type PageFrom = Pick<LinkFrom, 'channel' | 'platform' | 'pathPrefix'>;

/** A page of the shop, written for the place the link is on. */
function pageHref(inner: string, from: PageFrom): string {
  return pagePath({ prefix: from.pathPrefix, platform: from.platform, inner, trailingSlash: CHANNEL_INFO[from.channel].trailingSlash });
}

/**
 * The product page of a product kind (../routing/product-pages.ts), written for the place the link is on.
 * @example productPageHref('calendar', { channel: 'kartenliebe', platform: 'web', pathPrefix: 'fr' }) // '/fr/products/kalender/'
 */
export function productPageHref(kind: keyof typeof PRODUCT_PAGES, from: PageFrom): string {
  return pageHref(`/products/${PRODUCT_PAGES[kind]}`, from);
}

/**
 * Where a design leads a shopper: a card theme to its theme page (spec §2 route `/themes/{id}`),
 * every other design into the designer with the hand-off the catalogue wrote for it (./designerHref).
 * @example designHref({ kind: 'calendar', id: '4711', handOff: 'designId=4711&locale=fr-CH' }, from)
 *          // '/fr/configurator-calendar?designId=4711&locale=fr-CH'
 */
export function designHref(design: Pick<DesignCard, 'kind' | 'id' | 'handOff'>, from: LinkFrom): string {
  return design.kind === 'card' ? pageHref(`/themes/${encodeURIComponent(design.id)}`, from) : designerHref(design, from);
}

/**
 * The way into the designer with a design, whatever its kind (a detail's "design now", a list's
 * design). spec §3 collagePdpBeforeDesigner: where the channel has it, a collage leads to the
 * collage's product page first, with its design (spec §3 designId), where material and size are
 * chosen and priced before the designer opens (decision 086).
 * @example designerHref({ kind: 'collage', id: '7', handOff: 'designId=7&locale=de-DE' }, wallart) // '/products/collage?designId=7'
 */
export function designerHref(design: Pick<DesignCard, 'kind' | 'id' | 'handOff'>, from: LinkFrom): string {
  if (design.kind === 'collage' && CHANNEL_INFO[from.channel].collagePdpBeforeDesigner) {
    return `${productPageHref('collage', from)}?designId=${encodeURIComponent(design.id)}`;
  }
  return designerUrl(design.kind, design.handOff, from);
}
