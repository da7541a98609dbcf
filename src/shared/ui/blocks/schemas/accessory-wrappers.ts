import { z } from 'zod';
import { ACCESSORY_KINDS } from '../../../catalogue/accessory-sku';
import { BlockBase, CatalogueId, CatalogueSlot, RequiredText, TextField } from '../../../content/fields';

/** spec §2 accessory overview: the card accessories of one kind (every kind without one). */
export const AccessoryOverviewWrapperSchema = z.looseObject({
  ...BlockBase,
  ...CatalogueSlot,
  headline: RequiredText,
  text: TextField,
  accessoryKind: z.enum(ACCESSORY_KINDS).optional().catch(undefined),
});
export type AccessoryOverviewWrapperBlock = z.infer<typeof AccessoryOverviewWrapperSchema>;

/** spec §2 accessory detail: one accessory by SKU (spec §3 SKU structure). */
export const AccessoryDetailWrapperSchema = z.looseObject({
  ...BlockBase,
  ...CatalogueSlot,
  headline: TextField,
  text: TextField,
  sku: CatalogueId,
});
export type AccessoryDetailWrapperBlock = z.infer<typeof AccessoryDetailWrapperSchema>;
