/**
 * Which paths are the shop's APIs, in one place: the request guards check the calls to them
 * (decision 015), and an error there is answered as JSON (./api-answers.ts).
 */

/** The shop's own APIs, called by its pages: only they may change anything through them. */
const PAGE_API_PREFIXES = ['/web-api/', '/price-api/', '/frontend-api/', '/api/', '/whitelabel/'];
/** Called by other servers (signed): no Origin to check, but limits all the same. */
export const SERVER_API_PREFIXES = ['/webhooks/'];
/** spec §7 catalogue calls outside those prefixes, by their whole path (a page may start the same: `/gift-vouchers`). */
const API_PATHS = new Set(['/accessory', '/gift-voucher']);

/** Storyblok's publish webhook (decision 019): its guard checks the signature. */
export const WEBHOOK_PATH = '/webhooks/storyblok';
/** spec §7 /web-api/voucher: redeems a voucher code for the visitor's next order; its own rate limit. */
export const VOUCHER_PATH = '/web-api/voucher';

/** Whether `path` starts with one of `prefixes`. */
export const startsWithAny = (path: string, prefixes: readonly string[]): boolean => prefixes.some((prefix) => path.startsWith(prefix));

/** Whether `path` is one of the shop's own APIs, called by its pages: the same-origin check is theirs. */
export function isPageApiPath(path: string): boolean {
  return API_PATHS.has(path) || startsWithAny(path, PAGE_API_PREFIXES);
}

/** Whether `path` is an API of the shop's, answered with JSON. */
export function isApiPath(path: string): boolean {
  return isPageApiPath(path) || startsWithAny(path, SERVER_API_PREFIXES);
}
