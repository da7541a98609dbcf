/** What a browser's error report to the shop may hold (src/worker/features/operations/client-errors.ts). */
export interface ClientErrorReport {
  /** The log event code of the failure, e.g. `uncaught-error`, `block-render-error`. */
  event: string;
  message: string;
  stack?: string;
  /** The page's path, without its query. */
  page: string;
  /** The client bundle the page ran. */
  release?: string;
}

export const CLIENT_ERROR_LIMITS = {
  message: 1000,
  stack: 4000,
  /** Reports one page sends at most: a failure in a loop must not flood the shop. */
  perPage: 5,
} as const;
