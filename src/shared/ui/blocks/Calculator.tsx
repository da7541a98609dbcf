import type { CalculatorReference, CardCalculatorData } from '../../catalogue/listing';
import { ServerMarkup } from '../ServerMarkup';
import type { BlockProps } from './block-props';
import { CardCalculator } from './CardCalculator';
import type { WithCatalogue } from './catalogue-needs';
import { FormatCalculator } from './FormatCalculator';
import { ProductData } from './ProductData';
import type { CalculatorBlock } from './schemas/calculator';

/** A calculator block with what the catalogue answered for it. */
export type CalculatorProps = BlockProps<WithCatalogue<CalculatorBlock, CalculatorReference | CardCalculatorData | null>>;

/**
 * The price calculator of a product page (spec §2 "Price calculator", §3 "Calculator"): wall art
 * (a material, its formats with their prices, the designer) or a card theme (quantity, envelope,
 * total), and the page's Product data beside it. The server renders the selection of the page's
 * URL with its prices, and the form sends a new choice back to the page, so it works before any
 * script runs (decision 038); the wall-art calculator then hydrates and is live (decision 039).
 * The browser's twin is ./chunks/blocks-calculator.ts.
 */
export function Calculator({ block, position }: CalculatorProps) {
  return (
    <>
      {block.product === 'card' ? (
        <CardCalculator block={{ ...block, catalogue: block.catalogue as CardCalculatorData | null | undefined }} position={position} />
      ) : (
        <FormatCalculator block={{ ...block, catalogue: block.catalogue as CalculatorReference | undefined }} position={position} />
      )}
      <ServerMarkup>
        <ProductData answer={block.catalogue} name={block.headline} />
      </ServerMarkup>
    </>
  );
}
