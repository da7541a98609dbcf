import { withRequestTimeout } from '../shared/runtime/request-timeout';
import type { Browser } from '../shared/ui/browser';
import { SHELL } from '../shared/ui/shell/constants';
import { focusableIn, keepFocusIn } from './focus';
import { localeHeader } from './locale-header';

/** The unsubscribe of a subscription whose code is still loading: it ends the subscription once there is one. */
function afterLoad(subscribed: Promise<() => void>): () => void {
  return () => void subscribed.then((stop) => stop());
}

/** The browser side of the UI's Browser interface. */
export const browser: Browser = {
  goBack: () => history.back(),
  replaceQuery: (change) => history.replaceState(history.state, '', `?${change(new URLSearchParams(location.search))}${location.hash}`),
  readElementText: (elementId) => document.getElementById(elementId)?.textContent ?? null,
  elementById: (elementId) => document.getElementById(elementId),
  alternateUrl: (locale) => document.querySelector<HTMLLinkElement>(`link[rel=alternate][hreflang="${locale}"]`)?.href ?? null,
  reload: () => location.reload(),
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
  // The rows' arrows animate on a click; their code loads with the first (decision 090).
  scrollByPage: (element, direction, durationMs) =>
    void import('./scroll-animation').then((animation) => animation.scrollByPage(element, direction, durationMs)),
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
  // spec §8: each call gives up after a time with the spec's message. Credentials are fetch's own
  // default, same-origin.
  fetchJson: (path) =>
    withRequestTimeout(async (signal) => {
      const response = await fetch(path, { headers: { accept: 'application/json', ...localeHeader() }, signal });
      if (!response.ok) throw new Error(`${path} answered ${response.status}`);
      return response.json();
    }),
  formValues: (form) =>
    Object.fromEntries([...new FormData(form)].map(([name, value]) => [name, typeof value === 'string' ? value : value.name])),
  postJson: (path, body) =>
    withRequestTimeout(async (signal) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json', ...localeHeader() },
        body: JSON.stringify(body),
        signal,
      });
      return { status: response.status, body: await response.json().catch(() => null) };
    }),
  // Leaving the page comes after a click; the rules for where to (spec §5) load with it (decision 024).
  navigate: (target, options) =>
    void import('../shared/routing/navigation-safety').then(({ navigationTarget }) =>
      location.assign(navigationTarget(target, location.href, options)),
    ),
  readCookie: (name) => {
    const entry = document.cookie.split('; ').find((pair) => pair.startsWith(`${name}=`));
    return entry ? decodeURIComponent(entry.slice(name.length + 1)) : null;
  },
  writeCookie: (name, value, maxAgeDays) => {
    // biome-ignore lint/suspicious/noDocumentCookie: writeCookie is synchronous and must work where the asynchronous Cookie Store API is missing (Safari before 18.4)
    document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeDays * 86_400}; Path=/; SameSite=Lax${location.protocol === 'https:' ? '; Secure' : ''}`;
  },
  chosenFile: (form, name) => {
    const value = new FormData(form).get(name);
    return value instanceof File && value.name !== '' ? value : null;
  },
  // Forms that send files, downloads and the JPEG conversion belong to the toolbox (decision 012),
  // the vendor scripts to the error page's messenger (decision 013) and the log-in dialog's Google
  // sign-in (decision 051): their code loads the first time one is used (decision 024). A chunk
  // that fails to load rejects, as a failed request would.
  sendForm: (form) => import('./files').then((files) => files.sendForm(form)),
  saveFile: (blob, fileName) => void import('./files').then((files) => files.saveFile(blob, fileName)),
  convertImageToJpeg: (file, quality) => import('./files').then((files) => files.convertImageToJpeg(file, quality)),
  // The error page's extras (decision 013) watch scrolling and focus and ask which app store serves
  // the device: that code loads with them (decision 024); the page preloads it where they show.
  onScroll: (callback) => afterLoad(import('./browser-extras').then((extras) => extras.onScroll(callback))),
  onFocusCovered: (element, callback) => afterLoad(import('./browser-extras').then((extras) => extras.onFocusCovered(element, callback))),
  appStore: () => import('./browser-extras').then((extras) => extras.appStore()),
  vendorScripts: () => import('./vendors'),
};
