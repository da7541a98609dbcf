/** Where the visit's Google click id is kept (./click-id.ts): the tab's session storage. */
export const CLICK_ID_KEY = 'gclid';
