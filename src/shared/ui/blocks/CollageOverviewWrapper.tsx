import type { DesignPage } from '../../catalogue/listing';
import { DesignList } from '../catalogue/DesignList';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { CollageOverviewWrapperBlock } from './schemas/design-overviews';

/** The collage designs (spec §2 collage overview). */
export function CollageOverviewWrapper({ block, position }: BlockProps<WithCatalogue<CollageOverviewWrapperBlock, DesignPage>>) {
  return (
    <DesignList
      uid={block._uid}
      headline={block.headline}
      text={block.text}
      need={NEEDS.CollageOverviewWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="collage-overview-wrapper"
    />
  );
}
