import { AccessoryDetailWrapper } from '../AccessoryDetailWrapper';
import { AccessoryOverviewWrapper } from '../AccessoryOverviewWrapper';
import type { BlockTable } from '../block-table';
import { CalendarDetailWrapper } from '../CalendarDetailWrapper';
import { CalendarOverviewWrapper } from '../CalendarOverviewWrapper';
import { CardDetailWrapper } from '../CardDetailWrapper';
import { CardOverviewWrapper } from '../CardOverviewWrapper';
import { CollageDetailWrapper } from '../CollageDetailWrapper';
import { CollageOverviewWrapper } from '../CollageOverviewWrapper';
import { Feed } from '../Feed';
import { FormatsAndPrices } from '../FormatsAndPrices';
import { PhotobookDetailWrapper } from '../PhotobookDetailWrapper';
import { PhotobookOverviewWrapper } from '../PhotobookOverviewWrapper';
import { ThemesOverviewWrapper } from '../ThemesOverviewWrapper';

/** The catalogue blocks (design lists and details, formats and prices): the pages of a product range. (decision 021) */
export const blocks: BlockTable = {
  AccessoryDetailWrapper,
  AccessoryOverviewWrapper,
  CalendarDetailWrapper,
  CalendarOverviewWrapper,
  CardDetailWrapper,
  CardOverviewWrapper,
  CollageDetailWrapper,
  CollageOverviewWrapper,
  Feed,
  FormatsAndPrices,
  PhotobookDetailWrapper,
  PhotobookOverviewWrapper,
  ThemesOverviewWrapper,
};
