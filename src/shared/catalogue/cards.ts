/**
 * Cards (spec §3 "Product kinds": card occasions, card filter keys and their 'all' values).
 * Sorting and page sizes: ./product-kinds.ts. Data only, without imports (decision 029).
 */

/**
 * spec §3 card occasions. Christmas comes as a whole and split into business and private cards;
 * the ids of the two halves are not shown in the spec (decision 029).
 */
export const CARD_OCCASIONS = [
  'einschulung',
  'firmung',
  'geburt',
  'geburtstag',
  'hochzeit',
  'kindergeburtstag',
  'kommunion',
  'konfirmation',
  'ostern',
  'taufe',
  'trauer',
  'weihnachten',
  'weihnachten-geschaeftlich',
  'weihnachten-privat',
] as const;

/** spec §3 card filter keys. */
export const CARD_FILTER_KEYS = ['aspectRatio', 'category', 'color', 'label', 'product', 'punching', 'style'] as const;
export type CardFilterKey = (typeof CARD_FILTER_KEYS)[number];

/** spec §3 'all' values: a filter set to one of them filters nothing. */
export const ALL_VALUES = ['alle', 'alleVorlagen'] as const;

/**
 * The 'all' value each filter shows (decision 029): the category filter lists templates, so its
 * top is "all templates"; the others read "all".
 */
export const ALL_VALUE_OF_FILTER = {
  aspectRatio: 'alle',
  category: 'alleVorlagen',
  color: 'alle',
  label: 'alle',
  product: 'alle',
  punching: 'alle',
  style: 'alle',
} as const satisfies Record<CardFilterKey, (typeof ALL_VALUES)[number]>;
