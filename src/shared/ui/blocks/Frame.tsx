import { useId } from 'react';
import { imageSizes } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import type { FrameBlock } from './schemas/frame';

/** The column's width; from 1000px half of it, less half the 2rem gap (styles/blocks-b.ts `.block--frame`). */
const FRAME_IMAGE_SIZES = imageSizes([{ fromPx: 0 }, { fromPx: 1000, fraction: 1 / 2, minusPx: 32 }]);

/** A frame presented with image and text (docs/content-model.md `Frame`), naming its §3 frame kind. */
export function Frame({ block, position }: BlockProps<FrameBlock>) {
  const { t } = useShop();
  const headingId = useId();
  return (
    <section className="block block--frame" aria-labelledby={headingId}>
      <ContentImage
        className="block--frame__image"
        asset={block.image}
        lead={position === 0}
        displayWidth={650}
        sizes={FRAME_IMAGE_SIZES}
      />
      <div className="block--frame__body">
        <h2 id={headingId}>{block.headline}</h2>
        {block.frameKind ? (
          <p className="block--frame__kind">{t('blocks.frame.kind', { frame: t(`blocks.frames.${block.frameKind}`) })}</p>
        ) : null}
        {block.text ? <p className="block--frame__text">{block.text}</p> : null}
      </div>
    </section>
  );
}
