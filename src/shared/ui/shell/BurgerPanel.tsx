import { useEffect, useRef, useState } from 'react';
import { useBrowser } from '../browser';
import { ServerMarkup } from '../ServerMarkup';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import { useShell } from './Shell';

// The burger's levels, as a chunk of their own: the closed panel shows the server's markup of
// them, and the browser loads their code when the menu button is first pressed or focused
// (decision 024).
const Levels = splitComponent(() => import('./BurgerLevels').then((module) => module.BurgerLevels));
/** Starts loading the levels' code, so that it is usually in place when the panel opens. */
export const preloadBurgerLevels = () => void Levels.preload();

/**
 * The burger navigation below 1000 px (spec §2, §4). It holds the focus while open; Escape
 * closes it. Until it first opens, its levels are the server's markup (the primary level). The
 * panel shows only once their code has loaded and they render live: a tap on the server's markup
 * would reach no handler and be lost. The focus goes to the first control once they have.
 */
export function BurgerPanel() {
  const { t } = useShop();
  const { burger, burgerDo } = useShell();
  const browser = useBrowser();
  const panel = useRef<HTMLDivElement>(null);
  const [live, setLive] = useState(false);
  useEffect(() => {
    // A chunk that fails to load rejects, unhandled on purpose: the reload guard answers it (spec §4).
    if (burger.isOpen && !live) void Levels.preload().then(() => setLive(true));
  }, [burger.isOpen, live]);

  return (
    <div
      id="burger"
      ref={panel}
      className="burger"
      role="dialog"
      aria-modal="true"
      aria-label={t('header.navigation')}
      hidden={!(burger.isOpen && live)}
      onKeyDown={(event) => {
        if (event.key === 'Escape') burgerDo({ type: 'close' });
        else if (panel.current) browser?.keepFocusIn(event, panel.current);
      }}
    >
      <ServerMarkup live={live} fragment="burger">
        <Levels.Component panel={panel} />
      </ServerMarkup>
    </div>
  );
}
