import { z } from 'zod';
import { MATERIALS } from '../../../catalogue/materials';
import { BlockBase, CatalogueSlot, entries, RequiredText, TextField } from '../../../content/fields';

/** spec §2 `FormatsAndPrices`: the formats of a material with their current prices. */
export const FormatsAndPricesSchema = z.looseObject({
  ...BlockBase,
  ...CatalogueSlot,
  headline: RequiredText,
  text: TextField,
  materialType: z.enum(MATERIALS),
  // spec §3 format strings; src/shared/catalogue/format-string.ts decides which are valid.
  formats: entries(z.string()),
});
export type FormatsAndPricesBlock = z.infer<typeof FormatsAndPricesSchema>;
