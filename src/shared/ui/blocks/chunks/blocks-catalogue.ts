import { CalendarOverviewWrapper } from '../CalendarOverviewWrapper';
import { CardOverviewWrapper } from '../CardOverviewWrapper';
import { CollageOverviewWrapper } from '../CollageOverviewWrapper';
import { Feed } from '../Feed';
import { PhotobookOverviewWrapper } from '../PhotobookOverviewWrapper';
import { ThemesOverviewWrapper } from '../ThemesOverviewWrapper';
import type { ChunkBlocks } from './chunk-blocks';

/** The design lists (spec §2 catalogue overviews, feeds): they page through the catalogue in the browser ("show more"), so a page with one loads them (decisions 021, 024). */
export const blocks: ChunkBlocks<'blocks-catalogue'> = {
  CalendarOverviewWrapper,
  CardOverviewWrapper,
  CollageOverviewWrapper,
  Feed,
  PhotobookOverviewWrapper,
  ThemesOverviewWrapper,
};
