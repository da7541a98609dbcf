import { cleanDimensionInput } from '../../../shared/calculator/dimension-text';
import { isAllValue } from '../../../shared/catalogue/card-catalogue';
import { PAGE_QUERY_KEYS, type PageQueryKey, type ShopData } from '../../../shared/shop-data';

/** An id-like value a page may show: lowercase letters, digits and dashes. */
const PAGE_QUERY_VALUE = /^[a-z0-9-]{1,40}$/;
/** Id-like, or a spec §3 'all' value of the card filters (`alleVorlagen` is written so), which a page shows as chosen. */
const shownValue = (value: string) => PAGE_QUERY_VALUE.test(value) || isAllValue(value);

/** Sizes as typed (decision 044), not lists: kept as the field would show them (spec §5). */
const SIZE_KEYS: readonly PageQueryKey[] = ['width', 'height'];

/** A list a page shows (option types, decision 042): at most this many values. */
const PAGE_QUERY_LIST = 12;

/**
 * The page's own query parameters (ShopData.pageQuery), each only when it is id-like. A list
 * comes repeated (a form's selects of one name) or comma-separated (a link), and is kept
 * comma-separated.
 */
export function pageQueryOf(query: URLSearchParams): ShopData['pageQuery'] {
  const shown: Partial<Record<PageQueryKey, string>> = {};
  for (const key of PAGE_QUERY_KEYS) {
    if (SIZE_KEYS.includes(key)) {
      // The unit's own separator is set where the locale is known; a comma here.
      const size = cleanDimensionInput((query.get(key) ?? '').slice(0, 20), 'cm');
      if (size) shown[key] = size;
      continue;
    }
    const values = query.getAll(key).flatMap((value) => value.split(','));
    if (values.length > 0 && values.length <= PAGE_QUERY_LIST && values.every(shownValue)) {
      shown[key] = values.join(',');
    }
  }
  // A custom size needs both sides (decision 044): a link with one or none asks for no size, so the
  // calculator prices its own format instead of waiting for a size that never comes (decision 070).
  if (shown.formatType === 'custom' && !(shown.width && shown.height)) {
    delete shown.formatType;
    delete shown.width;
    delete shown.height;
  }
  return shown;
}
