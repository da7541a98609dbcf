import type { DesignPage } from '../../catalogue/listing';
import { DesignList } from '../catalogue/DesignList';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { CalendarOverviewWrapperBlock } from './schemas/design-overviews';

/** The calendar designs, of one calendar type when the block names one (spec §2 calendar overview, §3 calendar types). */
export function CalendarOverviewWrapper({ block, position }: BlockProps<WithCatalogue<CalendarOverviewWrapperBlock, DesignPage>>) {
  return (
    <DesignList
      uid={block._uid}
      headline={block.headline}
      text={block.text}
      need={NEEDS.CalendarOverviewWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="calendar-overview-wrapper"
    />
  );
}
