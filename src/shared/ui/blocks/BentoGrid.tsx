import { useId } from 'react';
import { intrinsicSize } from '../../content/image-service';
import { linkHref } from '../../content/links';
import { imageSizes } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import { entryKey } from './entry-key';
import type { BentoGridBlock, BentoItem } from './schemas/bento-grid';

/**
 * A headline over a grid of image tiles of different sizes (docs/content-model.md `BentoGrid`):
 * each tile shows its title and text over its image and is one link when its link can be followed.
 */
export function BentoGrid({ block, position }: BlockProps<BentoGridBlock>) {
  const here = useLinkContext();
  const headingId = useId();
  if (block.items.length === 0) return null;
  return (
    <section className="block block--bento-grid" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <ul className="block--bento-grid__list">
        {block.items.map((item, index) => {
          const href = linkHref(item.link, here);
          const content = (
            <>
              <ContentImage
                className="block--bento-grid__image"
                asset={item.image}
                lead={position === 0 && index === 0}
                sizes={bentoImageSizes(item)}
              />
              <div className="block--bento-grid__overlay">
                <h3 className="block--bento-grid__headline">{item.headline}</h3>
                {item.text ? <p className="block--bento-grid__text">{item.text}</p> : null}
              </div>
            </>
          );
          return (
            <li key={entryKey(item, index)} className={`block--bento-grid__item block--bento-grid__item--${item.size}`}>
              {href ? (
                <a className="block--bento-grid__card" href={href}>
                  {content}
                </a>
              ) : (
                <div className="block--bento-grid__card">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * How wide a tile's image is drawn (styles/blocks-a.ts `.block--bento-grid`): one column at least
 * 14rem high (20rem for tall and large tiles); from 1000px four columns with 1rem gaps and 14rem
 * rows, wide and large tiles two columns wide, tall and large ones two rows high. The image covers
 * its tile, so a tile higher than the picture's proportions draws it wider than the tile.
 */
function bentoImageSizes(item: BentoItem): string {
  const intrinsic = intrinsicSize(item.image?.filename ?? '');
  const ratio = intrinsic ? intrinsic.width / intrinsic.height : 1;
  const high = item.size === 'tall' || item.size === 'large';
  const wide = item.size === 'wide' || item.size === 'large';
  return imageSizes([
    { fromPx: 0, minPx: Math.ceil((high ? 320 : 224) * ratio) },
    {
      fromPx: 1000,
      ...(wide ? { fraction: 1 / 2, minusPx: 16 } : { fraction: 1 / 4, minusPx: 48 }),
      minPx: Math.ceil((high ? 464 : 224) * ratio),
    },
  ]);
}
