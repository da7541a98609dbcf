import { z } from 'zod';
import { AssetField, BlockBase, RequiredText, TextField } from '../../../content/fields';

/** spec §3 frame kinds. */
export const FRAME_KINDS = [
  'alurahmen',
  'artbox',
  'fotorahmen',
  'holzrahmen',
  'kunststoffrahmen',
  'schattenfuge-leinwand',
  'schattenfuge-platte',
] as const;

export const FrameSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: TextField,
  // Not a §3 frame kind: no frame kind is named (rather than a wrong one).
  frameKind: z.enum(FRAME_KINDS).optional().catch(undefined),
  image: AssetField,
});
export type FrameBlock = z.infer<typeof FrameSchema>;
