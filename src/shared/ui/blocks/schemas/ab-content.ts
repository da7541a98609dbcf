import { z } from 'zod';
import { BlockBase, RequiredText } from '../../../content/fields';
import { BlockSchema } from '../../../content/story';

/** spec §3 A/B content block: a feature flag with an on list and an off list of blocks. */
export const ABContentSchema = z.looseObject({
  ...BlockBase,
  featureFlag: RequiredText,
  on: z.array(BlockSchema).catch([]),
  off: z.array(BlockSchema).catch([]),
});
export type ABContentBlock = z.infer<typeof ABContentSchema>;
