import { CATALOGUE_PATHS, cardPricePath } from '../../catalogue/catalogue-paths';
import type { FrameType } from '../../catalogue/frames';
import type { ShopData } from '../../shop-data';
import type { CalculatorProduct } from './calculator-products';
import type { CalculatorBlock } from './schemas/calculator';

type PageQuery = ShopData['pageQuery'];

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
      /** The page's choice of frame, mat and option values for one material (decision 042). */
      configuration: CalculatorConfiguration | null;
    }
  | { type: 'card-calculator'; themeId: string };

/**
 * A material's frame, mat and option values as a page URL or a price call names them (spec §2
 * frame, mat and option groups; §3 query parameters frameType, matType, optionTypes; decision 042).
 * Unchecked: the server prices what the material takes and its defaults for the rest.
 */
export interface CalculatorConfiguration {
  materialType: string;
  /** null: the material's default frame (none for framed material). */
  frameType: string | null;
  /** null: the frame's default mat (spec §3). */
  matType: string | null;
  /** Option types `{group}-{value}`; a group not named is at its default. */
  optionTypes: string[];
  /** A size the shopper typed (spec §2 custom formats, §5), as typed; null: a format of the list (decision 044). */
  size: { width: string; height: string } | null;
}

/**
 * The configuration a page URL holds for its material, or null. A form sent without a script
 * after choosing another material still carries the old one's values: the material the form
 * showed tells them apart, as for the format (decision 038).
 */
function configurationOf(query: PageQuery): CalculatorConfiguration | null {
  const { materialType, frameType, matType, optionTypes, formatType, width, height, shownMaterialType } = query;
  if (!materialType || (shownMaterialType && shownMaterialType !== materialType)) return null;
  // decision 044: the format `custom` with both sides.
  const size = formatType === 'custom' && width && height ? { width, height } : null;
  if (!frameType && !matType && !optionTypes && !size) return null;
  return {
    materialType,
    frameType: frameType ?? null,
    matType: matType ?? null,
    optionTypes: optionTypes ? optionTypes.split(',') : [],
    size,
  };
}

/** The need of a calculator block from its fields and the page's query (a material's configuration). */
export function calculatorNeed(
  block: Pick<CalculatorBlock, 'product' | 'options' | 'frameType' | 'designId' | 'sku' | 'themeId'>,
  query: PageQuery = {},
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
    configuration: configurationOf(query),
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
  const configuration = need.configuration;
  return withLocale(
    CATALOGUE_PATHS.calculator,
    {
      product: need.product !== 'framed-material' && need.product,
      options: need.options.join(','),
      materialType: configuration?.materialType ?? null,
      frameType: configuration?.frameType || need.frameType,
      matType: configuration?.matType ?? null,
      optionTypes: configuration?.optionTypes.join(',') ?? null,
      width: configuration?.size?.width ?? null,
      height: configuration?.size?.height ?? null,
      designId: need.designId,
      // The page's own choice of material comes before its SKU preset (spec §4; decision 038).
      sku: configuration ? null : need.sku,
    },
    locale,
  );
}
