import { z } from 'zod';
import { BlockBase, RichTextField } from '../../../content/fields';

export const TextSchema = z.looseObject({ ...BlockBase, text: RichTextField });
export type TextBlock = z.infer<typeof TextSchema>;
