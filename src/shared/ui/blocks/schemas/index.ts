import type { z } from 'zod';
import { blockDescriptors } from '../block-descriptors';

/**
 * The schema of every block (spec §2 content blocks), by component name, from the block
 * descriptors (../block-descriptors.ts). Used on the server only
 * (src/worker/features/content/clean-blocks.ts), so zod stays out of the client bundle; the
 * components receive data that already passed these.
 */
export const BLOCK_SCHEMAS: Readonly<Record<string, z.ZodType>> = Object.fromEntries(
  blockDescriptors().map(([name, block]) => [name, block.schema]),
);

/** Fields of a block that hold further blocks (parsed and cleaned the same way). */
export const NESTED_BLOCK_FIELDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  blockDescriptors().flatMap(([name, block]) => (block.nestedBlockFields ? [[name, block.nestedBlockFields]] : [])),
);
