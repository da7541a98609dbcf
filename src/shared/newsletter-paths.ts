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

/**
 * The shop's newsletter page by language (decision 055), under the spec §2 newsletter prefix of
 * that language: where a shopper subscribes, and where the confirmation mail's link leads back to.
 */
export const NEWSLETTER_PAGES = {
  de: 'newsletter',
  en: 'newsletter',
  es: 'boletin',
  fr: 'newsletter',
  it: 'newsletter',
  nl: 'nieuwsbrief',
} as const;

/** What the confirmation link says of itself on the newsletter page (`?newsletter=`). */
export const NEWSLETTER_OUTCOMES = ['confirmed', 'link-invalid'] as const;
export type NewsletterOutcome = (typeof NEWSLETTER_OUTCOMES)[number];
