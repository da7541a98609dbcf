import { useId } from 'react';
import { renderRichText } from '../richtext/render-rich-text';
import { useLinkContext } from '../use-link-context';
import { BlockIcon } from './BlockIcon';
import { BlockList } from './BlockList';
import type { BlockProps } from './block-props';
import { DeliveryCountdown } from './DeliveryCountdown';
import type { InformationBlock } from './schemas/information';

/**
 * A note with an icon and rich text (docs/content-model.md `Information`). With
 * `showDeliveryCountdown` it shows the delivery countdown (filled in once the page is interactive).
 */
export function Information({ block }: BlockProps<InformationBlock>) {
  const links = useLinkContext();
  const headingId = useId();
  return (
    <section className="block block--information" aria-labelledby={headingId}>
      {block.icon ? <BlockIcon name={block.icon} className={`block--information__icon block--information__icon--${block.icon}`} /> : null}
      <div className="block--information__body">
        <h2 id={headingId}>{block.headline}</h2>
        {renderRichText(block.text, { links, renderBlocks: (blocks) => <BlockList blocks={blocks} from={1} /> })}
        {block.showDeliveryCountdown ? <DeliveryCountdown /> : null}
      </div>
    </section>
  );
}
