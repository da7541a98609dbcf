import { storeForDevice } from '../shared/ui/shell/app-store';

/**
 * The parts of the browser adapter (./browser.ts) only the error page's extras use (decision
 * 013): a chunk of their own, loaded with them (decision 024).
 */

/** How far the page must scroll before its direction counts (ignores jitter). */
const SCROLL_STEP_PX = 8;

export function onScroll(callback: (direction: 'up' | 'down') => void): () => void {
  let last = scrollY;
  let frame = 0;
  const listener = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const moved = scrollY - last;
      if (Math.abs(moved) < SCROLL_STEP_PX) return;
      last = scrollY;
      callback(moved > 0 ? 'down' : 'up');
    });
  };
  addEventListener('scroll', listener, { passive: true });
  return () => {
    cancelAnimationFrame(frame);
    removeEventListener('scroll', listener);
  };
}

export function onFocusCovered(element: HTMLElement, callback: () => void): () => void {
  const listener = (event: FocusEvent) => {
    const target = event.target;
    if (!(target instanceof Element) || element.contains(target)) return;
    // After the browser has scrolled the focused element into view.
    requestAnimationFrame(() => {
      const cover = element.getBoundingClientRect();
      const focused = target.getBoundingClientRect();
      const overlaps = cover.left < focused.right && focused.left < cover.right && cover.top < focused.bottom && focused.top < cover.bottom;
      if (cover.width > 0 && overlaps) callback();
    });
  };
  document.addEventListener('focusin', listener);
  return () => document.removeEventListener('focusin', listener);
}

export function appStore(): ReturnType<typeof storeForDevice> {
  return storeForDevice(navigator.userAgent, navigator.maxTouchPoints);
}
