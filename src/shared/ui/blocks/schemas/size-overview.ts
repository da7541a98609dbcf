import { z } from 'zod';
import { MATERIALS } from '../../../catalogue/materials';
import { BlockBase, entries, RequiredText, TextField } from '../../../content/fields';

export const SizeOverviewSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: TextField,
  // Not a §3 material: no material is named (rather than a wrong one).
  materialType: z.enum(MATERIALS).optional().catch(undefined),
  // Format strings as written (spec §5); src/shared/catalogue/format-string.ts reads them.
  formats: entries(z.string()),
});
export type SizeOverviewBlock = z.infer<typeof SizeOverviewSchema>;
