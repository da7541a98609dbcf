/**
 * The service messenger (spec §3 "Messenger flags: loaded, loading, open, visible, fade";
 * decision 013). The launcher opens the vendor's chat widget when a script is configured, loading
 * it on the first click only, or the first-party service panel when there is none or it failed.
 * While the page scrolls down the launcher fades out and then hides; scrolling up brings it back.
 * It never leaves while it has the focus or the messenger is open, and it gets out of the way of
 * a focused element it would cover.
 */
export interface MessengerState {
  /** The vendor's widget has loaded and reported ready. */
  loaded: boolean;
  /** The vendor's script is on its way (the launcher is busy). */
  loading: boolean;
  /** The messenger (widget or panel) is open. */
  open: boolean;
  /** The launcher is shown; false once it has faded out. */
  visible: boolean;
  /** The launcher is fading out. */
  fade: boolean;
  /** What the launcher opens: the vendor's widget, or the first-party panel. */
  widget: 'vendor' | 'panel';
  /** The launcher has the keyboard focus. */
  focused: boolean;
}

export type MessengerAction =
  /** The launcher was clicked. */
  | { type: 'launch' }
  /** The vendor's widget reported ready. */
  | { type: 'ready' }
  /** The vendor's script failed to load or never reported ready. */
  | { type: 'failed' }
  /** The widget or the panel was closed. */
  | { type: 'close' }
  | { type: 'scrolled'; direction: 'up' | 'down' }
  /** The fade-out has run its time. */
  | { type: 'faded' }
  /** The focus moved onto an element the launcher covers. */
  | { type: 'covers-focus' }
  | { type: 'focus'; focused: boolean };

/** How long the launcher takes to fade out, in ms (the CSS transition runs as long). */
export const MESSENGER_FADE_MS = 200;
/** How long the vendor's script has to report ready after the click, in ms. */
export const MESSENGER_READY_TIMEOUT_MS = 10_000;

/** The messenger before anything happened: launcher shown, nothing loaded. */
export function messengerStart(hasVendor: boolean): MessengerState {
  return { loaded: false, loading: false, open: false, visible: true, fade: false, widget: hasVendor ? 'vendor' : 'panel', focused: false };
}

export function messengerReducer(state: MessengerState, action: MessengerAction): MessengerState {
  switch (action.type) {
    case 'launch':
      // A second click while the script loads injects nothing again; an open messenger stays open.
      if (state.open || state.loading) return state;
      if (state.widget === 'panel' || state.loaded) return { ...state, open: true, visible: true, fade: false };
      return { ...state, loading: true, visible: true, fade: false };
    case 'ready':
      // Too late: after a failure the launcher stays with the panel for this page.
      if (state.widget === 'panel') return state;
      return { ...state, loaded: true, open: state.loading || state.open, loading: false };
    case 'failed':
      // Without the vendor, the shopper who asked still gets the service contacts.
      return { ...state, loaded: false, loading: false, widget: 'panel', open: state.loading || state.open };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'scrolled':
      if (action.direction === 'up') return state.visible && !state.fade ? state : { ...state, visible: true, fade: false };
      return fadeOut(state);
    case 'covers-focus':
      return fadeOut(state);
    case 'faded':
      return state.fade ? { ...state, visible: false, fade: false } : state;
    case 'focus':
      if (state.focused === action.focused) return state;
      // A launcher fading out while it takes the focus comes back.
      return action.focused ? { ...state, focused: true, visible: true, fade: false } : { ...state, focused: false };
  }
}

function fadeOut(state: MessengerState): MessengerState {
  if (!state.visible || state.fade || state.open || state.loading || state.focused) return state;
  return { ...state, fade: true };
}
