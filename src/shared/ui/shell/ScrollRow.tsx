import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { SHELL } from './constants';

/**
 * A horizontally scrollable row (spec §2 main navigation and sub-navigation): scroll buttons
 * appear only when the content overflows and move it by most of a width in 500 ms (spec §9).
 */
export function ScrollRow({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const { t } = useShop();
  const browser = useBrowser();
  const track = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    if (track.current && browser) setOverflow(browser.overflowOf(track.current));
  }, [browser]);
  useEffect(() => {
    measure();
    return browser?.onResize(measure);
  }, [browser, measure]);

  const scrollBy = (direction: 1 | -1) => {
    if (track.current && browser) browser.scrollByPage(track.current, direction, SHELL.scrollAnimationMs);
  };

  return (
    <div className={`scroll-row ${className}`}>
      {overflow.left ? (
        <button
          type="button"
          className="scroll-row__button scroll-row__button--left"
          onClick={() => scrollBy(-1)}
          aria-label={t('shell.scrollLeft', { name: label })}
        >
          ‹
        </button>
      ) : null}
      <div className="scroll-row__track" ref={track} onScroll={measure}>
        {children}
      </div>
      {overflow.right ? (
        <button
          type="button"
          className="scroll-row__button scroll-row__button--right"
          onClick={() => scrollBy(1)}
          aria-label={t('shell.scrollRight', { name: label })}
        >
          ›
        </button>
      ) : null}
    </div>
  );
}
