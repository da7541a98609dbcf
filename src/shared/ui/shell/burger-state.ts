/**
 * The burger navigation (spec §3 "Burger navigation state", §4 "Burger navigation"): open or
 * closed, the level shown (primary, secondary, tertiary), the item and accordion opened, and where
 * the primary list was scrolled to.
 */
type BurgerLevel = 'primary' | 'secondary' | 'tertiary';

export interface BurgerState {
  isOpen: boolean;
  currentLevel: BurgerLevel;
  /** Id of the primary item whose secondary level is shown. */
  activeItem: string | null;
  /** Id of the group whose tertiary level (or accordion) is open. */
  activeAccordion: string | null;
  primaryScrollTop: number;
}

export type BurgerAction =
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'show-item'; item: string; scrollTop: number }
  | { type: 'show-group'; group: string }
  | { type: 'back' };

export const BURGER_CLOSED: BurgerState = {
  isOpen: false,
  currentLevel: 'primary',
  activeItem: null,
  activeAccordion: null,
  primaryScrollTop: 0,
};

export function burgerReducer(state: BurgerState, action: BurgerAction): BurgerState {
  switch (action.type) {
    case 'open':
      return { ...state, isOpen: true };
    // spec §4: close resets to the primary level and clears active item and accordion.
    case 'close':
      return { ...BURGER_CLOSED, primaryScrollTop: state.primaryScrollTop };
    case 'toggle':
      return state.isOpen ? burgerReducer(state, { type: 'close' }) : burgerReducer(state, { type: 'open' });
    case 'show-item':
      return { ...state, currentLevel: 'secondary', activeItem: action.item, activeAccordion: null, primaryScrollTop: action.scrollTop };
    case 'show-group':
      return state.activeItem === null ? state : { ...state, currentLevel: 'tertiary', activeAccordion: action.group };
    case 'back':
      if (state.currentLevel === 'tertiary') return { ...state, currentLevel: 'secondary', activeAccordion: null };
      return { ...state, currentLevel: 'primary', activeItem: null, activeAccordion: null };
  }
}
