import type { CalculatorReference, CardCalculatorData, PriceFields } from './listing';

/**
 * The prices a calculator offers, as it shows them: every format of every option (a material, a
 * paper, a photo book kind), or every quantity tier of a card theme. The page's Product data sums
 * them up (src/shared/ui/blocks/ProductData.tsx), and the product overview shows the lowest as the
 * product's from-price (src/worker/features/catalogue/from-price.ts), so both name the same price.
 */
export function offeredPrices(answer: CalculatorReference | CardCalculatorData): PriceFields[] {
  return 'tiers' in answer ? answer.tiers : answer.options.flatMap((option) => option.formats);
}
