/**
 * The feature flags the shop's own code reads, by what they change (spec §9 experiments; spec §2
 * error page; spec §4 wall-art flyout treatments; decisions 058, 061). A/B content blocks name
 * theirs in the content (spec §3 `featureFlag`). Each flag is read only on the pages `pageFlags`
 * names for it (./page-flags.ts), so a page is cached once per treatment of the flags it shows, not
 * of all of them.
 */

/**
 * spec §2 error page: "an error details block hidden unless a flag is set". A name of its own for
 * the browser's code (the error page), which would otherwise carry the whole table.
 */
export const ERROR_DETAILS_FLAG = 'shop-error-details';

export const FLAGS = {
  errorDetails: ERROR_DETAILS_FLAG,
  /** spec §9 VOLL-965: the wall-art calculator laid out anew: formats as tiles, the total first. */
  calculatorRedesign: 'VOLL-965',
  /** spec §9 VOLL-967: a nudging label on the first listed format ("most chosen"). */
  nudgingLabels: 'VOLL-967',
  /** spec §9 VOLL-1031: a wall-art calculator starts at the upright twin of its material's first format. */
  portraitFormatSwap: 'VOLL-1031',
  /** spec §9 VOLL-1785: the A/B content block's wall-pictures teaser, with the price of acrylic glass in an artbox (spec §7). */
  wallPicturesTeaser: 'VOLL-1785',
  /** spec §9 VOLL-1409: the canvas pages' calculator in a canvas look. */
  canvasRedesign: 'VOLL-1409',
  /** spec §4: the wall-art flyout with its premium materials first. */
  flyoutPremiumFirst: 'wall_art_flyout_premium_first',
} as const;

/** spec §4: the treatment that shows an experiment's variant; off, control and anything else show the original. */
export const ON = 'on';

/**
 * The experiments drawn by the stylesheet alone: the server names those in `on` on the page's
 * `<body data-experiments>`, which only the server renders, so the browser needs no code for them.
 */
export const STYLED_EXPERIMENTS: readonly string[] = [FLAGS.calculatorRedesign, FLAGS.nudgingLabels, FLAGS.canvasRedesign];

/**
 * spec §7 wall-picture teaser: acrylic glass (identifier `acrylglas-framed`) in the black artbox
 * frame, priced in its default format 600×450. Shown in the teasers of an A/B content block on
 * VOLL-1785 while the visitor's treatment is on.
 */
export const WALL_PICTURES_TEASER = { material: 'acrylglas', frameType: 'artbox-schwarz', format: '600x450' } as const;
