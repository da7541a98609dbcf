/**
 * The product pages of the product kinds that have one: the story `products/{id}` of the channel's
 * language folder, whose id is the same in every language (decision 038), behind the spec §2
 * `products` route. The error page leads back to them (decision 071); a collage chosen in a list
 * leads to its own first where the channel says so (spec §3 collagePdpBeforeDesigner; decision 086).
 */
export const PRODUCT_PAGES = {
  calendar: 'kalender',
  photobook: 'fotobuch',
  collage: 'collage',
  photobox: 'fotobox',
  photoprint: 'fotoabzuege',
} as const;
