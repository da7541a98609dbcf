import { type PricedPart, priceSum } from '../catalogue/price-sums';
import type { Price } from '../locale/price-texts';

/**
 * The one way a product's price is worked out (issue 29; decisions 030, 034, 035, 070): a product
 * is a list of lines, each an article of the price list taken `count` times; its price for one
 * piece is their sum. Each product kind writes its lines in a module of this folder, and the
 * calculator, the price calls and the designer hand-off page all price through it, so the same
 * choice has the same price on every page and answer that shows it.
 */

/** The prices of a market's price list as far as a product needs them, by article; null where the market has none. */
type PriceBook = ReadonlyMap<string, Price | null>;

/** One line of a product: what part it is, the article of the price list, and how many of it one piece takes. */
export interface PriceLine<Part extends string = string> {
  part: Part;
  article: string;
  count: number;
}

/** A product priced: its parts and their sum for one piece; or the first part the market has no price for. */
type LinesPrice<Part extends string = string> = { parts: PricedPart<Part>[]; unit: Price } | { missing: Part };

/**
 * The price of one piece made of `lines`, from `book`; `missing` names the first part without a
 * price (spec §8 "Not available"), so no total ever leaves a part out.
 * @example priceLines([{ part: 'book', article: 'photobook/fotoheft/a5-quer/soft', count: 1 }], book)
 *          // { parts: [{ part: 'book', count: 1, price: { current: 12.99, original: null } }], unit: { current: 12.99, original: null } }
 */
export function priceLines<Part extends string>(lines: readonly PriceLine<Part>[], book: PriceBook): LinesPrice<Part> {
  const parts: PricedPart<Part>[] = [];
  for (const { part, article, count } of lines) {
    const price = book.get(article);
    if (!price) return { missing: part };
    parts.push({ part, count, price });
  }
  return { parts, unit: priceSum(parts) };
}

/** The articles a product's lines read. */
export const articlesOf = (lines: readonly PriceLine[]): string[] => lines.map((line) => line.article);
