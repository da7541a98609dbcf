import { z } from 'zod';
import { BLOCK_ICONS } from '../block-icons';
import { BlockBase, BooleanField, RequiredText, RichTextField } from '../../../content/fields';

/** The icons of docs/content-model.md `UspItem`, which Information shares. */


export const InformationSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: RichTextField,
  // An unknown icon is left out rather than replaced by another.
  icon: z.enum(BLOCK_ICONS).optional().catch(undefined),
  showDeliveryCountdown: BooleanField,
});
export type InformationBlock = z.infer<typeof InformationSchema>;
