import { createContext, type ReactNode, useContext, useEffect, useMemo, useReducer } from 'react';
import { useBrowser } from '../browser';
import { BURGER_CLOSED, type BurgerAction, type BurgerState, burgerReducer } from './burger-state';
import { type DialogAction, type DialogState, dialogReducer, NO_DIALOG, pageLocked } from './dialog-state';

interface ShellValue {
  burger: BurgerState;
  burgerDo: (action: BurgerAction) => void;
  dialog: DialogState;
  dialogDo: (action: DialogAction) => void;
}

const ShellContext = createContext<ShellValue | null>(null);

/**
 * The page shell's state (spec §4): the burger navigation and the one open dialog. While either
 * is open the page does not scroll and, for dialogs, shows the overlay.
 */
export function Shell({ children }: { children: ReactNode }) {
  const browser = useBrowser();
  const [burger, burgerDo] = useReducer(burgerReducer, BURGER_CLOSED);
  const [dialog, dialogDo] = useReducer(dialogReducer, NO_DIALOG);
  useEffect(() => {
    browser?.setPageLocked({ noScroll: pageLocked(dialog, burger.isOpen), overlay: dialog.dialogType !== null });
  }, [browser, dialog, burger.isOpen]);
  const value = useMemo(() => ({ burger, burgerDo, dialog, dialogDo }), [burger, dialog]);
  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShell(): ShellValue {
  const value = useContext(ShellContext);
  if (!value) throw new Error('useShell() used outside <Shell>');
  return value;
}
