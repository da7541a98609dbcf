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

/** spec §7 customer calls that change the visitor's session (POST, same origin). */
export const ACCOUNT_PATHS = {
  login: '/web-api/customer-login',
  signup: '/web-api/customer-signup',
  logout: '/web-api/customer-logout',
  passwordReset: '/web-api/customer-password-reset',
  /** Not named by spec §7: sets the new password with the token of a reset mail (decision 049). */
  passwordNew: '/web-api/customer-password-new',
} as const;

/**
 * The page a password-reset mail links to, by language, under the spec §2 customer-account prefix
 * of that language (decision 049).
 */
export const NEW_PASSWORD_PAGES = {
  de: 'kundenkonto/neues-passwort',
  en: 'my-account/new-password',
  es: 'area-cliente/nueva-contrasena',
  fr: 'espace-client/nouveau-mot-de-passe',
  it: 'area-clienti/nuova-password',
  nl: 'mijn-account/nieuw-wachtwoord',
} as const;
