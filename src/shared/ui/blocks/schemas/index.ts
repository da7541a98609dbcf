import type { z } from 'zod';
import { HeadlineSchema } from './headline';
import { TeaserSchema } from './teaser';
import { TextSchema } from './text';

/**
 * The schema of every block (spec §2 content blocks), by component name. Used on the server only
 * (src/worker/content/clean-blocks.ts), so zod stays out of the client bundle; the components in
 * ../registry.ts receive data that already passed these.
 */
export const BLOCK_SCHEMAS: Readonly<Record<string, z.ZodType>> = {
  Headline: HeadlineSchema,
  Teaser: TeaserSchema,
  Text: TextSchema,
};

/** Fields of a block that hold further blocks (parsed and cleaned the same way). */
export const NESTED_BLOCK_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ABContent: ['on', 'off'],
};
