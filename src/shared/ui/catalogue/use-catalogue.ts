import { type BrowserNeed, type CatalogueAnswer, cataloguePath } from '../../catalogue/catalogue-needs';
import { useShop } from '../shop-context';
import type { ReadState } from '../use-api-read';
import { useFilledRead } from '../use-filled-read';

/**
 * The catalogue data of a block: what the server filled in (the page's HTML and hydration use the
 * same), or, for a block that arrived without it (a live edit in the visual editor, a block inside
 * rich text), what the catalogue API answers in the browser.
 */
export function useCatalogue<N extends BrowserNeed>(
  need: N,
  filled: CatalogueAnswer[N['type']] | null | undefined,
): ReadState<CatalogueAnswer[N['type']]> {
  const { data: shop } = useShop();
  return useFilledRead(filled, () => cataloguePath(need, shop.locale));
}

/** What every catalogue part receives from its block. */
export interface CataloguePartProps<N extends BrowserNeed> {
  headline: string;
  text: string;
  need: N;
  /** What the server filled in: undefined when it did not, null when the read failed. */
  filled: CatalogueAnswer[N['type']] | null | undefined;
  /** Whether the block leads the page (its first images load at once). */
  eager: boolean;
}
