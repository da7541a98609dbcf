import type { CatalogueNeed } from '../../catalogue/catalogue-needs';
import type { ShopData } from '../../shop-data';
import { blockDescriptors } from './block-descriptors';

/**
 * What each catalogue block of a page needs, by component, from the block descriptors
 * (./block-descriptors.ts): the server reads them before it renders
 * (src/worker/features/catalogue/page-catalogue.ts). The browser's code takes its own part only
 * (./block-needs.ts, ./calculator-need.ts).
 */
// Each entry takes its own block type; indexed by name, the table can only promise "some block".
// A calculator's also takes the page's query (its material's configuration, decision 042).
export const CATALOGUE_NEEDS: Readonly<Record<string, (block: never, query: ShopData['pageQuery']) => CatalogueNeed>> = Object.fromEntries(
  blockDescriptors().flatMap(([name, block]) => (block.catalogueNeed ? [[name, block.catalogueNeed]] : [])),
);
