/**
 * Photo books (spec §3 "Product kinds": binding, cover, kinds, paper, cover lamination,
 * orientations, formats, size labels; §3 hand-off parameters). Data only, without imports
 * (decision 029).
 */

/** spec §3 photo book kinds. The hand-off's printing values are these ids (decision 029). */
export const PHOTOBOOK_KINDS = ['digitalfotobuch', 'echtfotobuch', 'fotoheft'] as const;
export type PhotobookKind = (typeof PHOTOBOOK_KINDS)[number];

/** spec §3 bindings: PUR (glued), layflat, stitched. */
export const PHOTOBOOK_BINDINGS = ['heftbindung', 'layflat', 'pur'] as const;

/**
 * spec §3: "Digital photo book = binding PUR, real photo book = LAYFLAT, photo booklet =
 * stitched". The printing-to-binding mapping is fixed but not shown: printing is the kind, so
 * it is this mapping too (decision 029).
 */
export const BINDING_OF_KIND = {
  digitalfotobuch: 'pur',
  echtfotobuch: 'layflat',
  fotoheft: 'heftbindung',
} as const satisfies Record<PhotobookKind, (typeof PHOTOBOOK_BINDINGS)[number]>;

/** spec §3 covers. */
export const PHOTOBOOK_COVERS = ['hard', 'soft'] as const;
export type PhotobookCover = (typeof PHOTOBOOK_COVERS)[number];

/** spec §3 paper finishes. */
export const PHOTOBOOK_PAPERS = ['feinstweiss', 'glaenzend', 'matt', 'standard'] as const;
export type PhotobookPaper = (typeof PHOTOBOOK_PAPERS)[number];

/** spec §3 cover laminations (the channel flag `defaultPhotobookCoverLamination` picks one). */
export const COVER_LAMINATIONS = ['glossy', 'matt'] as const;
export type CoverLamination = (typeof COVER_LAMINATIONS)[number];

/** spec §3 orientations. */
export const PHOTOBOOK_ORIENTATIONS = ['din-landscape', 'din-portrait', 'square'] as const;

/** spec §3 photo book formats. */
export const PHOTOBOOK_FORMATS = ['200-200', '300-300', 'a3-quer', 'a4-hoch', 'a4-quer', 'a5-hoch', 'a5-quer', 'a6-quer'] as const;
export type PhotobookFormat = (typeof PHOTOBOOK_FORMATS)[number];

/** The orientation of each format (not shown in the spec; decision 029). */
export const ORIENTATION_OF_FORMAT = {
  '200-200': 'square',
  '300-300': 'square',
  'a3-quer': 'din-landscape',
  'a4-hoch': 'din-portrait',
  'a4-quer': 'din-landscape',
  'a5-hoch': 'din-portrait',
  'a5-quer': 'din-landscape',
  'a6-quer': 'din-landscape',
} as const satisfies Record<PhotobookFormat, (typeof PHOTOBOOK_ORIENTATIONS)[number]>;

/**
 * The size of the finished book, in millimetres [width, height]: spec §3 size labels (a3
 * landscape 44.1 x 29.7 cm, a4 portrait 21.5 x 27.6, a4 landscape 28.5 x 19.4, a5 portrait
 * 14.8 x 21, a5 landscape 19 x 14.5); 200-200, 300-300 and a6-quer are decision 029.
 */
export const PHOTOBOOK_SIZES = {
  '200-200': [210, 210],
  '300-300': [300, 300],
  'a3-quer': [441, 297],
  'a4-hoch': [215, 276],
  'a4-quer': [285, 194],
  'a5-hoch': [148, 210],
  'a5-quer': [190, 145],
  'a6-quer': [148, 105],
} as const satisfies Record<PhotobookFormat, readonly [number, number]>;

/** What each kind is offered in (not shown in the spec; decision 029). */
export const PHOTOBOOK_OFFER = {
  digitalfotobuch: {
    covers: ['hard', 'soft'],
    papers: ['standard', 'feinstweiss', 'matt', 'glaenzend'],
    formats: ['a4-quer', 'a4-hoch', 'a3-quer', 'a5-quer', '200-200', '300-300'],
  },
  echtfotobuch: {
    covers: ['hard'],
    papers: ['glaenzend', 'matt'],
    formats: ['a4-quer', 'a4-hoch', 'a3-quer', '200-200', '300-300'],
  },
  fotoheft: {
    covers: ['soft'],
    papers: ['standard', 'matt'],
    formats: ['a5-quer', 'a5-hoch', 'a6-quer', 'a4-hoch', '200-200'],
  },
} as const satisfies Record<
  PhotobookKind,
  { covers: readonly PhotobookCover[]; papers: readonly PhotobookPaper[]; formats: readonly PhotobookFormat[] }
>;

/** What a new book of each kind starts as (decision 029). */
export const PHOTOBOOK_DEFAULTS = {
  digitalfotobuch: { cover: 'hard', paper: 'standard', format: 'a4-quer' },
  echtfotobuch: { cover: 'hard', paper: 'glaenzend', format: 'a4-quer' },
  fotoheft: { cover: 'soft', paper: 'standard', format: 'a5-quer' },
} as const satisfies Record<PhotobookKind, { cover: PhotobookCover; paper: PhotobookPaper; format: PhotobookFormat }>;

/**
 * Pages a book of each kind can have (decision 029): from `min`, in steps of `step`, up to `max`.
 * A stitched booklet grows by whole sheets, four pages at a time.
 */
export const PAGE_COUNTS = {
  digitalfotobuch: { min: 24, max: 160, step: 2 },
  echtfotobuch: { min: 20, max: 100, step: 2 },
  fotoheft: { min: 16, max: 48, step: 4 },
} as const satisfies Record<PhotobookKind, { min: number; max: number; step: number }>;
