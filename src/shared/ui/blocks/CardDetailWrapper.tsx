import type { DesignCard } from '../../catalogue/listing';
import { DesignDetail } from '../catalogue/DesignDetail';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { CardDetailWrapperBlock } from './schemas/design-details';

/** One card theme (spec §2 card detail), into the card designer with its themeId (spec §3 hand-off). */
export function CardDetailWrapper({ block, position }: BlockProps<WithCatalogue<CardDetailWrapperBlock, DesignCard>>) {
  return (
    <DesignDetail
      headline={block.headline}
      text={block.text}
      need={NEEDS.CardDetailWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
      variant="card-detail-wrapper"
    />
  );
}
