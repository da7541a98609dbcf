import { z } from 'zod';
import { FRAME_TYPES } from '../../../catalogue/frames';
import { MATERIALS } from '../../../catalogue/materials';
import { BlockBase, CatalogueSlot, ColourField, choice, entries, RequiredText, TextField } from '../../../content/fields';

/**
 * spec §3 calculator products. Wall art comes first: a material in a format (framed material), or
 * a picture in a frame (photo frame); the other products follow (decision 038).
 */
const CALCULATOR_PRODUCTS = ['framed-material', 'photoframe', 'card'] as const;

/** spec §3 calculator labels: a badge on the format at `index` (0-based), 'TOP DEAL' by default in German. */
const CalculatorLabelSchema = z.looseObject({
  index: z.coerce.number().int().min(0).max(100),
  text: TextField,
  backgroundColor: ColourField,
  textColor: ColourField,
});

/** spec §2 price calculator, §3 calculator (from the content service). */
export const CalculatorSchema = z.looseObject({
  ...BlockBase,
  ...CatalogueSlot,
  headline: RequiredText,
  product: choice(CALCULATOR_PRODUCTS),
  // spec §3 options: the materials offered, in the editor's order; none: every material.
  options: entries(z.enum(MATERIALS)),
  // spec §3 selectedValue: the material the calculator starts with.
  selectedValue: z.enum(MATERIALS).optional().catch(undefined),
  // A photo frame's frame; its material's default frame without one (spec §3 default frame).
  frameType: z.enum(FRAME_TYPES).optional().catch(undefined),
  labels: entries(CalculatorLabelSchema, 'CalculatorLabel'),
  // spec §3 calculator context: the design the page is about, handed on to the designer.
  designId: TextField,
  // A card calculator's theme (spec §3 hand-off themeId), e.g. 2048.
  themeId: TextField,
  // spec §3 SKU preset, `{material}-{format}` (decision 036), e.g. leinwand-600x400: the material
  // and format the calculator starts with (spec §4).
  sku: TextField,
});
export type CalculatorBlock = z.infer<typeof CalculatorSchema>;
