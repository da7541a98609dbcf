import type { BlockProps } from './block-props';
import type { HeadlineBlock } from './schemas/headline';

const LEVELS = { '1': 'h1', '2': 'h2', '3': 'h3' } as const;

/** A heading with an optional subline (docs/content-model.md `Headline`). */
export function Headline({ block }: BlockProps<HeadlineBlock>) {
  const Tag = LEVELS[block.level];
  return (
    <header className={`block block--headline block--align-${block.align}`}>
      <Tag>{block.text}</Tag>
      {block.subline ? <p className="block__subline">{block.subline}</p> : null}
    </header>
  );
}
