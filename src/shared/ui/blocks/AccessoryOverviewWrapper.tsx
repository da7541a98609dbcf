import type { AccessoryCard } from '../../catalogue/listing';
import { AccessoryList } from '../catalogue/AccessoryList';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { AccessoryOverviewWrapperBlock } from './schemas/accessory-wrappers';

/** The card accessories of one kind (spec §2 accessory overview, §3 accessory kinds). */
export function AccessoryOverviewWrapper({ block, position }: BlockProps<WithCatalogue<AccessoryOverviewWrapperBlock, AccessoryCard[]>>) {
  return (
    <AccessoryList
      headline={block.headline}
      text={block.text}
      need={NEEDS.AccessoryOverviewWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
    />
  );
}
