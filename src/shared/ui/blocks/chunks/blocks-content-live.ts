import { ABContent } from '../ABContent';
import { Accessory } from '../Accessory';
import { BentoGrid } from '../BentoGrid';
import { CTA } from '../CTA';
import { Frame } from '../Frame';
import { GiftVoucher } from '../GiftVoucher';
import { Headline } from '../Headline';
import { ImageBlock } from '../ImageBlock';
import { Information } from '../Information';
import { ProductMatrix } from '../ProductMatrix';
import { Quote } from '../Quote';
import { Shop } from '../Shop';
import { SizeOverview } from '../SizeOverview';
import { SubTeaser } from '../SubTeaser';
import { Teaser } from '../Teaser';
import { Text } from '../Text';
import { UspTeaser } from '../UspTeaser';
import type { ChunkBlocks } from './chunk-blocks';

/** The blocks most pages are made of (text, teasers, images, grids): one chunk, so a page loads them in one file. (decision 021) */
export const blocks: ChunkBlocks<'blocks-content-live'> = {
  ABContent,
  Accessory,
  BentoGrid,
  CTA,
  Frame,
  GiftVoucher,
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
};
