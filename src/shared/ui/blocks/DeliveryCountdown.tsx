import { splitComponent } from '../split-component';

// The countdown's code is a chunk of its own, loaded only where a page shows one (decision 024).
const Text = splitComponent(() => import('./CountdownText').then((module) => module.CountdownText));

/**
 * The delivery countdown of the Information block (spec §4): the first deadline still ahead,
 * e.g. "Order within 3 h 12 min and we ship today". Time-dependent, so it is filled in after the
 * page is interactive; until then (and on the server) the line is empty. An Information block that
 * keeps the server's markup (decision 024) gets the text mounted into this line (src/client/blocks-content.tsx).
 */
export function DeliveryCountdown() {
  return (
    <p className="block--information__countdown" data-countdown="delivery" aria-live="polite">
      <Text.Component />
    </p>
  );
}
