/**
 * The feature flags the shop's own code reads, by what they change (spec §9 experiments; spec §2
 * error page; spec §4 wall-art flyout treatments; decision 058). A/B content blocks name theirs in
 * the content (spec §3 `featureFlag`). Each flag is read only on the pages `pageFlags` names for it
 * (./page-flags.ts), so a page is cached once per treatment of the flags it shows, not of all.
 */
export const FLAGS = {
  /** spec §2 error page: "an error details block hidden unless a flag is set". */
  errorDetails: 'shop-error-details',
} as const;

/** spec §4: the treatment that shows an experiment's variant; off, control and anything else show the original. */
export const ON = 'on';
