import type { DesignPage } from '../../catalogue/listing';
import { DesignList } from '../catalogue/DesignList';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { CardOverviewWrapperBlock } from './schemas/design-overviews';

/** The card themes, of one occasion when the block names one (spec §2 card overview). */
export function CardOverviewWrapper({ block, position }: BlockProps<WithCatalogue<CardOverviewWrapperBlock, DesignPage>>) {
  return (
    <DesignList
      uid={block._uid}
      headline={block.headline}
      text={block.text}
      need={NEEDS.CardOverviewWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="card-overview-wrapper"
    />
  );
}
