import { CHANNEL_INFO, type Platform } from '../channel/channels';
import { designerUrl, type HandOff, type HandOffFrom } from '../designer/designer-url';
import { pagePath } from '../routing/paths';
import { CALENDAR_TYPES, DEFAULT_MOUNTING } from './calendars';
import type { DesignCard } from './listing';
import { PHOTOBOOK_KINDS } from './photobooks';

/** Where a design link is written: the page's place and its designer (ShopData fields). */
type LinkFrom = HandOffFrom & { platform: Platform };

/**
 * Where a design leads a shopper: a card theme to its theme page (spec §2 route `/themes/{id}`),
 * every other design straight into the designer with its hand-off (spec §3).
 * @example designHref({ kind: 'calendar', id: '4711', category: 'wandkalender' }, from)
 *          // '/fr/configurator-calendar?designId=4711&mounting=spirale&accessoryTypes[]=spirale&locale=fr-CH'
 */
export function designHref(design: Pick<DesignCard, 'kind' | 'id' | 'category'>, from: LinkFrom): string {
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
export function designerHref(design: Pick<DesignCard, 'kind' | 'id' | 'category'>, from: HandOffFrom): string {
  return designerUrl(handOffOf(design), from);
}

/** The hand-off of a design: the design in the spec's parameter, the rest from its kind's defaults. */
function handOffOf({ kind, id, category }: Pick<DesignCard, 'kind' | 'id' | 'category'>): HandOff {
  switch (kind) {
    case 'card':
      return { kind: 'card', themeId: id };
    case 'calendar': {
      // A calendar design's category is its calendar type, which decides how it hangs (decision 029).
      const type = CALENDAR_TYPES.find((each) => each === category);
      return { kind: 'calendar', designId: id, mounting: type ? DEFAULT_MOUNTING[type] : null };
    }
    case 'collage':
      return { kind: 'collage', designId: id };
    case 'photobook': {
      // A photo book "design" is its kind (migrations/0005_catalogue.sql).
      const printing = PHOTOBOOK_KINDS.find((each) => each === id) ?? 'digitalfotobuch';
      return { kind: 'photobook', printing };
    }
  }
}
