import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import type { DialogType } from './dialog-state';
import { useShell } from './Shell';

/**
 * A modal dialog of the shell (spec §4 "Dialogs"): shown while it is the active dialog, focus
 * moves into it and stays there, Escape or the close button close it, and focus returns to where
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
          <button type="button" className="dialog__close" onClick={close} aria-label={t('shell.close')}>
            ×
          </button>
        </div>
        {children}
      </div>
    </div>
  );
}
