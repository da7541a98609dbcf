import { Suspense, useEffect, useReducer, useRef } from 'react';
import type { MessengerData } from '../../content/page-extras-data';
import { log } from '../../log/log';
import { type MessengerWidget, useBrowser } from '../browser';
import { MESSENGER_FADE_MS, MESSENGER_READY_TIMEOUT_MS, messengerReducer, messengerStart } from '../shell/messenger-state';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';

// The first-party service panel: a chunk of its own, loaded when the launcher is first pressed (decision 094).
const Panel = splitComponent(() => import('./MessengerPanel').then((module) => module.MessengerPanel));
/** The panel's id: a page has one launcher, the error page's (decision 013). */
const PANEL_ID = 'messenger-panel';

/**
 * The messenger launcher (spec §2 error page, §3 messenger flags; decision 013): a floating
 * button at the bottom right for the service chat. With a vendor script configured, the first
 * click loads it and opens the vendor's widget once it is ready; without one, or when it fails,
 * the button opens the first-party service panel. It fades out while the page scrolls down and
 * comes back on the way up, but not while it has the focus or the messenger is open, and it makes
 * way for a focused element it would cover.
 */
export function MessengerLauncher({ messenger }: { messenger: MessengerData }) {
  const { data, t } = useShop();
  const browser = useBrowser();
  const [state, dispatch] = useReducer(messengerReducer, messenger.scriptUrl !== null, messengerStart);
  const button = useRef<HTMLButtonElement>(null);
  const widget = useRef<MessengerWidget | null>(null);

  useEffect(() => {
    if (!browser || !button.current) return;
    const stopScroll = browser.onScroll((direction) => dispatch({ type: 'scrolled', direction }));
    const stopFocus = browser.onFocusCovered(button.current, () => dispatch({ type: 'covers-focus' }));
    return () => {
      stopScroll();
      stopFocus();
    };
  }, [browser]);

  useEffect(() => {
    if (!state.fade) return;
    const timer = setTimeout(() => dispatch({ type: 'faded' }), MESSENGER_FADE_MS);
    return () => clearTimeout(timer);
  }, [state.fade]);

  // The first click sets `loading`; the script is asked for then and only then.
  const { scriptUrl } = messenger;
  useEffect(() => {
    if (!state.loading || !browser || !scriptUrl) return;
    browser
      .vendorScripts()
      .then((vendors) => vendors.loadMessenger(scriptUrl, MESSENGER_READY_TIMEOUT_MS))
      .then(
        (loaded) => {
          widget.current = loaded;
          dispatch({ type: 'ready' });
        },
        (error: unknown) => {
          log.warn('messenger-unavailable', {}, error);
          dispatch({ type: 'failed' });
        },
      );
  }, [state.loading, browser, scriptUrl]);

  const vendorOpen = state.open && state.widget === 'vendor' && state.loaded;
  useEffect(() => {
    const loaded = widget.current;
    if (!vendorOpen || !loaded) return;
    loaded.open({ locale: data.locale, channel: data.channel });
    return loaded.onClose(() => {
      dispatch({ type: 'close' });
      if (button.current) browser?.focus(button.current);
    });
  }, [vendorOpen, browser, data.locale, data.channel]);

  const panelOpen = state.open && state.widget === 'panel';
  const label = state.loading ? t('messenger.connecting') : t('messenger.launch');
  const classes = `messenger-launcher${state.fade ? ' messenger-launcher--fade' : ''}${state.visible ? '' : ' messenger-launcher--hidden'}`;
  return (
    <div className="messenger">
      {panelOpen ? (
        <Suspense fallback={null}>
          <Panel.Component id={PANEL_ID} messenger={messenger} onClose={() => dispatch({ type: 'close' })} />
        </Suspense>
      ) : null}
      <button
        ref={button}
        type="button"
        className={classes}
        aria-expanded={state.open}
        aria-controls={panelOpen ? PANEL_ID : undefined}
        aria-busy={state.loading || undefined}
        onClick={() => dispatch({ type: 'launch' })}
        onFocus={() => dispatch({ type: 'focus', focused: true })}
        onBlur={() => dispatch({ type: 'focus', focused: false })}
      >
        <span className="messenger-launcher__label">{label}</span>
      </button>
    </div>
  );
}
