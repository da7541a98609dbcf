import { CATALOGUE_PATHS, cardPricePath } from '../../catalogue/catalogue-paths';
import type { FrameType } from '../../catalogue/frames';
import type { CalculatorBlock, CalculatorProduct } from './schemas/calculator';

/**
 * What a price calculator reads (spec §3 Calculator; decisions 038, 039), and where the browser
 * asks for it: a module of its own, so the calculator's code in the browser carries no other
 * block's needs (./catalogue-needs.ts holds them all and takes these).
 */
export type CalculatorNeed =
  | {
      type: 'calculator';
      product: Exclude<CalculatorProduct, 'card'>;
      /** The editor's options (materials, papers, photo book kinds); none: every one the product has. */
      options: string[];
      /** A photo frame's frame (spec §3); null: each material's default, or none for framed material. */
      frameType: FrameType | null;
      /** The design the designer starts from (spec §3 calculator context). */
      designId: string | null;
      /** A preselected SKU (spec §4), whose material and format the answer names. */
      sku: string | null;
    }
  | { type: 'card-calculator'; themeId: string };

/** The need of a calculator block from its fields. */
export function calculatorNeed(
  block: Pick<CalculatorBlock, 'product' | 'options' | 'frameType' | 'designId' | 'sku' | 'themeId'>,
): CalculatorNeed {
  if (block.product === 'card') return { type: 'card-calculator', themeId: block.themeId };
  return {
    type: 'calculator',
    product: block.product,
    options: block.options,
    // A photo frame is framed: the chosen frame, else each material's default (decision 038).
    frameType: block.product === 'photoframe' ? (block.frameType ?? null) : null,
    designId: block.designId || null,
    sku: block.sku || null,
  };
}

function withLocale(path: string, values: Record<string, string | null | false>, locale: string): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) if (value) query.set(name, value);
  query.set('locale', locale);
  return `${path}?${query.toString()}`;
}

/**
 * The catalogue API path that answers a calculator's need.
 * @example calculatorPath({ type: 'card-calculator', themeId: '2048' }, 'fr-CH') // '/web-api/card-price?themeId=2048&locale=fr-CH'
 */
export function calculatorPath(need: CalculatorNeed, locale: string): string {
  if (need.type === 'card-calculator') return cardPricePath(need.themeId, locale);
  return withLocale(
    CATALOGUE_PATHS.calculator,
    {
      product: need.product !== 'framed-material' && need.product,
      options: need.options.join(','),
      frameType: need.frameType,
      designId: need.designId,
      sku: need.sku,
    },
    locale,
  );
}
