import { useId } from 'react';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import { ContentImage } from './ContentImage';
import type { FrameBlock } from './schemas/frame';

/** A frame presented with image and text (docs/content-model.md `Frame`), naming its §3 frame kind. */
export function Frame({ block, position }: BlockProps<FrameBlock>) {
  const { t } = useShop();
  const headingId = useId();
  return (
    <section className="block block--frame" aria-labelledby={headingId}>
      <ContentImage
        className="block--frame__image"
        asset={block.image}
        eager={position === 0}
        displayWidth={650}
        sizes="(min-width: 1000px) 650px, 100vw"
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
