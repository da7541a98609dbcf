import { ANONYMOUS, CUSTOMER_DATA_PATH, type CustomerData } from '../customer';
import { useReadOnce } from './use-read-once';

/**
 * The visitor as a customer (spec §4: starts not logged in; data loads once on first mount).
 * Personal data stays out of the page's HTML: on the server and at hydration this is the anonymous
 * visitor, then the browser reads `/web-api/customer-data` and the header updates. A failed read
 * leaves the anonymous visitor.
 */
export function useCustomer(): CustomerData {
  const customer = useReadOnce<CustomerData>(CUSTOMER_DATA_PATH);
  return customer.state === 'ready' ? customer.data : ANONYMOUS;
}
