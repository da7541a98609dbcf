import { useState } from 'react';
import { safeUrl } from '../../content/safe-url';
import { ServerMarkup } from '../ServerMarkup';
import { useShop } from '../shop-context';
import { splitComponent } from '../split-component';
import type { BlockProps } from './block-props';
import type { VideoBlockBlock } from './schemas/video-block';

// The poster is the server's markup while the play button shows; its code loads with the click,
// for when the video cannot be played and the poster is shown again (decision 024).
const Poster = splitComponent(() => import('./VideoPoster').then((module) => module.VideoPoster));

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
          <ServerMarkup live={state === 'failed'}>
            <Poster.Component asset={block.poster} lead={position === 0} />
          </ServerMarkup>
          {state === 'poster' ? (
            <button
              type="button"
              className="block--video__play"
              onClick={() => {
                void Poster.preload();
                setState('playing');
              }}
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
