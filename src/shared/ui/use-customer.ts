import { mutate } from 'swr';
import { ANONYMOUS, CUSTOMER_DATA_PATH, type CustomerData } from '../customer';
import { useApiRead } from './use-api-read';

/**
 * The visitor as a customer (spec §4: starts not logged in; data loads once on first mount).
 * Personal data stays out of the page's HTML: on the server and at hydration this is the anonymous
 * visitor, then the browser reads `/web-api/customer-data` through SWR and the header updates. A
 * failed read leaves the anonymous visitor.
 */
export function useCustomer(): CustomerData {
  const customer = useApiRead<CustomerData>(CUSTOMER_DATA_PATH);
  return customer.state === 'ready' ? customer.data : ANONYMOUS;
}

/**
 * spec §4: a successful login or signup sets logged-in with the returned payload. It becomes SWR's
 * answer for the customer data, so every part of the page that shows the customer updates at once,
 * without asking the API again.
 * @example await customerSignedIn(await loginAnswer.json())
 */
export async function customerSignedIn(customer: CustomerData): Promise<void> {
  await mutate(CUSTOMER_DATA_PATH, customer, { revalidate: false });
}

/**
 * A wishlist change answers the whole list: its length becomes the customer data's count, so the
 * header's wishlist entry follows at once (decision 081).
 */
export async function wishlistCountChanged(count: number): Promise<void> {
  await mutate<CustomerData>(CUSTOMER_DATA_PATH, (customer) => customer && { ...customer, wishlistCount: count }, { revalidate: false });
}
