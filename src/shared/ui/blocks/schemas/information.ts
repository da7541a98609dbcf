import { z } from 'zod';
import { BlockBase, BooleanField, RequiredText, RichTextField } from '../../../content/fields';
import { BLOCK_ICONS } from '../block-icons';

export const InformationSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: RichTextField,
  // The icons of docs/content-model.md `UspItem`; an unknown one is left out rather than replaced.
  icon: z.enum(BLOCK_ICONS).optional().catch(undefined),
  showDeliveryCountdown: BooleanField,
});
export type InformationBlock = z.infer<typeof InformationSchema>;
