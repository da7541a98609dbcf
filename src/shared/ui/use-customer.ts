import useSWR from 'swr';
import { ANONYMOUS, CUSTOMER_DATA_PATH, type CustomerData } from '../customer';
import { useBrowser } from './browser';

/**
 * The visitor as a customer (spec §4: starts not logged in; data loads once on first mount).
 * Personal data stays out of the page's HTML: on the server and at hydration this is the anonymous
 * visitor, then SWR reads `/web-api/customer-data` and the header updates.
 */
export function useCustomer(): CustomerData {
  const browser = useBrowser();
  const fetcher = browser && ((path: string) => browser.fetchJson(path) as Promise<CustomerData>);
  const { data } = useSWR(fetcher ? CUSTOMER_DATA_PATH : null, fetcher, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data ?? ANONYMOUS;
}
