/**
 * The catalogue's public module: what other features read of designs, prices and the page's
 * catalogue reads (decision 046). Everything else in this folder is the catalogue's own.
 */

export { capitalised, configurationTerms } from './calculator-configuration';
export { keptCardAccessoryOrder } from './card-accessory-order';
export { findCardCalculator } from './card-calculator';
export { DesignsQuery, Id } from './catalogue';
export { readFromPrice } from './from-price';
export { catalogueAnswer } from './kept-answers';
export { startLearnedReads } from './learned-reads';
export {
  catalogueReads,
  catalogueStoryBlocks,
  learnPageReads,
  readForPage,
  readLater,
  reshapeCriticalReads,
  settleCriticalReads,
  withCatalogueReads,
} from './page-catalogue';
export { moveCardAccessoryOrdersStatement } from './queries/card-accessory-orders';
export type { DesignRow } from './queries/catalogue';
export {
  DESIGN_COLUMNS,
  designOf,
  findAccessory,
  findDesign,
  findDesignsByItem,
  listCardFilterValues,
  listDesigns,
} from './queries/catalogue';
export { idsOf } from './queries/id-list';
export type { PriceColumns } from './queries/prices';
export { findPrices, localePrice, priceBindings, priceOf } from './queries/prices';
export { findPhotobookPrice, findPhotoboxPrices } from './queries/product-prices';
export { priceFormatsOf } from './queries/wall-art';
export type { CatalogueWhere } from './read-need';

export { WALL_PICTURES_NEED } from './wall-pictures-teaser';
