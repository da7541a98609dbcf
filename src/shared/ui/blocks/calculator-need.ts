import { CATALOGUE_PATHS, cardPricePath } from '../../catalogue/catalogue-paths';
import type { FrameType } from '../../catalogue/frames';
import type { Material } from '../../catalogue/materials';
import type { CalculatorBlock } from './schemas/calculator';

/**
 * What a price calculator reads (spec §3 Calculator; decisions 038, 039), and where the browser
 * asks for it: a module of its own, so the calculator's code in the browser carries no other
 * block's needs (./catalogue-needs.ts holds them all and takes these).
 */
export type CalculatorNeed =
  | {
      type: 'calculator';
      /** None: every material. */
      materials: Material[];
      /** A photo frame's (spec §3), priced and handed off in its frame; framed material without one. */
      framed: boolean;
      frameType: FrameType | null;
      /** The design the designer starts from. */
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
    // spec §3 options: the editor's materials; none: every material (the catalogue knows them).
    materials: block.options,
    framed: block.product === 'photoframe',
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
      materialTypes: need.materials.join(','),
      product: need.framed && 'photoframe',
      frameType: need.frameType,
      designId: need.designId,
      sku: need.sku,
    },
    locale,
  );
}
