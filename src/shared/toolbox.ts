/**
 * The Toolbox block's tools (spec §2 `Toolbox`, §7 `/web-api/toolbox-*`), shared by the block
 * and the API. docs/decisions/012-toolbox.md says what each one does.
 */
export const TOOLBOX_TOOLS = ['convert-file', 'convert-pdf', 'optimize-image', 'download'] as const;
export type ToolboxTool = (typeof TOOLBOX_TOOLS)[number];

/** The endpoints of the tools that need the shop; convert-file runs in the browser alone. */
export const TOOLBOX_PATHS = {
  'convert-pdf': '/web-api/toolbox-convert-pdf',
  'optimize-image': '/web-api/toolbox-optimize-image',
  download: '/web-api/toolbox-download',
} as const;

/** What each tool's file input offers to pick. */
export const TOOLBOX_ACCEPT = {
  'convert-file': 'image/*',
  'convert-pdf': 'image/jpeg,.jpg,.jpeg',
  'optimize-image': 'image/jpeg,.jpg,.jpeg',
} as const;
