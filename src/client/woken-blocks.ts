import { WOKEN_LIVE, WOKEN_SLOT } from '../shared/ui/blocks/woken-slot';
import { CARD_ORDER_SLOT } from '../shared/ui/catalogue/card-order-slot';

/**
 * Parts of a page that come alive when the shopper first reaches for them (decisions 070, 097): a
 * product page's format calculator, a design list, the toolbox, a form, a video, a theme page's
 * card calculator. They do nothing before their first touch, so the page hydrates without their
 * code, and their markup, the server's, works through its forms meanwhile. A pointer over one, the
 * focus in it, a key, a change or a click in it loads its code, which hydrates it in place and
 * replays what the shopper did in the meantime. A module the page starts beside the entry
 * (src/shared/ui/bootstrap-chunks.ts), so the page's first load carries only this.
 */
const WAKING_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change', 'click'] as const;

/**
 * Elements whose click only the live part answers (a button: "show more", play, send): held until
 * it is live and then clicked again. A form field keeps its own click, so the shopper sees the
 * choice at once, and it is carried over; a disclosure opens as it does without a script.
 */
const LIVE_ONLY = 'button';

/**
 * Once the shopper has chosen something in the markup, its links still lead where the server's
 * choice does (a calculator's designer link): until the part is live and has taken the choice, a
 * click on one is held too, and the part says it is busy.
 */
const CHOICE_EVENTS = ['input', 'change'] as const;

/** The slots of kept markup that wake, and how each comes alive: its code, loaded then, hydrates it and calls `onLive`. */
const WAKING_SLOTS: readonly [string, (slot: HTMLElement, onLive: () => void) => Promise<void>][] = [
  [`[${WOKEN_SLOT}]`, (slot, onLive) => import('./woken-block-live').then((live) => live.hydrateWokenBlock(slot, onLive))],
  [`[${CARD_ORDER_SLOT}]`, (slot, onLive) => import('./card-order-live').then((live) => live.hydrateCardOrder(slot, onLive))],
];

function wakeOnTouch(slot: HTMLElement, hydrate: (slot: HTMLElement, onLive: () => void) => Promise<void>): void {
  let held: HTMLElement | null = null;
  let chosen = false;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(chosen ? `${LIVE_ONLY}, a[href]` : LIVE_ONLY) : null;
    if (!target || !slot.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  const choose = () => {
    chosen = true;
    slot.setAttribute('aria-busy', 'true');
  };
  const wake = () => {
    for (const event of WAKING_EVENTS) slot.removeEventListener(event, wake, true);
    // A chunk that fails to load rejects here, unhandled on purpose: the reload guard reloads once (spec §4).
    void hydrate(slot, () => {
      slot.removeEventListener('click', hold, true);
      for (const event of CHOICE_EVENTS) slot.removeEventListener(event, choose, true);
      slot.removeAttribute('aria-busy');
      held?.click();
      // For whoever watches the page (a test, the browser's tools): the part is live.
      slot.setAttribute(WOKEN_LIVE, 'true');
    });
  };
  slot.addEventListener('click', hold, true);
  for (const event of CHOICE_EVENTS) slot.addEventListener(event, choose, true);
  for (const event of WAKING_EVENTS) slot.addEventListener(event, wake, true);
}

for (const [selector, hydrate] of WAKING_SLOTS) {
  for (const slot of document.querySelectorAll<HTMLElement>(`.server-markup ${selector}`)) wakeOnTouch(slot, hydrate);
}
