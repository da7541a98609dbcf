import { lazy, Suspense } from 'react';
import type { CalculatorReference, CardCalculatorData } from '../../catalogue/listing';
import { ServerMarkup } from '../ServerMarkup';
import type { CalculatorProps } from './Calculator';
import { FormatCalculator } from './FormatCalculator';

// A card calculator keeps the server's markup on a page (./static-blocks.ts); only a live edit in the
// visual editor renders one in the browser, so its code is not part of a wall-art page's.
const CardCalculator = lazy(() => import('./CardCalculator').then((module) => ({ default: module.CardCalculator })));

/**
 * ./Calculator.tsx as the browser renders it: the same markup, with the Product data the server
 * wrote kept as it is (its code stays on the server).
 */
export function BrowserCalculator({ block, position }: CalculatorProps) {
  return (
    <>
      {block.product === 'card' ? (
        <Suspense fallback={null}>
          <CardCalculator block={{ ...block, catalogue: block.catalogue as CardCalculatorData | null | undefined }} position={position} />
        </Suspense>
      ) : (
        <FormatCalculator block={{ ...block, catalogue: block.catalogue as CalculatorReference | undefined }} position={position} />
      )}
      <ServerMarkup>{null}</ServerMarkup>
    </>
  );
}
