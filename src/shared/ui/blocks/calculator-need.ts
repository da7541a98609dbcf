import type { CalculatorConfiguration, CalculatorNeed } from '../../catalogue/catalogue-needs';
import { CATALOGUE_PATHS, cardPricePath } from '../../catalogue/catalogue-paths';
import type { ShopData } from '../../shop-data';
import type { CalculatorBlock } from './schemas/calculator';

type PageQuery = ShopData['pageQuery'];

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

/**
 * The need of a calculator block the server reads for its page (its descriptor's catalogue need):
 * a link that configures a size, frame, mat or options without naming the material configures the
 * one the calculator starts with, so a partial link is priced as complete (issue 29; decision 070).
 * The browser starts from the same material and shows what the server read.
 */
export function pageCalculatorNeed(
  block: Parameters<typeof calculatorNeed>[0] & Pick<CalculatorBlock, 'selectedValue'>,
  query: PageQuery = {},
): CalculatorNeed {
  const start = block.selectedValue ?? block.options[0];
  return calculatorNeed(block, query.materialType || !start ? query : { ...query, materialType: start });
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
