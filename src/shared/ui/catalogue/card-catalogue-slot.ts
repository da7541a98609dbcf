/**
 * The attribute of a browsable card catalogue's section (./CardCatalogue.tsx), by which the
 * browser finds it in the server's markup and in the markup of the next choice
 * (src/client/card-catalogue.ts; decision 073).
 */
export const CARD_CATALOGUE_SLOT = 'data-card-catalogue';
