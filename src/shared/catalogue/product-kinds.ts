/**
 * The catalogue's kinds and their design lists (spec §3 "Product kinds", sorting; §9 page sizes):
 * one table each, used by block schemas, the catalogue API and the D1 queries alike. The tables of
 * each kind have files of their own (./calendars.ts, ./cards.ts, ./photobooks.ts, …).
 */

/** spec §3 product kinds. */
export const PRODUCT_KINDS = ['calendar', 'card', 'collage', 'photoframe', 'photoprint', 'photobook', 'photobox'] as const;

/**
 * The kinds a shopper chooses a design of before the designer opens: card themes, calendar and
 * collage designs, and the photo book kinds (digital, real photo book, booklet).
 */
export const DESIGN_KINDS = ['card', 'calendar', 'collage', 'photobook'] as const;
export type DesignKind = (typeof DESIGN_KINDS)[number];

/** spec §3 card sorting options. */
export const DESIGN_SORTS = ['popularity', 'created'] as const;
export type DesignSort = (typeof DESIGN_SORTS)[number];

/** spec §9 page sizes of design lists. */
export const PAGE_SIZES = [12, 48] as const;
export type PageSize = (typeof PAGE_SIZES)[number];
