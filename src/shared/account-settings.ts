/**
 * What a logged-in customer can change of their account (issue 31; decision 083): calls not named
 * by spec §7, under its `/web-api/customer-` family, and the account details they show. A module
 * apart from ./account-paths.ts, so that only the account settings' chunk and the worker carry it.
 */

/** The account settings' calls: the reads are GET, every change a same-origin POST of JSON. */
export const ACCOUNT_SETTINGS_PATHS = {
  /** GET: the account's details for its settings (AccountDetails). */
  details: '/web-api/customer-account',
  name: '/web-api/customer-name',
  password: '/web-api/customer-password',
  /** Mails a link to the new address; the address changes once it is followed. */
  email: '/web-api/customer-email',
  /** GET: the link of that mail; it leads on to the account page with the outcome. */
  emailConfirm: '/web-api/customer-email-confirm',
  /** GET: everything the shop holds on the customer, as a JSON file (GDPR Art. 15, 20). */
  dataExport: '/web-api/customer-data-export',
  /** Deletes the account for good (GDPR Art. 17). */
  deletion: '/web-api/customer-delete',
} as const;

/** The account as its settings show it: never in a page's HTML, only read by the browser. */
export interface AccountDetails {
  email: string;
  firstName: string;
  lastName: string;
  /** Without one (Google sign-in only), no change asks for the current password. */
  hasPassword: boolean;
  googleLinked: boolean;
  /** The address a change waits to be confirmed for, if any. */
  pendingEmail: string | null;
}

/** The query parameter the account page is told the outcome of an address change's link with. */
export const EMAIL_CHANGE_QUERY = 'email-change';

export const EMAIL_CHANGE_OUTCOMES = ['changed', 'link-invalid', 'taken'] as const;
export type EmailChangeOutcome = (typeof EMAIL_CHANGE_OUTCOMES)[number];
