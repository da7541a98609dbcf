/**
 * The newsletter calls (spec §7 /web-api/newsletter-subscribe, /web-api/newsletter-confirm; issue
 * 14; decision 052): a module of their own, so no page's code carries them before it needs them.
 */
export const NEWSLETTER_PATHS = {
  /** POST, same origin, JSON `{email, token}` with the bot check's token. */
  subscribe: '/web-api/newsletter-subscribe',
  /** GET: the link of the confirmation mail; a mail link cannot POST. */
  confirm: '/web-api/newsletter-confirm',
} as const;
