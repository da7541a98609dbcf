import { WOKEN_LIVE, WOKEN_SLOT } from '../shared/ui/blocks/woken-slot';

/**
 * Blocks that come alive when the shopper first reaches for them (decision 097): a product page's
 * format calculator does nothing before its first touch, so the page hydrates without its code,
 * and its markup, the server's, works through its form meanwhile. A pointer over the block, the
 * focus in it, a key, a change or a click in it loads its code (./woken-block-live.tsx), which
 * hydrates it in place and replays what the shopper did in the meantime. A module the page starts
 * beside the entry (src/shared/ui/bootstrap-chunks.ts), so the page's first load carries only this.
 */
const WAKING_EVENTS = ['pointerover', 'pointerdown', 'focusin', 'keydown', 'input', 'change', 'click'] as const;

/**
 * Elements whose click only the live block answers (a summary opening a dialog, a button): held
 * until it is live and then clicked again, rather than doing what the markup alone would. A form
 * field keeps its own click: the shopper sees the choice at once, and it is carried over.
 */
const LIVE_ONLY = 'summary, button';

function startWokenBlock(slot: HTMLElement): void {
  let held: HTMLElement | null = null;
  const hold = (event: Event) => {
    const target = event.target instanceof Element ? event.target.closest<HTMLElement>(LIVE_ONLY) : null;
    if (!target || !slot.contains(target)) return;
    event.preventDefault();
    event.stopPropagation();
    held = target;
  };
  const wake = () => {
    for (const event of WAKING_EVENTS) slot.removeEventListener(event, wake, true);
    // A chunk that fails to load rejects here, unhandled on purpose: the reload guard reloads once (spec §4).
    void import('./woken-block-live').then((live) =>
      live.hydrateWokenBlock(slot, () => {
        slot.removeEventListener('click', hold, true);
        held?.click();
        // For whoever watches the page (a test, the browser's tools): the block is live.
        slot.setAttribute(WOKEN_LIVE, 'true');
      }),
    );
  };
  slot.addEventListener('click', hold, true);
  for (const event of WAKING_EVENTS) slot.addEventListener(event, wake, true);
}

for (const slot of document.querySelectorAll<HTMLElement>(`.server-markup [${WOKEN_SLOT}]`)) startWokenBlock(slot);
