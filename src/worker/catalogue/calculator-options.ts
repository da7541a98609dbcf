import { formatLabel } from '../../shared/catalogue/format-labels';
import type { FrameType } from '../../shared/catalogue/frames';
import type { CalculatorOption, CalculatorReference, PricedMaterial } from '../../shared/catalogue/listing';
import { priceOfFields } from '../../shared/catalogue/price-sums';
import { type HandOffMarket, photoFrameHandOff } from '../../shared/designer/hand-offs';
import { priceTexts } from '../../shared/locale/price-texts';

/** What a calculator's designer link carries besides the shopper's choice (spec §3 Calculator). */
interface CalculatorContext {
  /** A photo frame is sold in its frame; framed material without one (spec §3). */
  framed: boolean;
  /** The photo frame's frame; null: each material's default (spec §3, decision 038). */
  frameType: FrameType | null;
  /** The design the calculator starts the designer from, if any. */
  designId: string | null;
}

/**
 * A calculator's materials as the browser shows them (decision 039): each format's size and price
 * written out for the locale (spec §3, §9), and each material's designer hand-off at its initially
 * selected format (spec §3 photo frame hand-off), written on the server as every hand-off is
 * (decision 033). The browser only puts the chosen format in (designer-url.ts `handOffWith`).
 */
function calculatorOptions(options: readonly PricedMaterial[], context: CalculatorContext, market: HandOffMarket): CalculatorOption[] {
  return options.map((option) => ({
    ...option,
    formats: option.formats.map((format) => ({
      ...format,
      label: formatLabel(format.value, market.locale),
      priceTexts: priceTexts(priceOfFields(format), market.locale),
    })),
    handOff: photoFrameHandOff(
      {
        materialType: option.value,
        frameType: context.framed ? (context.frameType ?? undefined) : null,
        formatType: option.initiallySelectedFormat,
        designId: context.designId ?? undefined,
      },
      market,
    ),
  }));
}

/**
 * What a calculator reads (decision 039): its materials as the browser shows them, and the
 * material and format of its preset (spec §4: a preselected SKU, or the reference call's
 * `materialType` and `formatType`), when it has one.
 */
export function calculatorReference(
  materials: readonly PricedMaterial[],
  context: CalculatorContext,
  market: HandOffMarket,
  preset: { materialType: string; formatType: string } | null,
): CalculatorReference {
  return {
    options: calculatorOptions(materials, context, market),
    preset: preset && { material: preset.materialType, format: preset.formatType, label: formatLabel(preset.formatType, market.locale) },
  };
}
