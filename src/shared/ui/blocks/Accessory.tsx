import { useId } from 'react';
import { imageSizes } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import type { AccessoryBlock } from './schemas/accessory';

/** At most 20rem wide (styles/dialog-video-accessory.ts `.block--accessory__image`). */
const ACCESSORY_IMAGE_SIZES = imageSizes([{ fromPx: 0, maxPx: 320 }]);

/** A card accessory (docs/content-model.md `Accessory`; spec §3 accessory kinds) with picture and text. */
export function Accessory({ block, position }: BlockProps<AccessoryBlock>) {
  const { t } = useShop();
  const headingId = useId();
  return (
    <section className="block block--accessory" aria-labelledby={headingId} data-accessory-kind={block.accessoryKind}>
      <ContentImage
        className="block--accessory__image"
        asset={block.image}
        lead={position === 0}
        displayWidth={600}
        sizes={ACCESSORY_IMAGE_SIZES}
      />
      <div className="block--accessory__text">
        {block.accessoryKind ? <p className="block--accessory__kind">{t(`blocks.accessories.${block.accessoryKind}`)}</p> : null}
        <h2 id={headingId}>{block.headline}</h2>
        {block.text ? <p>{block.text}</p> : null}
      </div>
    </section>
  );
}
