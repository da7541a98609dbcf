import type { ComponentType } from 'react';
import type { BlockProps } from './block-props';
import { Headline } from './Headline';
import { Teaser } from './Teaser';
import { Text } from './Text';

/**
 * Block component names (as in the content space) to the components that render them. Each has
 * its schema under the same name in ./schemas (a unit test keeps the two tables in step).
 */
// Each component takes its own block type; indexed by name, the table can only promise "some block".
export const BLOCKS: Readonly<Record<string, ComponentType<BlockProps<never>>>> = {
  Headline,
  Teaser,
  Text,
};
