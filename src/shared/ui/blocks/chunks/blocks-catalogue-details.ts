import { AccessoryDetailWrapper } from '../AccessoryDetailWrapper';
import { AccessoryOverviewWrapper } from '../AccessoryOverviewWrapper';
import { CalendarDetailWrapper } from '../CalendarDetailWrapper';
import { CardDetailWrapper } from '../CardDetailWrapper';
import { CollageDetailWrapper } from '../CollageDetailWrapper';
import { FormatsAndPrices } from '../FormatsAndPrices';
import { PhotobookDetailWrapper } from '../PhotobookDetailWrapper';
import type { ChunkBlocks } from './chunk-blocks';

/** The catalogue details (a design, accessories, formats and prices): filled by the server, they keep its markup; the browser loads them only for a block that arrived without its data (a live edit) (decisions 021, 024). */
export const blocks: ChunkBlocks<'blocks-catalogue-details'> = {
  AccessoryDetailWrapper,
  AccessoryOverviewWrapper,
  CalendarDetailWrapper,
  CardDetailWrapper,
  CollageDetailWrapper,
  FormatsAndPrices,
  PhotobookDetailWrapper,
};
