import { type CatalogueAnswer, type CatalogueNeed, cataloguePath } from '../blocks/catalogue-needs';
import { useBrowser } from '../browser';
import { useShop } from '../shop-context';
import { type ReadState, useApiRead } from '../use-api-read';

/**
 * The catalogue data of a block: what the server filled in (the page's HTML and hydration use the
 * same), or, for a block that arrived without it (a live edit in the visual editor, a block inside
 * rich text), what the catalogue API answers in the browser.
 */
export function useCatalogue<N extends CatalogueNeed>(
  need: N,
  filled: CatalogueAnswer[N['type']] | null | undefined,
): ReadState<CatalogueAnswer[N['type']]> {
  const browser = useBrowser();
  const { data: shop } = useShop();
  // On the server there is no browser: nothing is read.
  const read = useApiRead<CatalogueAnswer[N['type']]>(filled === undefined && browser ? cataloguePath(need, shop.locale) : null);
  if (filled !== undefined) return filled === null ? { state: 'failed' } : { state: 'ready', data: filled };
  return read;
}

/** What every catalogue part receives from its block. */
export interface CataloguePartProps<N extends CatalogueNeed> {
  headline: string;
  text: string;
  need: N;
  /** What the server filled in: undefined when it did not, null when the read failed. */
  filled: CatalogueAnswer[N['type']] | null | undefined;
  /** Whether the block leads the page (its first images load at once). */
  eager: boolean;
}
