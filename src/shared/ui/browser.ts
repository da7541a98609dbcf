import { createContext, useContext } from 'react';

/**
 * What the UI may ask of the browser. The client bundle provides it (src/client/browser.ts);
 * on the server there is none, so shared components never touch browser globals themselves.
 */
export interface Browser {
  /** One step back in history (spec §2 app header back button). */
  goBack(): void;
  /** Text of an element the server wrote into the page, or null. */
  readElementText(elementId: string): string | null;
  /** Called once the app has hydrated and reacts to input. */
  pageReady(): void;
  /** spec §4: an open dialog or burger stops the page from scrolling and shows the overlay. */
  setPageLocked(locked: { noScroll: boolean; overlay: boolean }): void;
  /** Whether an element's content reaches past its left and right edge. */
  overflowOf(element: HTMLElement): { left: boolean; right: boolean };
  /** Scrolls an element by most of its width, animated over `durationMs` (spec §9 scroller). */
  scrollByPage(element: HTMLElement, direction: 1 | -1, durationMs: number): void;
  scrollTopOf(element: HTMLElement): number;
  /** Moves the focus to the first element a keyboard can reach inside `container`. */
  focusFirstIn(container: HTMLElement): void;
  /** The focused element, to give the focus back later. */
  focusedElement(): HTMLElement | null;
  focus(element: HTMLElement): void;
  /** Keeps Tab and Shift+Tab inside `container` (its onKeyDown); true when the key was handled. */
  keepFocusIn(event: { key: string; shiftKey: boolean; preventDefault(): void }, container: HTMLElement): boolean;
  /** Calls back after the window was resized, debounced (spec §9: 200 ms); returns the unsubscribe. */
  onResize(callback: () => void): () => void;
  /** Whether an image element has loaded, failed or is still loading. */
  imageState(image: HTMLImageElement): 'loading' | 'loaded' | 'failed';
  /** A first-party cookie's value, or null. */
  readCookie(name: string): string | null;
  /** GET a JSON API of this site; rejects on a status outside 200–299 (spec §8: 400–599 are errors). */
  fetchJson(path: string): Promise<unknown>;
  /** The named fields of a form and their values. */
  formValues(form: HTMLFormElement): Record<string, string>;
  /** POSTs JSON to an API of this site; resolves with the status and the JSON answer (or null). */
  postJson(path: string, body: unknown): Promise<{ status: number; body: unknown }>;
  /** Goes to another page, under the rules of spec §5 (src/shared/routing/navigation-safety.ts). */
  navigate(target: string, options?: { external?: boolean; payload?: boolean }): void;
  writeCookie(name: string, value: string, maxAgeDays: number): void;
}

export const BrowserContext = createContext<Browser | null>(null);

export function useBrowser(): Browser | null {
  return useContext(BrowserContext);
}
