/**
 * The customer as the front sees it (spec §3 "Customer", §7 /web-api/customer-data). Personal,
 * so it never goes into a page's HTML: the client asks for it after the page loaded (DESIGN).
 */
export interface CustomerData {
  emailHash: string | null;
  firstName: string;
  lastName: string;
  /** Only when logged in: first and last name joined. */
  fullName?: string;
  isLoggedIn: boolean;
  isWhitelabelCustomer: boolean;
  number: string | null;
  order: { isWhitelabelOrder: boolean; cartArticlesAmount: number };
  /** Customer type; 0 by default. */
  type: number;
  /**
   * How many designs the visitor keeps on the wishlist (the shop's own field, decision 081): only
   * where the channel has one (spec §3 `wishlistAvailable`) and the count could be read.
   */
  wishlistCount?: number;
  /** The shop could not tell who this is just now (its database did not answer): shown as not logged in, asked again on the next page. */
  unknown?: true;
}

/** spec §4: a visitor starts not logged in. */
export const ANONYMOUS: CustomerData = {
  emailHash: null,
  firstName: '',
  lastName: '',
  isLoggedIn: false,
  isWhitelabelCustomer: false,
  number: null,
  order: { isWhitelabelOrder: false, cartArticlesAmount: 0 },
  type: 0,
};

/** Where the client reads the customer from. */
export const CUSTOMER_DATA_PATH = '/web-api/customer-data';
