import type { EnvelopeChoice } from './card-prices';

/**
 * A card order's accessory choice kept on the visitor's session (spec §7
 * `/web-api/card-accessory-order`; decision 087): per card theme, the envelope and the accessories
 * that come with each card (decision 045), so the designer hand-off and the basket read what the
 * shopper chose on the card page.
 */

/** spec §7: GET the choice of a theme (`?themeId=`), POST JSON `{themeId, envelope?, accessories}` to keep one. */
export const CARD_ACCESSORY_ORDER_PATH = '/web-api/card-accessory-order';

/** At most this many accessories a choice names: more than the per-card kinds a card can take. */
export const MAX_CHOSEN_ACCESSORIES = 20;

/** The choice of a theme, as the call answers it; `savedAt` null: nothing chosen yet on this session. */
export interface CardAccessoryOrder {
  themeId: string;
  /** null while nothing is chosen. */
  envelope: EnvelopeChoice | null;
  /** Accessory SKUs, in the order the theme's market offers them (the hand-off's `accessoryTypes`). */
  accessories: string[];
  /** When it was kept, ISO 8601. */
  savedAt: string | null;
}
