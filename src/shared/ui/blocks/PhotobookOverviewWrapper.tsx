import type { DesignPage } from '../../catalogue/listing';
import { DesignList } from '../catalogue/DesignList';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { PhotobookOverviewWrapperBlock } from './schemas/design-overviews';

/** The photo book kinds: digital, real photo book and booklet (spec §2 photobook overview, §3 photo book kinds). */
export function PhotobookOverviewWrapper({ block, position }: BlockProps<WithCatalogue<PhotobookOverviewWrapperBlock, DesignPage>>) {
  return (
    <DesignList
      uid={block._uid}
      headline={block.headline}
      text={block.text}
      need={NEEDS.PhotobookOverviewWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="photobook-overview-wrapper"
    />
  );
}
