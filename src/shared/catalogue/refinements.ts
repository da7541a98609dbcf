/**
 * Refinements (spec §3 "Refinement types"; §5: a refinement of 'none' or empty may be filtered
 * out). Data only, without imports (decision 029).
 */

/** spec §3 refinement types; `ohne` is none. */
export const REFINEMENTS = ['gold', 'ohne', 'relief', 'rosegold', 'silber'] as const;
export type Refinement = (typeof REFINEMENTS)[number];

/** Values that mean no refinement: the catalogue's `ohne`, and spec §5 'none' and empty. */
export const NO_REFINEMENT: readonly string[] = ['ohne', 'none', ''];

/**
 * The products that take a refinement and the refinements each offers (not shown in the spec;
 * decision 029): cards, and photo books on their cover (no relief on a laminated cover).
 */
export const REFINEMENTS_OF_PRODUCT = {
  card: ['ohne', 'gold', 'silber', 'rosegold', 'relief'],
  photobook: ['ohne', 'gold', 'silber', 'rosegold'],
} as const satisfies Record<string, readonly Refinement[]>;
