import { z } from 'zod';
import { AssetField, BlockBase, TextField } from '../../../content/fields';

export const VideoBlockSchema = z.looseObject({
  ...BlockBase,
  // A video the page can play: an mp4 or webm file.
  video: AssetField.refine((asset) => asset !== undefined && /\.(mp4|webm)$/i.test(asset.filename), 'must be an mp4 or webm file'),
  poster: AssetField,
  caption: TextField,
});
export type VideoBlockBlock = z.infer<typeof VideoBlockSchema>;
