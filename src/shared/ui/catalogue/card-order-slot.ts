/**
 * Where a theme page's card calculator is, for the module that makes it live (src/client/woken-blocks.ts).
 * A module without imports, so that module carries nothing else.
 */
export const CARD_ORDER_SLOT = 'data-card-order';
