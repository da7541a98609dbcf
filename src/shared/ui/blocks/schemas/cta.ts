import { z } from 'zod';
import { BlockBase, ColourField, choice, LinkField, RequiredText } from '../../../content/fields';

export const CTASchema = z.looseObject({
  ...BlockBase,
  text: RequiredText,
  link: LinkField,
  backgroundColor: ColourField,
  textColor: ColourField,
  align: choice(['left', 'center']),
});
export type CTABlock = z.infer<typeof CTASchema>;
