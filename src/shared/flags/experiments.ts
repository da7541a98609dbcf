/**
 * The feature flags the shop's own code reads, by what they change (spec §9 experiments; spec §2
 * error page; spec §4 wall-art flyout treatments; decisions 058, 061). A/B content blocks name
 * theirs in the content (spec §3 `featureFlag`). Each flag is read only on the pages `pageFlags`
 * names for it (./page-flags.ts), so a page is cached once per treatment of the flags it shows, not
 * of all of them.
 */
export const FLAGS = {
  /** spec §2 error page: "an error details block hidden unless a flag is set". */
  errorDetails: 'shop-error-details',
  /** spec §9 VOLL-965: the wall-art calculator laid out anew: formats as tiles, the total first. */
  calculatorRedesign: 'VOLL-965',
  /** spec §9 VOLL-967: a nudging label on the first listed format ("most chosen"). */
  nudgingLabels: 'VOLL-967',
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
