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
