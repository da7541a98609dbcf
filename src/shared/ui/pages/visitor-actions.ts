import type { BotCheckWidget } from '../../shop-data';

/**
 * What the visitor's own pages ask of the browser beyond the Browser interface (decisions 054,
 * 055): src/client/visitor-page.tsx hands them to the page's body; on the server nobody clicks, and
 * NO_VISITOR_ACTIONS refuse. A prop, not a context: the bodies import only this type, so the
 * browser carries no module for it (decision 094).
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

export const NO_VISITOR_ACTIONS: VisitorActions = {
  openLogin: () => {},
  takeQueryValue: () => null,
  botCheckToken: () => Promise.reject(new Error('no bot check outside the browser')),
};
