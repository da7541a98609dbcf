// Data only, without imports (decision 029). A module of its own, so the code of a page that
// shows sizes holds it without the other format tables.

/**
 * spec §3 photo-print formats (millimetres) with the inch names they are sold under in en-US,
 * [width, height]: the trade's nominal sizes, not conversions (130x90 mm is "5x3.5").
 */
export const PHOTO_PRINT_FORMATS = {
  '100x100': [4, 4],
  '100x120': [4, 4.5],
  '130x90': [5, 3.5],
  '150x100': [6, 4],
  '180x130': [7, 5],
  '300x200': [12, 8],
} as const;
