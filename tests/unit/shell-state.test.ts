import { describe, expect, it } from 'vitest';
import { BURGER_CLOSED, type BurgerState, burgerReducer } from '../../src/shared/ui/shell/burger-state';
import { dialogReducer, NO_DIALOG, pageLocked } from '../../src/shared/ui/shell/dialog-state';

// spec §4 "Burger navigation" and "Dialogs".
describe('burger navigation', () => {
  it('opens, walks down three levels and back', () => {
    let state: BurgerState = burgerReducer(BURGER_CLOSED, { type: 'open' });
    expect(state.isOpen).toBe(true);
    state = burgerReducer(state, { type: 'show-item', item: 'wall-art', scrollTop: 120 });
    expect(state).toMatchObject({ currentLevel: 'secondary', activeItem: 'wall-art', primaryScrollTop: 120 });
    state = burgerReducer(state, { type: 'show-group', group: 'premium' });
    expect(state).toMatchObject({ currentLevel: 'tertiary', activeAccordion: 'premium' });
    state = burgerReducer(state, { type: 'back' });
    expect(state).toMatchObject({ currentLevel: 'secondary', activeAccordion: null, activeItem: 'wall-art' });
    state = burgerReducer(state, { type: 'back' });
    expect(state).toMatchObject({ currentLevel: 'primary', activeItem: null });
  });

  it('resets level, item and accordion on close; toggle flips', () => {
    let state = burgerReducer(burgerReducer(BURGER_CLOSED, { type: 'open' }), { type: 'show-item', item: 'cards', scrollTop: 0 });
    state = burgerReducer(state, { type: 'show-group', group: 'occasions' });
    state = burgerReducer(state, { type: 'toggle' });
    expect(state).toEqual({ ...BURGER_CLOSED, primaryScrollTop: 0 });
    expect(burgerReducer(state, { type: 'toggle' }).isOpen).toBe(true);
  });

  it('opens no group without an item', () => {
    expect(burgerReducer(burgerReducer(BURGER_CLOSED, { type: 'open' }), { type: 'show-group', group: 'x' }).currentLevel).toBe('primary');
  });
});

describe('dialogs', () => {
  it('keeps one open at a time; the same type again changes nothing', () => {
    const login = dialogReducer(NO_DIALOG, { type: 'open', dialogType: 'login' });
    expect(login.dialogType).toBe('login');
    expect(dialogReducer(login, { type: 'open', dialogType: 'login', payload: 'other' })).toBe(login);
    const formats = dialogReducer(login, { type: 'open', dialogType: 'more-formats', payload: { material: 'leinwand' } });
    expect(formats).toEqual({ dialogType: 'more-formats', dialogPayload: { material: 'leinwand' }, blocked: false });
  });

  it('lets a blocked dialog stay unless the next one is forced', () => {
    const blocked = dialogReducer(dialogReducer(NO_DIALOG, { type: 'open', dialogType: 'login' }), { type: 'block', blocked: true });
    expect(dialogReducer(blocked, { type: 'open', dialogType: 'consent-settings' }).dialogType).toBe('login');
    expect(dialogReducer(blocked, { type: 'open', dialogType: 'consent-settings', force: true }).dialogType).toBe('consent-settings');
    expect(dialogReducer(blocked, { type: 'close' })).toEqual(NO_DIALOG);
  });

  it('locks page scrolling while a dialog or the burger is open', () => {
    expect(pageLocked(NO_DIALOG, false)).toBe(false);
    expect(pageLocked(NO_DIALOG, true)).toBe(true);
    expect(pageLocked(dialogReducer(NO_DIALOG, { type: 'open', dialogType: 'login' }), false)).toBe(true);
  });
});
