import { renderRichText } from '../richtext/render-rich-text';
import { useLinkContext } from '../use-link-context';
import { BlockList } from './BlockList';
import type { BlockProps } from './block-props';
import type { TextBlock } from './schemas/text';

/** Rich text (docs/content-model.md `Text`). */
export function Text({ block }: BlockProps<TextBlock>) {
  const links = useLinkContext();
  return (
    <section className="block block--text">
      {renderRichText(block.text, { links, renderBlocks: (blocks) => <BlockList blocks={blocks} from={1} /> })}
    </section>
  );
}
