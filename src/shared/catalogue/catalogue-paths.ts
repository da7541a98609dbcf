/**
 * Catalogue API paths (spec §7 lists themes, accessories and prices among the shop's APIs). A
 * module of their own, without imports, so a block's code in the browser carries only these.
 */
export const CATALOGUE_PATHS = {
  designs: '/web-api/designs',
  design: '/web-api/design',
  formatPrices: '/price-api/prices/formats',
  photoFrameFormatPrices: '/web-api/product-selection-photo-frame/prices-formats',
  accessories: '/web-api/card-accessories',
  accessory: '/accessory',
  calculator: '/web-api/calculator/reference',
  cardPrice: '/web-api/card-price',
} as const;

/**
 * The path of a card theme's prices in a locale.
 * @example cardPricePath('2048', 'fr-CH') // '/web-api/card-price?themeId=2048&locale=fr-CH'
 */
export function cardPricePath(themeId: string, locale: string): string {
  return `${CATALOGUE_PATHS.cardPrice}?${new URLSearchParams({ themeId, locale }).toString()}`;
}
