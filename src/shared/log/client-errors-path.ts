/** Where browsers report their failures (src/worker/features/operations/client-errors.ts). */
export const CLIENT_ERRORS_PATH = '/web-api/client-errors';
