import { useEffect, useSyncExternalStore } from 'react';
import { ANONYMOUS, CUSTOMER_DATA_PATH, type CustomerData } from '../customer';
import { type Browser, useBrowser } from './browser';

/**
 * The customer, read once per page view and shared by every component that shows it. A small
 * store instead of SWR (decision 021): the header is on every page, and a one-time read needs
 * neither revalidation nor a cache, so SWR stays in the chunks of the blocks that use it.
 */
let customer: CustomerData = ANONYMOUS;
let asked = false;
const listeners = new Set<() => void>();

function loadCustomer(browser: Browser): void {
  if (asked) return;
  asked = true;
  browser.fetchJson(CUSTOMER_DATA_PATH).then(
    (answer) => {
      customer = answer as CustomerData;
      for (const listener of listeners) listener();
    },
    // An answer that fails leaves the anonymous visitor, as before it arrived; there is no retry.
    () => {},
  );
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The visitor as a customer (spec §4: starts not logged in; data loads once on first mount).
 * Personal data stays out of the page's HTML: on the server and at hydration this is the anonymous
 * visitor, then the browser reads `/web-api/customer-data` and the header updates.
 */
export function useCustomer(): CustomerData {
  const browser = useBrowser();
  useEffect(() => {
    if (browser) loadCustomer(browser);
  }, [browser]);
  return useSyncExternalStore(
    subscribe,
    () => customer,
    () => ANONYMOUS,
  );
}
