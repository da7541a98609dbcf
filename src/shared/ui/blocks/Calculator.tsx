import { Suspense } from 'react';
import type { CalculatorReference, CardCalculatorData } from '../../catalogue/listing';
import { ServerMarkup } from '../ServerMarkup';
import type { WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import { CardCalculator } from './CardCalculator';
import { FormatCalculator } from './FormatCalculator';
import { ProductData } from './ProductData';
import type { CalculatorBlock } from './schemas/calculator';
import { keepsServerMarkup } from './static-blocks';

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
  const card =
    block.product === 'card' ? (
      <CardCalculator block={{ ...block, catalogue: block.catalogue as CardCalculatorData | null | undefined }} position={position} />
    ) : null;
  return (
    <>
      {card ? (
        // A filled card calculator keeps this markup and works through its form: written in place,
        // never in a boundary React could stream behind the page, where only a script shows it
        // (decision 038). One the server did not fill hydrates, and the browser loads its code behind
        // a boundary (./BrowserCalculator.tsx), so the server writes that boundary too.
        keepsServerMarkup(block) ? (
          card
        ) : (
          <Suspense fallback={null}>{card}</Suspense>
        )
      ) : (
        <FormatCalculator block={{ ...block, catalogue: block.catalogue as CalculatorReference | undefined }} position={position} />
      )}
      <ServerMarkup>
        <ProductData answer={block.catalogue} name={block.headline} />
      </ServerMarkup>
    </>
  );
}
