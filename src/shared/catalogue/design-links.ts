import { CHANNEL_INFO } from '../channel/channels';
import type { LinkContext } from '../content/links';
import { designerQuery } from '../designer/query-string';
import { designerLink, pagePath } from '../routing/paths';
import type { DesignKind } from './product-kinds';

/**
 * Where a design leads a shopper: a card theme to its theme page (spec §2 route `/themes/{id}`),
 * every other design straight into the designer at its base path (spec §2 designer base paths)
 * with the design in the query (spec §3 hand-off: designId; photobookType for photo books).
 * @example designHref('calendar', '4711', { channel: 'kartenliebe', language: 'fr', prefix: 'fr', platform: 'web' })
 *          // '/fr/configurator-calendar?designId=4711'
 */
export function designHref(kind: DesignKind, id: string, here: LinkContext): string {
  const encoded = encodeURIComponent(id);
  switch (kind) {
    case 'card':
      return pagePath({
        prefix: here.prefix,
        platform: here.platform,
        inner: `/themes/${encoded}`,
        trailingSlash: CHANNEL_INFO[here.channel].trailingSlash,
      });
    case 'calendar':
      return designerLink(`/configurator-calendar?${designerQuery({ designId: id })}`, here);
    case 'collage':
      return designerLink(`/configurator-collage?${designerQuery({ designId: id })}`, here);
    case 'photobook':
      return designerLink(`/configurator-photobook?${designerQuery({ photobookType: id })}`, here);
  }
}

/** The designer for a design, whatever its kind (the "design now" button of a detail). */
export function designerHref(kind: DesignKind, id: string, here: LinkContext): string {
  return kind === 'card' ? designerLink(`/configurator-card?${designerQuery({ themeId: id })}`, here) : designHref(kind, id, here);
}
