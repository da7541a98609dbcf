import type { CardAccessory } from './listing';

/**
 * The accessory kinds a card order takes one of per card (spec §3 card accessory kinds, §9 "per-card
 * envelope and accessory prices"; decision 045): an inlay sheet inside each card, a ribbon or a
 * bow around it, a seal on its envelope. The envelope is per card too, and has the calculator's
 * envelope choice of its own (spec §9 prices by card format). A box, a bag or a pen is no part of
 * a card: one holds or writes many cards, so they are articles of their own, ordered by the piece
 * (`/price-api/accessory`); a poster bar and a screw belong to wall art and photo books.
 */
export const PER_CARD_ACCESSORY_KINDS = ['inlay', 'ribbon', 'seal', 'bow'] as const;

/**
 * The accessories of `offered` that `asked` names, in the order offered, each once. A SKU that is
 * not offered is left out: a page shows what it can price (decision 045), and the price call
 * refuses it before it gets here.
 * @example chosenAccessories(['seal-rund-30x30-gold', 'pen-gold'], offered) // [the seal]
 */
export function chosenAccessories<Accessory extends CardAccessory>(asked: readonly string[], offered: readonly Accessory[]): Accessory[] {
  return offered.filter((accessory) => asked.includes(accessory.sku));
}
