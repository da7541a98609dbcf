/**
 * The calculator's products (spec §3), data only: the shell's code (./static-blocks.ts) reads it
 * without the block's schema.
 */

/**
 * spec §3 calculator products: a material in a format (framed material), a picture in a frame
 * (photo frame), a collage on a material, photo prints and the photo box (a paper in a format), a
 * photo book (a kind in a format); and cards, chosen by quantity (decisions 038, 040).
 */
export const CALCULATOR_PRODUCTS = ['framed-material', 'photoframe', 'collage', 'photobox', 'photoprint', 'photobook', 'card'] as const;
export type CalculatorProduct = (typeof CALCULATOR_PRODUCTS)[number];

/** The products whose calculator offers frame, mat and option groups (spec §2; decision 042): a collage's designer chooses them. */
export const CONFIGURED_PRODUCTS: readonly CalculatorProduct[] = ['framed-material', 'photoframe'];

/** The products whose calculator takes a size the shopper types (spec §2 custom formats; decision 044): wall art is cut to size, a photo frame is bought in its sizes. */
export const CUSTOM_SIZE_PRODUCTS: readonly CalculatorProduct[] = ['framed-material'];
