/**
 * Photo boxes and photo prints (spec §3 "Product kinds": photobox types and papers; §3 hand-off:
 * `type` is 'small' for the photo box, otherwise photo prints). Data only, without imports
 * (decision 029).
 */

/**
 * spec §3 photobox types. `large` ("MAX") appears only among the labels: it names the big box of
 * photo prints, which the designer reads as type `photoprint` (decision 029).
 */
export const PHOTOBOX_TYPES = ['small', 'photoprint'] as const;
export type PhotoboxType = (typeof PHOTOBOX_TYPES)[number];

/** spec §3 photobox papers; `poster` is the glossy one. */
export const PHOTOBOX_PAPERS = ['simple', 'poster', 'fotopapier-matt', 'hahnemuehle'] as const;
export type PhotoboxPaper = (typeof PHOTOBOX_PAPERS)[number];

/**
 * What each type is offered in, with what it starts at (decision 029): the small box holds
 * 15 × 10 cm or square prints, photo prints come in the spec §3 photo-print formats (./formats.ts).
 */
export const PHOTOBOX_OFFER = {
  small: {
    formats: ['150x100', '100x100'],
    papers: ['simple', 'fotopapier-matt'],
    format: '150x100',
    paper: 'simple',
  },
  photoprint: {
    formats: ['100x100', '100x120', '130x90', '150x100', '180x130', '300x200'],
    papers: ['simple', 'poster', 'fotopapier-matt', 'hahnemuehle'],
    format: '150x100',
    paper: 'poster',
  },
} as const satisfies Record<
  PhotoboxType,
  { formats: readonly string[]; papers: readonly PhotoboxPaper[]; format: string; paper: PhotoboxPaper }
>;
