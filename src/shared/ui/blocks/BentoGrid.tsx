import { useId } from 'react';
import { linkHref } from '../../content/links';
import { useLinkContext } from '../use-link-context';
import type { BlockProps } from './block-props';
import { ContentImage } from './ContentImage';
import { entryKey } from './entry-key';
import type { BentoGridBlock } from './schemas/bento-grid';

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
              <ContentImage className="block--bento-grid__image" asset={item.image} eager={position === 0} />
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
