import { navigationTarget } from '../shared/routing/navigation-safety';
import type { Browser } from '../shared/ui/browser';
import { SHELL } from '../shared/ui/shell/constants';
import { storeForDevice } from '../shared/ui/shell/smartbanner-state';
import { chosenFile, convertImageToJpeg, saveFile, sendForm } from './files';
import { focusableIn, keepFocusIn } from './focus';
import { localeHeader } from './locale-header';
import { loadMessenger } from './messenger';

/** How far the page must scroll before its direction counts (ignores jitter). */
const SCROLL_STEP_PX = 8;

/** The browser side of the UI's Browser interface. */
export const browser: Browser = {
  goBack: () => history.back(),
  readElementText: (elementId) => document.getElementById(elementId)?.textContent ?? null,
  pageReady: () => {
    // Marks the page as interactive, for assistive tooling and for tests that must not click too early.
    document.documentElement.dataset.hydrated = 'true';
  },
  setPageLocked: ({ noScroll, overlay }) => {
    document.documentElement.classList.toggle('no-scroll', noScroll);
    document.documentElement.classList.toggle('overlay', overlay);
  },
  overflowOf: (element) => ({
    left: element.scrollLeft > 1,
    right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
  }),
  scrollTopOf: (element) => element.scrollTop,
  focusFirstIn: (container) => focusableIn(container)[0]?.focus(),
  focusedElement: () => (document.activeElement instanceof HTMLElement ? document.activeElement : null),
  focus: (element) => element.focus(),
  keepFocusIn,
  scrollByPage: (element, direction, durationMs) => {
    const start = element.scrollLeft;
    const left = start + direction * element.clientWidth * 0.8;
    const began = performance.now();
    const reduce = matchMedia('(prefers-reduced-motion: reduce)').matches;
    const step = (now: number) => {
      const progress = reduce ? 1 : Math.min(1, (now - began) / durationMs);
      const eased = 1 - (1 - progress) ** 3;
      element.scrollLeft = start + (left - start) * eased;
      if (progress < 1) requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  },
  onResize: (callback) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const listener = () => {
      clearTimeout(timer);
      timer = setTimeout(callback, SHELL.resizeDebounceMs);
    };
    addEventListener('resize', listener);
    return () => {
      clearTimeout(timer);
      removeEventListener('resize', listener);
    };
  },
  fetchJson: async (path) => {
    const response = await fetch(path, { headers: { accept: 'application/json', ...localeHeader() }, credentials: 'same-origin' });
    if (!response.ok) throw new Error(`${path} answered ${response.status}`);
    return response.json();
  },
  formValues: (form) =>
    Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])),
  postJson: async (path, body) => {
    const response = await fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json', ...localeHeader() },
      credentials: 'same-origin',
      body: JSON.stringify(body),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  },
  navigate: (target, options) => location.assign(navigationTarget(target, location.href, options)),
  imageState: (image) => (!image.complete ? 'loading' : image.naturalWidth > 0 ? 'loaded' : 'failed'),
  readCookie: (name) => {
    const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
    return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
  },
  writeCookie: (name, value, maxAgeDays) => {
    // biome-ignore lint/suspicious/noDocumentCookie: writeCookie is synchronous and must work where the asynchronous Cookie Store API is missing (Safari before 18.4)
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86_400}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  },
  appStore: () => storeForDevice(navigator.userAgent, navigator.maxTouchPoints),
  chosenFile,
  sendForm,
  saveFile,
  convertImageToJpeg,
  onScroll: (callback) => {
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
  },
  onFocusCovered: (element, callback) => {
    const listener = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || element.contains(target)) return;
      // After the browser has scrolled the focused element into view.
      requestAnimationFrame(() => {
        const cover = element.getBoundingClientRect();
        const focused = target.getBoundingClientRect();
        const overlaps =
          cover.left < focused.right && focused.left < cover.right && cover.top < focused.bottom && focused.top < cover.bottom;
        if (cover.width > 0 && overlaps) callback();
      });
    };
    document.addEventListener('focusin', listener);
    return () => document.removeEventListener('focusin', listener);
  },
  loadMessenger,
};
