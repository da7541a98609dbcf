import type { DesignCard } from '../../catalogue/listing';
import { DesignDetail } from '../catalogue/DesignDetail';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { CalendarDetailWrapperBlock } from './schemas/design-details';

/** One calendar design (spec §2 calendar detail), into the calendar designer with its designId. */
export function CalendarDetailWrapper({ block, position }: BlockProps<WithCatalogue<CalendarDetailWrapperBlock, DesignCard>>) {
  return (
    <DesignDetail
      headline={block.headline}
      text={block.text}
      need={NEEDS.CalendarDetailWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="calendar-detail-wrapper"
    />
  );
}
