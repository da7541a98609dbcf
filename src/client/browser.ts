import type { Browser } from '../shared/ui/browser';

/** The browser side of the UI's Browser interface. */
export const browser: Browser = {
  goBack: () => history.back(),
  readElementText: (elementId) => document.getElementById(elementId)?.textContent ?? null,
  pageReady: () => {
    // Marks the page as interactive, for assistive tooling and for tests that must not click too early.
    document.documentElement.dataset.hydrated = 'true';
  },
};
