import { CARD_ORDER_SLOT } from '../shared/ui/catalogue/card-order-slot';

/**
 * A theme page's card calculator comes alive when the shopper first reaches for it (issue 29;
 * decision 070): a pointer on it, the focus in it or a key in it loads its code (./card-order-live.tsx)
 * and hydrates it. Until then the server's markup is the calculator: its form sends the choice and
 * the page comes back at it. A module the page starts beside the entry (src/shared/ui/bootstrap-chunks.ts),
 * so the page's first load carries only this.
 */
function startCardOrder(slot: HTMLElement): void {
  const events = ['pointerdown', 'focusin', 'keydown'] as const;
  const wake = () => {
    for (const event of events) slot.removeEventListener(event, wake);
    // A chunk that fails to load rejects here, unhandled on purpose: the reload guard reloads once (spec §4).
    void import('./card-order-live').then((live) => live.hydrateCardOrder(slot));
  };
  for (const event of events) slot.addEventListener(event, wake);
}

const slot = document.querySelector<HTMLElement>(`.server-markup [${CARD_ORDER_SLOT}]`);
if (slot) startCardOrder(slot);
