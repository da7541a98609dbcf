import { useId } from 'react';
import { linkHref } from '../../content/links';
import { autoFitImageSizes } from '../image-sizes';
import { ContentImage } from '../media/ContentImage';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import { entryKey } from './entry-key';
import type { SubTeaserBlock } from './schemas/sub-teaser';

/**
 * A headline over a row of cards (docs/content-model.md `SubTeaser`): image, title and text each;
 * a card whose link can be followed is one link as a whole.
 */
export function SubTeaser({ block, position }: BlockProps<SubTeaserBlock>) {
  const here = useLinkContext();
  const headingId = useId();
  if (block.items.length === 0) return null;
  // As many 16rem columns with 1.25rem gaps as fit (styles/blocks-a.ts `.block--sub-teaser__list`).
  const sizes = autoFitImageSizes(256, 20, block.items.length);
  return (
    <section className="block block--sub-teaser" aria-labelledby={headingId}>
      <h2 id={headingId}>{block.headline}</h2>
      <ul className="block--sub-teaser__list">
        {block.items.map((item, index) => {
          const href = linkHref(item.link, here);
          const content = (
            <>
              <ContentImage className="block--sub-teaser__image" asset={item.image} lead={position === 0 && index === 0} sizes={sizes} />
              <h3 className="block--sub-teaser__headline">{item.headline}</h3>
              {item.text ? <p className="block--sub-teaser__text">{item.text}</p> : null}
            </>
          );
          return (
            <li key={entryKey(item, index)} className="block--sub-teaser__item">
              {href ? (
                <a className="block--sub-teaser__card" href={href}>
                  {content}
                </a>
              ) : (
                <div className="block--sub-teaser__card">{content}</div>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
