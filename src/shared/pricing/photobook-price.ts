import {
  PAGE_COUNTS,
  PHOTOBOOK_DEFAULTS,
  type PhotobookCover,
  type PhotobookFormat,
  type PhotobookKind,
  type PhotobookPaper,
} from '../catalogue/photobooks';
import type { Refinement } from '../catalogue/refinements';
import type { PriceLine } from './price-lines';

/** A photo book as it is priced (spec §3 photo book kinds, covers, papers, formats, refinements). */
export interface PhotobookChoice {
  kind: PhotobookKind;
  cover: PhotobookCover;
  format: PhotobookFormat;
  paper: PhotobookPaper;
  pageCount: number;
  refinement: Refinement | null;
}

export type PhotobookPart = 'book' | 'pages' | 'paper' | 'refinement';

/**
 * The lines of one photo book (decision 035): the book with the kind's least pages, each page
 * above them, a paper other than the kind's own on every page, and a cover refinement.
 * @example photobookLines({ kind: 'digitalfotobuch', cover: 'hard', format: 'a4-quer', paper: 'matt', pageCount: 30, refinement: 'gold' })
 *          // book 1 ×, pages 6 × (30 − 24), paper 30 ×, refinement 1 ×
 */
export function photobookLines(book: PhotobookChoice): PriceLine<PhotobookPart>[] {
  const { kind, format } = book;
  const lines: PriceLine<PhotobookPart>[] = [{ part: 'book', article: `photobook/${kind}/${format}/${book.cover}`, count: 1 }];
  const extraPages = book.pageCount - PAGE_COUNTS[kind].min;
  if (extraPages > 0) lines.push({ part: 'pages', article: `photobook-page/${kind}/${format}`, count: extraPages });
  if (book.paper !== PHOTOBOOK_DEFAULTS[kind].paper) {
    lines.push({ part: 'paper', article: `photobook-paper/${book.paper}/${format}`, count: book.pageCount });
  }
  if (book.refinement) lines.push({ part: 'refinement', article: `photobook-refinement/${book.refinement}`, count: 1 });
  return lines;
}
