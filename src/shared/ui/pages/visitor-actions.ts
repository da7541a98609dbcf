import { createContext, useContext } from 'react';
import type { BotCheckWidget } from '../../shop-data';

/**
 * What the visitor's own pages ask of the browser beyond the Browser interface (decisions 054,
 * 055): src/client/visitor-page.tsx hands them down; on the server nobody clicks, and these refuse.
 */
export interface VisitorActions {
  /** Opens the header's log-in dialog. */
  openLogin(): void;
  /**
   * A parameter of the page URL's query, taken out of the address as it is read (a reset link's
   * token, a confirmation's outcome): neither the history nor a reload keeps it. Null when absent.
   */
  takeQueryValue(name: string): string | null;
  /** A token of the bot check (reCAPTCHA v3) for `action`; rejects when its widget cannot be had. */
  botCheckToken(widget: BotCheckWidget, action: string): Promise<string>;
}

export const VisitorActionsContext = createContext<VisitorActions>({
  openLogin: () => {},
  takeQueryValue: () => null,
  botCheckToken: () => Promise.reject(new Error('no bot check outside the browser')),
});

export const useVisitorActions = (): VisitorActions => useContext(VisitorActionsContext);
