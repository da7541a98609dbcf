import { useId } from 'react';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import { ContentImage } from './ContentImage';
import type { AccessoryBlock } from './schemas/accessory';

/** A card accessory (docs/content-model.md `Accessory`; spec §3 accessory kinds) with picture and text. */
export function Accessory({ block, position }: BlockProps<AccessoryBlock>) {
  const { t } = useShop();
  const headingId = useId();
  return (
    <section className="block block--accessory" aria-labelledby={headingId} data-accessory-kind={block.accessoryKind}>
      <ContentImage className="block--accessory__image" asset={block.image} eager={position === 0} displayWidth={600} />
      <div className="block--accessory__text">
        {block.accessoryKind ? <p className="block--accessory__kind">{t(`blocks.accessories.${block.accessoryKind}`)}</p> : null}
        <h2 id={headingId}>{block.headline}</h2>
        {block.text ? <p>{block.text}</p> : null}
      </div>
    </section>
  );
}
