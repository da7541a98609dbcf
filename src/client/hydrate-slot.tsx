import { type ReactNode, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { log } from '../shared/log/log';
import { replayChoices } from './replay-choices';

/**
 * Hydrates a slot of kept markup as a root of its own, once its code is there (a theme page's card
 * calculator, decision 070; a block that wakes on touch, decision 097): what the shopper chose in
 * its form meanwhile is chosen again as it comes alive (./replay-choices.ts), and then `onLive` runs.
 */
export function hydrateSlot(slot: HTMLElement, content: ReactNode, what: string, onLive?: () => void): void {
  hydrateRoot(
    slot,
    <>
      {content}
      <WhenLive run={() => replayChoices(slot, onLive)} />
    </>,
    {
      onRecoverableError(error) {
        log.error('hydration-error', { slot: what }, error);
      },
    },
  );
}

/**
 * Runs `run` once, as the root around it has hydrated: in its commit, before any later render
 * writes React's state into the fields. Renders nothing.
 */
function WhenLive({ run }: { run: () => void }) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the root has hydrated, whatever `run` is then
  useLayoutEffect(run, []);
  return null;
}
