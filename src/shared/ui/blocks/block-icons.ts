/** The icon names content may use (docs/content-model.md `UspItem`, `Information`). */
export const BLOCK_ICONS = ['truck', 'star', 'leaf', 'heart', 'shield', 'clock'] as const;
export type BlockIconName = (typeof BLOCK_ICONS)[number];
