import { CATALOGUE_ID } from '../catalogue/listing';
import type { ProductKind } from './product-kind';

/** An error page's query: the request's, or its parameters as a plain record. */
export type ErrorPageQuery = URLSearchParams | Readonly<Record<string, string>>;

/** The card's parameters on the error page (spec §3): all four, or it is no card. */
const CARD_PARAMETERS = ['card', 'category', 'occasion', 'themeId'];

/**
 * A parameter of an error page's query, or '' when it is missing or cannot be a catalogue id
 * (CATALOGUE_ID): a value that could not name anything is no hint of a product.
 */
export function errorPageParameter(query: ErrorPageQuery, name: string): string {
  const value = query instanceof URLSearchParams ? query.get(name) : Object.hasOwn(query, name) ? query[name] : undefined;
  return value !== undefined && value !== null && CATALOGUE_ID.test(value) ? value : '';
}

/**
 * The product an error page was reached for (spec §3 "On the error page: card needs card,
 * category, occasion, themeId; calendar needs designGroupId and designId; photobook needs
 * designGroupSetId and productType photobook; collage needs designId; photobox and photo prints
 * by productType"), or null. The spec gives no order; decision 071 tests the rules from the one
 * that asks most to the one that asks least, so a designId the calendar and collage share goes
 * to the calendar when its design group is there, and a product the query names outright
 * (productType) wins over a lone designId:
 * card, calendar, photobook, photobox, photoprint, collage.
 * @example errorPageProductKind(new URLSearchParams('designGroupId=7&designId=4711')) // 'calendar'
 * @example errorPageProductKind({ designId: '5' }) // 'collage'
 */
export function errorPageProductKind(query: ErrorPageQuery): ProductKind | null {
  const has = (name: string) => errorPageParameter(query, name) !== '';
  const productType = errorPageParameter(query, 'productType');
  if (CARD_PARAMETERS.every(has)) return 'card';
  if (has('designGroupId') && has('designId')) return 'calendar';
  if (has('designGroupSetId') && productType === 'photobook') return 'photobook';
  if (productType === 'photobox') return 'photobox';
  if (productType === 'photoprint') return 'photoprint';
  if (has('designId')) return 'collage';
  return null;
}
