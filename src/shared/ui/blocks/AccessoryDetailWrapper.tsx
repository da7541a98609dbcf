import type { AccessoryCard } from '../../catalogue/listing';
import { AccessoryDetail } from '../catalogue/AccessoryDetail';
import { NEEDS, type WithCatalogue } from './block-needs';
import type { BlockProps } from './block-props';
import type { AccessoryDetailWrapperBlock } from './schemas/accessory-wrappers';

/** One card accessory by SKU (spec §2 accessory detail, §3 SKU structure). */
export function AccessoryDetailWrapper({ block, position }: BlockProps<WithCatalogue<AccessoryDetailWrapperBlock, AccessoryCard>>) {
  return (
    <AccessoryDetail
      headline={block.headline}
      text={block.text}
      need={NEEDS.AccessoryDetailWrapper(block)}
      filled={block.catalogue}
      eager={position === 0}
    />
  );
}
