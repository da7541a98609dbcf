import { useId } from 'react';
import { renderRichText } from '../richtext/render-rich-text';
import { useLinkContext } from '../use-link-context';
import { BlockList } from './BlockList';
import type { BlockProps } from './block-props';
import { BlockIcon } from './BlockIcon';
import type { InformationBlock } from './schemas/information';

/**
 * A note with an icon and rich text (docs/content-model.md `Information`). With
 * `showDeliveryCountdown` it holds an empty placeholder that the delivery countdown fills later.
 */
export function Information({ block }: BlockProps<InformationBlock>) {
  const links = useLinkContext();
  const headingId = useId();
  return (
    <section className="block block--information" aria-labelledby={headingId}>
      {block.icon ? (
        <BlockIcon name={block.icon} className={`block--information__icon block--information__icon--${block.icon}`} />
      ) : null}
      <div className="block--information__body">
        <h2 id={headingId}>{block.headline}</h2>
        {renderRichText(block.text, { links, renderBlocks: (blocks) => <BlockList blocks={blocks} from={1} /> })}
        {block.showDeliveryCountdown ? <p className="block--information__countdown" data-countdown="delivery"></p> : null}
      </div>
    </section>
  );
}
