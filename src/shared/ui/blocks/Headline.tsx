import { text, type BlockProps } from './block-props';

const LEVELS = { '1': 'h1', '2': 'h2', '3': 'h3' } as const;

/** A heading with an optional subline (docs/content-model.md `Headline`). */
export function Headline({ block }: BlockProps) {
  const level = typeof block.level === 'string' && block.level in LEVELS ? LEVELS[block.level as keyof typeof LEVELS] : 'h2';
  const Tag = level;
  const subline = text(block, 'subline');
  const align = block.align === 'center' ? 'center' : 'left';
  return (
    <header className={`block block--headline block--align-${align}`}>
      <Tag>{text(block, 'text')}</Tag>
      {subline ? <p className="block__subline">{subline}</p> : null}
    </header>
  );
}
