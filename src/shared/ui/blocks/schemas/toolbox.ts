import { z } from 'zod';
import { BlockBase, entries, RequiredText, TextField } from '../../../content/fields';
import { TOOLBOX_TOOLS } from '../../../toolbox';

export const ToolboxSchema = z.looseObject({
  ...BlockBase,
  headline: RequiredText,
  text: TextField,
  // spec §2 Toolbox: unknown tool names are dropped, each tool shows once, in the editor's order.
  tools: entries(z.enum(TOOLBOX_TOOLS))
    .transform((tools) => [...new Set(tools)])
    .refine((tools) => tools.length > 0, 'must name at least one tool'),
});
export type ToolboxBlock = z.infer<typeof ToolboxSchema>;
