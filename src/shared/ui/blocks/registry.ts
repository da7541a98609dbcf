import type { ComponentType } from 'react';
import type { BlockProps } from './block-props';
import { ABContent } from './ABContent';
import { Accessory } from './Accessory';
import { BentoGrid } from './BentoGrid';
import { ContactForm } from './ContactForm';
import { CTA } from './CTA';
import { Frame } from './Frame';
import { Headline } from './Headline';
import { ImageBlock } from './ImageBlock';
import { Information } from './Information';
import { ProductMatrix } from './ProductMatrix';
import { Quote } from './Quote';
import { Shop } from './Shop';
import { SizeOverview } from './SizeOverview';
import { SubTeaser } from './SubTeaser';
import { Teaser } from './Teaser';
import { Text } from './Text';
import { UspTeaser } from './UspTeaser';
import { VideoBlock } from './VideoBlock';
import { Voucher } from './Voucher';

/**
 * Block component names (as in the content space) to the components that render them. Each has
 * its schema under the same name in ./schemas (a unit test keeps the two tables in step).
 */
// Each component takes its own block type; indexed by name, the table can only promise "some block".
export const BLOCKS: Readonly<Record<string, ComponentType<BlockProps<never>>>> = {
  ABContent,
  Accessory,
  BentoGrid,
  ContactForm,
  CTA,
  Frame,
  Headline,
  ImageBlock,
  Information,
  ProductMatrix,
  Quote,
  Shop,
  SizeOverview,
  SubTeaser,
  Teaser,
  Text,
  UspTeaser,
  VideoBlock,
  Voucher,
};
