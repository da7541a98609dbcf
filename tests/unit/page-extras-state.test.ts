import { describe, expect, it } from 'vitest';
import { storeForDevice } from '../../src/shared/ui/shell/app-store';
import { type MessengerAction, type MessengerState, messengerReducer, messengerStart } from '../../src/shared/ui/shell/messenger-state';
import { smartbannerOffer } from '../../src/shared/ui/shell/smartbanner-state';

// spec §3 messenger flags (loaded, loading, open, visible, fade) and the smartbanner of spec §2
// error page (decision 013).
const run = (state: MessengerState, ...actions: MessengerAction[]) => actions.reduce(messengerReducer, state);

describe('messenger with a vendor script', () => {
  it('sets loading on the first click, ignores a second click while loading, opens when ready', () => {
    const loading = run(messengerStart(true), { type: 'launch' });
    expect(loading).toMatchObject({ loading: true, loaded: false, open: false, widget: 'vendor' });
    // The same state object: nothing for the component to react to, so no second injection.
    expect(messengerReducer(loading, { type: 'launch' })).toBe(loading);
    const ready = messengerReducer(loading, { type: 'ready' });
    expect(ready).toMatchObject({ loading: false, loaded: true, open: true });
  });

  it('opens a loaded widget at once the next time, without loading', () => {
    const closed = run(messengerStart(true), { type: 'launch' }, { type: 'ready' }, { type: 'close' });
    expect(closed).toMatchObject({ loaded: true, open: false });
    expect(messengerReducer(closed, { type: 'launch' })).toMatchObject({ loading: false, open: true });
  });

  it('falls back to the first-party panel, opened, when the script fails', () => {
    const failed = run(messengerStart(true), { type: 'launch' }, { type: 'failed' });
    expect(failed).toMatchObject({ loading: false, loaded: false, widget: 'panel', open: true });
    // A ready signal after the failure changes nothing; the panel stays the messenger of this page.
    expect(messengerReducer(failed, { type: 'ready' })).toBe(failed);
    const again = run(failed, { type: 'close' }, { type: 'launch' });
    expect(again).toMatchObject({ widget: 'panel', open: true, loading: false });
  });
});

describe('messenger without a vendor script', () => {
  it('opens and closes the panel and never loads anything', () => {
    const open = messengerReducer(messengerStart(false), { type: 'launch' });
    expect(open).toMatchObject({ open: true, loading: false, widget: 'panel' });
    expect(messengerReducer(open, { type: 'launch' })).toBe(open);
    expect(messengerReducer(open, { type: 'close' }).open).toBe(false);
  });
});

describe('messenger launcher while scrolling', () => {
  it('fades out scrolling down, then hides; comes back scrolling up', () => {
    const fading = messengerReducer(messengerStart(false), { type: 'scrolled', direction: 'down' });
    expect(fading).toMatchObject({ visible: true, fade: true });
    const hidden = messengerReducer(fading, { type: 'faded' });
    expect(hidden).toMatchObject({ visible: false, fade: false });
    expect(messengerReducer(hidden, { type: 'scrolled', direction: 'down' })).toBe(hidden);
    expect(messengerReducer(hidden, { type: 'scrolled', direction: 'up' })).toMatchObject({ visible: true, fade: false });
    // Back up before the fade ended: it never hides.
    const back = messengerReducer(fading, { type: 'scrolled', direction: 'up' });
    expect(messengerReducer(back, { type: 'faded' })).toMatchObject({ visible: true, fade: false });
  });

  it('stays while it has the focus, while open or loading, and comes back when it takes the focus', () => {
    const focused = messengerReducer(messengerStart(false), { type: 'focus', focused: true });
    expect(messengerReducer(focused, { type: 'scrolled', direction: 'down' })).toBe(focused);
    expect(messengerReducer(focused, { type: 'covers-focus' })).toBe(focused);
    const open = messengerReducer(messengerStart(false), { type: 'launch' });
    expect(messengerReducer(open, { type: 'scrolled', direction: 'down' })).toBe(open);
    const loading = messengerReducer(messengerStart(true), { type: 'launch' });
    expect(messengerReducer(loading, { type: 'scrolled', direction: 'down' })).toBe(loading);
    const fading = messengerReducer(messengerStart(false), { type: 'scrolled', direction: 'down' });
    expect(messengerReducer(fading, { type: 'focus', focused: true })).toMatchObject({ visible: true, fade: false, focused: true });
  });

  it('makes way for a focused element it covers', () => {
    expect(messengerReducer(messengerStart(false), { type: 'covers-focus' })).toMatchObject({ fade: true });
  });
});

describe('smartbanner', () => {
  const apps = { appStore: 'https://apps.apple.com/app/id1', playStore: 'https://play.google.com/store/apps/details?id=x' };

  it('offers the store of the device after mount, none for other devices or without its URL', () => {
    expect(smartbannerOffer('app-store', false, apps)).toEqual({ store: 'app-store', href: apps.appStore });
    expect(smartbannerOffer('play-store', false, apps)).toEqual({ store: 'play-store', href: apps.playStore });
    expect(smartbannerOffer(null, false, apps)).toBeNull();
    expect(smartbannerOffer('play-store', false, { ...apps, playStore: null })).toBeNull();
  });

  it('stays away once closed', () => {
    // Closing writes the cookie and hides the banner (tests/e2e/error-page-extras.test.ts).
    expect(smartbannerOffer('app-store', true, apps)).toBeNull();
    expect(smartbannerOffer('play-store', true, apps)).toBeNull();
  });

  it('knows the store from the user agent', () => {
    expect(storeForDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5)).toBe(
      'play-store',
    );
    expect(storeForDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5)).toBe(
      'app-store',
    );
    // iPadOS asks for the desktop site but has a touch screen.
    expect(storeForDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 5)).toBe(
      'app-store',
    );
    expect(
      storeForDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15', 0),
    ).toBeNull();
    expect(storeForDevice('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/130.0 Safari/537.36', 0)).toBeNull();
  });
});
