import { z } from 'zod';
import { ACCESSORY_KINDS } from '../../../catalogue/accessory-sku';
import { AssetField, BlockBase, RequiredText, TextField } from '../../../content/fields';

export const AccessorySchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: TextField,
  accessoryKind: z.enum(ACCESSORY_KINDS).optional().catch(undefined),
  image: AssetField,
});
export type AccessoryBlock = z.infer<typeof AccessorySchema>;
