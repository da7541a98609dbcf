import { createContext, useContext } from 'react';
import type { GoogleSignInData } from '../shop-data';
import type { AppStore } from './shell/app-store';

/**
 * What the UI may ask of the browser. The client bundle provides it (src/client/browser.ts);
 * on the server there is none, so shared components never touch browser globals themselves.
 */
export interface Browser {
  /** One step back in history (spec §2 app header back button). */
  goBack(): void;
  /** Rewrites the page URL's query in place, without a new history entry (a calculator's choice, spec §4). */
  replaceQuery(change: (query: URLSearchParams) => URLSearchParams): void;
  /** Text of an element the server wrote into the page, or null. */
  readElementText(elementId: string): string | null;
  /** An element of the page by its id, or null. */
  elementById(elementId: string): HTMLElement | null;
  /** The address of this page in a locale, as its hreflang alternates name it, or null. */
  alternateUrl(locale: string): string | null;
  /** Loads the page anew, where the visitor is on it. */
  reload(): void;
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
  /** The file picked in a form's file input `name`, or null when none is (Toolbox, decision 012). */
  chosenFile(form: HTMLFormElement, name: string): File | null;
  /**
   * Sends a form to this site as its `action` and `method` say (POST as multipart/form-data, GET
   * as a query); resolves with the status, the headers (lowercase names) and the answer: JSON as
   * `body`, anything else (a file) as `blob`.
   */
  sendForm(form: HTMLFormElement): Promise<FormAnswer>;
  /** Hands a file to the visitor as a download named `fileName`. */
  saveFile(blob: Blob, fileName: string): void;
  /**
   * Draws a picture the browser can decode (PNG, WebP, GIF, BMP, …) upright on a white canvas and
   * encodes it as JPEG at `quality` (0–1); rejects when the browser cannot decode it.
   */
  convertImageToJpeg(file: File, quality: number): Promise<Blob>;
  /** The app store that serves this device, from its user agent (smartbanner, decision 013), or null. */
  appStore(): Promise<AppStore | null>;
  /** Calls back with the direction each time the page has scrolled a few pixels further; returns the unsubscribe. */
  onScroll(callback: (direction: 'up' | 'down') => void): () => void;
  /** Calls back when the focus lands on an element outside `element` that `element` covers; returns the unsubscribe. */
  onFocusCovered(element: HTMLElement, callback: () => void): () => void;
  /**
   * The third-party scripts the shop loads on demand (decisions 013, 051): their code is a chunk of
   * its own, loaded the first time one is asked for.
   */
  vendorScripts(): Promise<VendorScripts>;
}

/** How the shop loads the third-party scripts it uses on demand. */
interface VendorScripts {
  /**
   * Loads the vendor's messenger script, once however often asked, and resolves with its widget
   * when it reports ready (the contract in decision 013); rejects when the script fails to load
   * or stays silent for `timeoutMs`.
   */
  loadMessenger(scriptUrl: string, timeoutMs: number): Promise<MessengerWidget>;
  /**
   * Loads Google Identity Services' script for the shop's client id, once however often asked
   * (decision 051); rejects when its script fails to load or does not put its API in place.
   */
  loadGoogleSignIn(google: GoogleSignInData): Promise<GoogleSignIn>;
}

/** Google's sign-in, once loaded (decision 051). */
export interface GoogleSignIn {
  /** Renders Google's button into `container` in `locale`; a sign-in with it hands `onCredential` Google's ID token. */
  renderButton(container: HTMLElement, locale: string, onCredential: (credential: string) => void): void;
}

/** The vendor's chat widget, once loaded (decision 013). */
export interface MessengerWidget {
  open(context: { locale: string; channel: string }): void;
  /** Calls back when the shopper closed the widget; returns the unsubscribe. */
  onClose(callback: () => void): () => void;
}

/** What `Browser.sendForm` resolves with. */
export interface FormAnswer {
  status: number;
  headers: Record<string, string>;
  blob: Blob | null;
  body: unknown;
}

export const BrowserContext = createContext<Browser | null>(null);

export function useBrowser(): Browser | null {
  return useContext(BrowserContext);
}
