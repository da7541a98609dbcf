import type { DesignCard } from '../../catalogue/listing';
import { DesignDetail } from '../catalogue/DesignDetail';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { CollageDetailWrapperBlock } from './schemas/design-details';

/** One collage design (spec §2 collage detail, §7 collage by design), into the collage designer with its designId. */
export function CollageDetailWrapper({ block, position }: BlockProps<WithCatalogue<CollageDetailWrapperBlock, DesignCard>>) {
  return (
    <DesignDetail
      headline={block.headline}
      text={block.text}
      need={NEEDS.CollageDetailWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="collage-detail-wrapper"
    />
  );
}
