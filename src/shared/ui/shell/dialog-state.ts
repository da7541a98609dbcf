/**
 * Dialogs (spec §3 "Active dialog", §4 "Dialogs"): one at a time. Opening another closes the
 * current one unless opening is blocked (a force option overrides the block); opening the same
 * type again does nothing.
 */
export type DialogType = 'login' | 'more-formats' | 'consent-settings';

export interface DialogState {
  dialogType: DialogType | null;
  dialogPayload: unknown;
  /** While set, no other dialog may replace the open one (e.g. a form being sent). */
  blocked: boolean;
}

export type DialogAction =
  | { type: 'open'; dialogType: DialogType; payload?: unknown; force?: boolean }
  | { type: 'close' }
  | { type: 'block'; blocked: boolean };

export const NO_DIALOG: DialogState = { dialogType: null, dialogPayload: null, blocked: false };

export function dialogReducer(state: DialogState, action: DialogAction): DialogState {
  switch (action.type) {
    case 'open':
      if (state.dialogType === action.dialogType) return state;
      if (state.dialogType !== null && state.blocked && !action.force) return state;
      return { dialogType: action.dialogType, dialogPayload: action.payload ?? null, blocked: false };
    case 'close':
      return NO_DIALOG;
    case 'block':
      return state.dialogType === null ? state : { ...state, blocked: action.blocked };
  }
}

/** spec §4: an open dialog or burger sets the no-scroll state on the page. */
export function pageLocked(dialog: DialogState, burgerOpen: boolean): boolean {
  return dialog.dialogType !== null || burgerOpen;
}
