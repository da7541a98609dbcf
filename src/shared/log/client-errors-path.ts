/** Where browsers report their failures (src/worker/api/client-errors.ts). */
export const CLIENT_ERRORS_PATH = '/web-api/client-errors';
