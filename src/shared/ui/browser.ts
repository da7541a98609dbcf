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
}

export const BrowserContext = createContext<Browser | null>(null);

export function useBrowser(): Browser | null {
  return useContext(BrowserContext);
}
