import { PHOTOBOOK_DEFAULTS, PHOTOBOOK_KINDS, PHOTOBOOK_OFFER, type PhotobookCover, type PhotobookKind } from './photobooks';

/**
 * The hand-off's `photobookType` (spec §3: "split into printing and cover"): `{printing}-{cover}`,
 * the printing being the kind (decision 029).
 * @example photobookType('echtfotobuch', 'hard') // 'echtfotobuch-hard'
 */
export function photobookType(printing: PhotobookKind, cover: PhotobookCover): string {
  return `${printing}-${cover}`;
}

/**
 * A `photobookType` split into printing and cover; null unless the kind is offered with that
 * cover. A bare kind, as the design links send it, reads as that kind with its default cover.
 * @example splitPhotobookType('digitalfotobuch-soft') // { printing: 'digitalfotobuch', cover: 'soft' }
 * @example splitPhotobookType('fotoheft') // { printing: 'fotoheft', cover: 'soft' }
 * @example splitPhotobookType('fotoheft-hard') // null
 */
export function splitPhotobookType(value: string): { printing: PhotobookKind; cover: PhotobookCover } | null {
  const dash = value.lastIndexOf('-');
  const printing = PHOTOBOOK_KINDS.find((kind) => kind === (dash < 0 ? value : value.slice(0, dash)));
  if (!printing) return null;
  const offered: readonly PhotobookCover[] = PHOTOBOOK_OFFER[printing].covers;
  const wanted = dash < 0 ? PHOTOBOOK_DEFAULTS[printing].cover : value.slice(dash + 1);
  const cover = offered.find((each) => each === wanted);
  return cover ? { printing, cover } : null;
}
