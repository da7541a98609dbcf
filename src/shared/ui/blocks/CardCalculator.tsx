import type { CardCalculatorData } from '../../catalogue/listing';
import { CardOrderCalculator } from '../catalogue/CardOrderCalculator';
import type { WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { CalculatorBlock } from './schemas/calculator';
import { keepsServerMarkup } from './static-blocks';

/** The calculator block of a card theme (spec §3 calculator product `card`; decisions 038, 045, 070). */
export function CardCalculator({ block }: BlockProps<WithCatalogue<CalculatorBlock, CardCalculatorData | null>>) {
  // A filled one keeps the server's markup (./block-descriptors.ts): its form sends the choice (decision 045).
  return (
    <CardOrderCalculator headline={block.headline} themeId={block.themeId} filled={block.catalogue} live={!keepsServerMarkup(block)} />
  );
}
