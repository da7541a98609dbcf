import { z } from 'zod';
import { AssetField, BlockBase, RequiredText, TextField } from '../../../content/fields';

/** spec §3 card accessory kinds. */
export const ACCESSORY_KINDS = ['bag', 'bow', 'box', 'envelope', 'inlay', 'pen', 'posterbar', 'ribbon', 'screw', 'seal', 'standard'] as const;

export const AccessorySchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: TextField,
  accessoryKind: z.enum(ACCESSORY_KINDS).optional().catch(undefined),
  image: AssetField,
});
export type AccessoryBlock = z.infer<typeof AccessorySchema>;
