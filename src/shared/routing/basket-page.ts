import type { Language } from '../locale/locales';

/**
 * The basket page of each language: the spec §2 basket prefix of that language, a page of the
 * shop backend, where a product without a designer (a gift voucher, decision 088) is handed.
 */
export const BASKET_PAGES: Readonly<Record<Language, string>> = {
  de: 'warenkorb',
  en: 'basket',
  es: 'carrito',
  fr: 'panier',
  it: 'carrello',
  nl: 'winkelmandje',
};
