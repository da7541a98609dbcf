import type { PhotoboxPaper, PhotoboxType } from '../catalogue/photoboxes';
import type { PriceLine } from './price-lines';

/** A photo box (`small`) or a photo print on a paper in a format (spec §3 photobox types and papers). */
export interface PhotoboxChoice {
  type: PhotoboxType;
  paper: PhotoboxPaper;
  format: string;
}

/**
 * The line of a photo box or a photo print (decision 035): the small box with its prints as
 * `photobox/small/{paper}/{format}`, a photo print, per print, as `photoprint/{paper}/{format}`.
 * @example photoboxLines({ type: 'photoprint', paper: 'poster', format: '150x100' }) // [{ part: 'print', article: 'photoprint/poster/150x100', count: 1 }]
 */
export function photoboxLines(box: PhotoboxChoice): PriceLine<'box' | 'print'>[] {
  return box.type === 'small'
    ? [{ part: 'box', article: `photobox/small/${box.paper}/${box.format}`, count: 1 }]
    : [{ part: 'print', article: `photoprint/${box.paper}/${box.format}`, count: 1 }];
}
