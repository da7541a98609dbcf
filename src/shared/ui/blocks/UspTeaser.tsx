import { BlockIcon } from './BlockIcon';
import type { BlockProps } from './block-props';
import { entryKey } from './entry-key';
import type { UspTeaserBlock } from './schemas/usp-teaser';

/**
 * The shop's promises in a row (docs/content-model.md `UspTeaser`): icon, headline and text each.
 * The block has no headline of its own, so each promise's headline is a heading of the page's
 * second level: under the page's h1 it must not skip a level (decision 023).
 */
export function UspTeaser({ block }: BlockProps<UspTeaserBlock>) {
  if (block.items.length === 0) return null;
  return (
    <section className="block block--usp-teaser">
      <ul className="block--usp-teaser__list">
        {block.items.map((item, index) => (
          <li key={entryKey(item, index)} className="block--usp-teaser__item">
            <BlockIcon name={item.icon} className="block--usp-teaser__icon" />
            <h2 className="block--usp-teaser__headline">{item.headline}</h2>
            {item.text ? <p className="block--usp-teaser__text">{item.text}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
