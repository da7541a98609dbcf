import type { FormatsAnswer } from '../../catalogue/listing';
import { FormatPriceTable } from '../catalogue/FormatPriceTable';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { FormatsAndPricesBlock } from './schemas/formats-and-prices';

/** The formats of a material with their current prices (spec §2 `FormatsAndPrices`, §3 prices). */
export function FormatsAndPrices({ block }: BlockProps<WithCatalogue<FormatsAndPricesBlock, FormatsAnswer>>) {
  return <FormatPriceTable headline={block.headline} text={block.text} need={NEEDS.FormatsAndPrices(block)} filled={block.catalogue} />;
}
