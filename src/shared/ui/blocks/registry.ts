import type { ComponentType } from 'react';
import type { BlockProps } from './block-props';
import { Headline } from './Headline';
import { Teaser } from './Teaser';
import { Text } from './Text';

/** Block component names (as in the content space) to the components that render them. */
export const BLOCKS: Readonly<Record<string, ComponentType<BlockProps>>> = {
  Headline,
  Teaser,
  Text,
};
