/**
 * The account calls and pages (spec §7 customer calls, §2 customer-account prefix; issue 14): a
 * module apart from ./customer.ts, which every page's code reads, so that only the log-in dialog's
 * chunk and the worker carry these.
 */

/** spec §7 customer calls that change the visitor's session (POST, same origin). */
export const ACCOUNT_PATHS = {
  login: '/web-api/customer-login',
  signup: '/web-api/customer-signup',
  logout: '/web-api/customer-logout',
  passwordReset: '/web-api/customer-password-reset',
  /** Not named by spec §7: sets the new password with the token of a reset mail (decision 049). */
  passwordNew: '/web-api/customer-password-new',
  /** Logs in with the ID token Google Identity Services hands the page (decision 051). */
  googleCredentials: '/web-api/customer-auth-google-credentials',
} as const;

/** The account page by language: the spec §2 customer-account prefix of that language (decision 054). */
export const ACCOUNT_PAGES = {
  de: 'kundenkonto',
  en: 'my-account',
  es: 'area-cliente',
  fr: 'espace-client',
  it: 'area-clienti',
  nl: 'mijn-account',
} as const;

/**
 * The page a password-reset mail links to, by language, under the account page of that language
 * (decision 049).
 */
export const NEW_PASSWORD_PAGES = {
  de: `${ACCOUNT_PAGES.de}/neues-passwort`,
  en: `${ACCOUNT_PAGES.en}/new-password`,
  es: `${ACCOUNT_PAGES.es}/nueva-contrasena`,
  fr: `${ACCOUNT_PAGES.fr}/nouveau-mot-de-passe`,
  it: `${ACCOUNT_PAGES.it}/nuova-password`,
  nl: `${ACCOUNT_PAGES.nl}/nieuw-wachtwoord`,
} as const;
