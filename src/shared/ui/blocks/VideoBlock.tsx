import { useState } from 'react';
import { safeUrl } from '../../content/links';
import { COLUMN_IMAGE_SIZES } from '../image-sizes';
import { useShop } from '../shop-context';
import type { BlockProps } from './block-props';
import { ContentImage } from './ContentImage';
import type { VideoBlockBlock } from './schemas/video-block';

/**
 * A video (docs/content-model.md `VideoBlock`) that loads nothing until asked: the poster and a
 * play button first; the video itself only after a click. If it cannot be played, the poster
 * stays with a "not available" note.
 */
export function VideoBlock({ block, position }: BlockProps<VideoBlockBlock>) {
  const { t } = useShop();
  const [state, setState] = useState<'poster' | 'playing' | 'failed'>('poster');
  const src = safeUrl(block.video?.filename);
  if (!src) return null;
  const label = block.caption || t('blocks.video.label');
  return (
    <figure className="block block--video">
      {state === 'playing' ? (
        // biome-ignore lint/a11y/useMediaCaption: the VideoBlock content model (docs/content-model.md) has no captions file to load; the editor's caption is the figcaption below
        <video
          className="block--video__player"
          src={src}
          controls
          autoPlay
          playsInline
          preload="none"
          onError={() => setState('failed')}
          aria-label={label}
        />
      ) : (
        <div className="block--video__poster">
          <ContentImage asset={block.poster} lead={position === 0} displayWidth={1280} sizes={COLUMN_IMAGE_SIZES} />
          {state === 'poster' ? (
            <button
              type="button"
              className="block--video__play"
              onClick={() => setState('playing')}
              aria-label={t('blocks.video.play', { name: label })}
            >
              <span aria-hidden="true">▶</span>
            </button>
          ) : (
            <p className="block--video__unavailable" role="status">
              {t('blocks.video.unavailable')}
            </p>
          )}
        </div>
      )}
      {block.caption ? <figcaption>{block.caption}</figcaption> : null}
    </figure>
  );
}
