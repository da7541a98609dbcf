import { SHELL } from './shell/constants';

/**
 * `sizes` attributes written from the page's layout (issue "Fast by default"; decision 025), so a
 * browser picks the smallest file that still fills an image: the image's width as a share of the
 * page's content column at every viewport width. The column is `main` in
 * src/worker/features/page-shell/styles.ts: at most 1300px wide, padded 1rem a side, 2rem from the desktop
 * breakpoint (spec §9); tests/e2e/image-densities.test.ts checks both agree in a browser.
 */
const PAGE_COLUMN = { maxWidthPx: 1300, paddingPx: 16, desktopPaddingPx: 32 } as const;

/** How an image is laid out from a viewport width on: a share of the column, or a fixed width. */
type ImageLayout =
  | {
      fromPx: number;
      /** The share of what is left of the column after `minusPx` (gaps, a neighbour's track). */
      fraction?: number;
      minusPx?: number;
      /** A `max-width` the image stops growing at. */
      maxPx?: number;
      /** The width it is drawn at however narrow it gets: an image that covers a box (`object-fit: cover`) as high as this needs. */
      minPx?: number;
    }
  | { fromPx: number; px: number };

/** An image as wide as the column. */
export const COLUMN_IMAGE_SIZES = imageSizes([{ fromPx: 0 }]);

/**
 * A tile of a product or design grid: two columns with a 1rem gap, three from 600px, four with
 * 1.5rem gaps from 1000px (styles/blocks-b.ts `.block--shop__list`, styles/catalogue.ts
 * `.block--designs__list`).
 */
export const TILE_GRID_IMAGE_SIZES = imageSizes([
  { fromPx: 0, fraction: 1 / 2, minusPx: 16 },
  { fromPx: 600, fraction: 1 / 3, minusPx: 32 },
  { fromPx: 1000, fraction: 1 / 4, minusPx: 72 },
]);

/** The image's width over a range of viewport widths: `perVw` × viewport − `minusPx`, or a constant. */
type Width = { perVw: number; minusPx: number } | { px: number };
interface Piece {
  fromPx: number;
  width: Width;
}

/**
 * The `sizes` of an image laid out as the rules say, widest viewport first; the first rule should
 * start at 0.
 * @example imageSizes([{ fromPx: 0 }, { fromPx: 1000, fraction: 3 / 5, minusPx: 16 }])
 *          // '(min-width: 1300px) 732px, (min-width: 1000px) calc(60vw - 48px), calc(100vw - 32px)'
 */
export function imageSizes(layouts: readonly ImageLayout[]): string {
  const steps = [...new Set([0, SHELL.desktopFromPx, PAGE_COLUMN.maxWidthPx, ...layouts.map((layout) => layout.fromPx)])].sort(
    (a, b) => a - b,
  );
  const pieces: Piece[] = [];
  steps.forEach((fromPx, index) => {
    const layout = layouts.filter((each) => each.fromPx <= fromPx).at(-1) ?? { fromPx: 0 };
    pieces.push(...piecesOf(layout, fromPx, steps[index + 1] ?? Number.POSITIVE_INFINITY));
  });
  const entries = pieces.map((piece) => ({ fromPx: piece.fromPx, css: cssOf(piece.width) }));
  return entries
    .filter((entry, index) => entry.css !== entries[index - 1]?.css)
    .reverse()
    .map((entry) => (entry.fromPx === 0 ? entry.css : `(min-width: ${entry.fromPx}px) ${entry.css}`))
    .join(', ');
}

/**
 * `sizes` for one of `items` cards of a `repeat(auto-fit, minmax(min(100%, minPx), 1fr))` grid:
 * as many columns as fit, never more than there are cards (auto-fit drops the empty tracks).
 */
export function autoFitImageSizes(minPx: number, gapPx: number, items: number): string {
  const columnsAt = (columnPx: number) => Math.min(Math.max(1, items), Math.max(1, Math.floor((columnPx + gapPx) / (minPx + gapPx))));
  const layouts: ImageLayout[] = [];
  const add = (fromPx: number, columns: number) => layouts.push({ fromPx, fraction: 1 / columns, minusPx: (columns - 1) * gapPx });
  // The column is V − 2 × padding up to its max width: a new track fits once it has grown by one more.
  for (const [fromPx, toPx, padding] of [
    [0, SHELL.desktopFromPx, PAGE_COLUMN.paddingPx],
    [SHELL.desktopFromPx, PAGE_COLUMN.maxWidthPx, PAGE_COLUMN.desktopPaddingPx],
  ] as const) {
    add(fromPx, columnsAt(fromPx - 2 * padding));
    for (let columns = columnsAt(fromPx - 2 * padding) + 1; columns <= items; columns++) {
      const at = columns * minPx + (columns - 1) * gapPx + 2 * padding;
      if (at < toPx) add(at, columns);
    }
  }
  add(PAGE_COLUMN.maxWidthPx, columnsAt(PAGE_COLUMN.maxWidthPx - 2 * PAGE_COLUMN.desktopPaddingPx));
  return imageSizes(layouts);
}

/** The image's width from `fromPx` to `toPx`: linear in the viewport, or constant while a limit holds it. */
function piecesOf(layout: ImageLayout, fromPx: number, toPx: number): Piece[] {
  if ('px' in layout) return [{ fromPx, width: { px: layout.px } }];
  const fraction = layout.fraction ?? 1;
  const minusPx = layout.minusPx ?? 0;
  const { maxPx = Number.POSITIVE_INFINITY, minPx = 0 } = layout;
  const padding = fromPx >= SHELL.desktopFromPx ? PAGE_COLUMN.desktopPaddingPx : PAGE_COLUMN.paddingPx;
  const clamp = (px: number) => Math.max(Math.min(px, maxPx), minPx);
  if (fromPx >= PAGE_COLUMN.maxWidthPx)
    return [{ fromPx, width: { px: clamp(fraction * (PAGE_COLUMN.maxWidthPx - 2 * padding - minusPx)) } }];
  // The viewport widths at which the linear width reaches the lower and the upper limit.
  const reaches = (px: number) => Math.ceil(px / fraction + 2 * padding + minusPx);
  const linear: Width = { perVw: fraction, minusPx: fraction * (2 * padding + minusPx) };
  const pieces: Piece[] = [];
  const from = minPx > 0 ? Math.max(fromPx, Math.min(reaches(minPx), toPx)) : fromPx;
  const to = Math.min(toPx, Math.max(reaches(maxPx), from));
  if (from > fromPx) pieces.push({ fromPx, width: { px: minPx } });
  if (to > from) pieces.push({ fromPx: from, width: linear });
  if (to < toPx) pieces.push({ fromPx: to, width: { px: maxPx } });
  return pieces;
}

function cssOf(width: Width): string {
  if ('px' in width) return `${Math.ceil(width.px)}px`;
  const vw = round(width.perVw * 100);
  const minus = round(width.minusPx);
  return minus === 0 ? `${vw}vw` : `calc(${vw}vw - ${minus}px)`;
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
