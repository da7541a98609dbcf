import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import type { DialogType } from './dialog-state';
import { useShell } from './Shell';

/**
 * A modal dialog of the shell (spec §4 "Dialogs"): shown while it is the active dialog, focus
 * moves into it (its first field) and stays there, Escape or the close button close it, and focus returns to where
 * it was.
 */
export function Dialog({ type, title, children }: { type: DialogType; title: string; children: ReactNode }) {
  const { t } = useShop();
  const { dialog, dialogDo } = useShell();
  const browser = useBrowser();
  const open = dialog.dialogType === type;
  const panel = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open || !panel.current || !browser) return;
    const before = browser.focusedElement();
    browser.focusFirstIn(panel.current);
    return () => {
      if (before) browser.focus(before);
    };
  }, [open, browser]);
  if (!open) return null;
  const close = () => dialogDo({ type: 'close' });
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop is a pointer shortcut; keyboard users close the dialog with Escape or its close button
    // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is not a control; Escape and the close button offer the same to everyone
    <div className="dialog-backdrop" onClick={close}>
      <div
        ref={panel}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        onClick={(event) => event.stopPropagation()}
        onKeyDown={(event) => {
          if (event.key === 'Escape') close();
          else if (panel.current) browser?.keepFocusIn(event, panel.current);
        }}
      >
        <div className="dialog__head">
          <h2 id={titleId}>{title}</h2>
        </div>
        {children}
        {/* After the dialog's fields, so that the focus lands on the first of them (issue 30, Build 6);
            shown in the corner. */}
        <button type="button" className="dialog__close" onClick={close} aria-label={t('shell.close')}>
          ×
        </button>
      </div>
    </div>
  );
}
