import { ALL_VALUE_OF_FILTER, ALL_VALUES, CARD_FILTER_KEYS, type CardFilterKey } from './cards';
import type { CardFilters, DesignPage, DesignQuery } from './listing';
import { DESIGN_SORTS, type DesignSort, PAGE_SIZES, type PageSize } from './product-kinds';

/**
 * The card catalogue a shopper browses (spec §3 card filter keys and 'all' values, sorting; §9
 * page sizes; issue 30; decision 073): one occasion's themes, narrowed, sorted and paged by the
 * page's own URL, so a link, the back button and a page without JavaScript all show the same.
 */

/** What the page's URL chooses: each filter ('' for all), the order, the page size and the page. */
export interface CardCatalogueChoice {
  filters: Record<CardFilterKey, string>;
  sort: DesignSort;
  pageSize: PageSize;
  page: number;
}

/** A page of the catalogue: its designs, and the values each filter offers for the occasion. */
export interface CardCataloguePage extends DesignPage {
  filterValues: Record<CardFilterKey, string[]>;
}

/** The highest page a URL may name (as the catalogue API's `page`). */
const LAST_PAGE = 1000;

const ALL = new Set<string>(ALL_VALUES);

/** Whether a filter value is one of spec §3's 'all' values, which filter nothing. */
export function isAllValue(value: string): boolean {
  return ALL.has(value);
}

/** The value a filter starts at on a block: its own category, nothing for the others. */
function blockFilter(key: CardFilterKey, block: { category: string }): string {
  return key === 'category' ? block.category : '';
}

/** A filter value as the URL and the form show it: the key's own 'all' value for none. */
export function shownFilterValue(key: CardFilterKey, value: string): string {
  return value || ALL_VALUE_OF_FILTER[key];
}

/** The value a block's form starts each filter at, as the form shows it. */
export function blockFilterShown(key: CardFilterKey, block: { category: string }): string {
  return shownFilterValue(key, blockFilter(key, block));
}

/**
 * The choice a page's query names, over the block's own (its category and sort). A value the
 * query cannot mean is the default: an 'all' value, a page size other than §9's, a page that is no
 * whole number from 1.
 * @example cardCatalogueChoice({ color: 'gold', page: '2' }, { category: '', sort: 'popularity' })
 *          // { filters: { …, color: 'gold' }, sort: 'popularity', pageSize: 12, page: 2 }
 */
export function cardCatalogueChoice(
  query: Partial<Record<string, string>>,
  block: { category: string; sort: DesignSort },
): CardCatalogueChoice {
  const filterOf = (key: CardFilterKey) => {
    const value = query[key] ?? blockFilter(key, block);
    return isAllValue(value) ? '' : value;
  };
  const filters = Object.fromEntries(CARD_FILTER_KEYS.map((key) => [key, filterOf(key)])) as Record<CardFilterKey, string>;
  const sort = DESIGN_SORTS.find((known) => known === query.sort) ?? block.sort;
  const pageSize = PAGE_SIZES.find((size) => String(size) === query.pageSize) ?? PAGE_SIZES[0];
  const page = /^\d{1,4}$/.test(query.page ?? '') ? Math.min(Math.max(Number(query.page), 1), LAST_PAGE) : 1;
  return { filters, sort, pageSize, page };
}

/** The catalogue query of a choice, for one occasion. */
export function cardCatalogueQuery(choice: CardCatalogueChoice, occasion: string): DesignQuery {
  const { category, ...filters } = choice.filters;
  return { kind: 'card', category, occasion, sort: choice.sort, pageSize: choice.pageSize, filters: filters satisfies CardFilters };
}

/**
 * The page's query for a choice: only what differs from the defaults, so the occasion's own
 * address stays short and one choice has one address (and one cached page).
 * @example cardCatalogueSearch({ …, filters: { …, color: 'gold' }, page: 2 }) // '?color=gold&page=2'
 */
export function cardCatalogueSearch(choice: CardCatalogueChoice, block: { category: string; sort: DesignSort }): string {
  const search = new URLSearchParams();
  for (const key of CARD_FILTER_KEYS) {
    const value = choice.filters[key];
    if (value !== blockFilter(key, block)) search.set(key, shownFilterValue(key, value));
  }
  if (choice.sort !== block.sort) search.set('sort', choice.sort);
  if (choice.pageSize !== PAGE_SIZES[0]) search.set('pageSize', String(choice.pageSize));
  if (choice.page > 1) search.set('page', String(choice.page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
