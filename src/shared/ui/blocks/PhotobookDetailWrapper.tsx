import type { DesignCard } from '../../catalogue/listing';
import { DesignDetail } from '../catalogue/DesignDetail';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { PhotobookDetailWrapperBlock } from './schemas/design-details';

/** One photo book kind (spec §2 photobook detail), into the photo book designer with its photobookType. */
export function PhotobookDetailWrapper({ block, position }: BlockProps<WithCatalogue<PhotobookDetailWrapperBlock, DesignCard>>) {
  return (
    <DesignDetail
      headline={block.headline}
      text={block.text}
      need={NEEDS.PhotobookDetailWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="photobook-detail-wrapper"
    />
  );
}
