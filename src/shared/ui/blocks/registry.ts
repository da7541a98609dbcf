import type { ComponentType } from 'react';
import { ABContent } from './ABContent';
import { Accessory } from './Accessory';
import { AccessoryDetailWrapper } from './AccessoryDetailWrapper';
import { AccessoryOverviewWrapper } from './AccessoryOverviewWrapper';
import { BentoGrid } from './BentoGrid';
import type { BlockProps } from './block-props';
import { CalendarDetailWrapper } from './CalendarDetailWrapper';
import { CalendarOverviewWrapper } from './CalendarOverviewWrapper';
import { CardDetailWrapper } from './CardDetailWrapper';
import { CardOverviewWrapper } from './CardOverviewWrapper';
import { CollageDetailWrapper } from './CollageDetailWrapper';
import { CollageOverviewWrapper } from './CollageOverviewWrapper';
import { ContactForm } from './ContactForm';
import { CTA } from './CTA';
import { Feed } from './Feed';
import { FormatsAndPrices } from './FormatsAndPrices';
import { Frame } from './Frame';
import { Headline } from './Headline';
import { ImageBlock } from './ImageBlock';
import { Information } from './Information';
import { PhotobookDetailWrapper } from './PhotobookDetailWrapper';
import { PhotobookOverviewWrapper } from './PhotobookOverviewWrapper';
import { ProductMatrix } from './ProductMatrix';
import { Quote } from './Quote';
import { Shop } from './Shop';
import { SizeOverview } from './SizeOverview';
import { SubTeaser } from './SubTeaser';
import { Teaser } from './Teaser';
import { Text } from './Text';
import { ThemesOverviewWrapper } from './ThemesOverviewWrapper';
import { Toolbox } from './Toolbox';
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
  AccessoryDetailWrapper,
  AccessoryOverviewWrapper,
  BentoGrid,
  CalendarDetailWrapper,
  CalendarOverviewWrapper,
  CardDetailWrapper,
  CardOverviewWrapper,
  CollageDetailWrapper,
  CollageOverviewWrapper,
  ContactForm,
  CTA,
  Feed,
  FormatsAndPrices,
  Frame,
  Headline,
  ImageBlock,
  Information,
  PhotobookDetailWrapper,
  PhotobookOverviewWrapper,
  ProductMatrix,
  Quote,
  Shop,
  SizeOverview,
  SubTeaser,
  Teaser,
  Text,
  ThemesOverviewWrapper,
  Toolbox,
  UspTeaser,
  VideoBlock,
  Voucher,
};
