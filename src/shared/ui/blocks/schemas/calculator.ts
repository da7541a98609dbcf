import { z } from 'zod';
import { CALCULATOR_PRODUCTS } from '../../../catalogue/calculator-products';
import { FRAME_TYPES } from '../../../catalogue/frames';
import { BlockBase, CatalogueSlot, ColourField, choice, entries, RequiredText, TextField } from '../../../content/fields';

/** An option's id: a material, a paper or a photo book kind (spec §3); each product keeps its own. */
const OptionValue = z.string().regex(/^[a-z][a-z0-9-]{0,39}$/);

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
  // spec §3 options: the materials (papers, photo book kinds) offered, in the editor's order; none:
  // every one the product has. Values the product does not offer are left out when it is read.
  options: entries(OptionValue),
  // spec §3 selectedValue: the option the calculator starts with.
  selectedValue: OptionValue.optional().catch(undefined),
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
