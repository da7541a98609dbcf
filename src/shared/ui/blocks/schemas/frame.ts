import { z } from 'zod';
import { FRAME_KINDS } from '../../../catalogue/frames';
import { AssetField, BlockBase, RequiredText, TextField } from '../../../content/fields';

export const FrameSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: TextField,
  // Not a §3 frame kind: no frame kind is named (rather than a wrong one).
  frameKind: z.enum(FRAME_KINDS).optional().catch(undefined),
  image: AssetField,
});
export type FrameBlock = z.infer<typeof FrameSchema>;
