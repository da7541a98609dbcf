import type { Block } from '../../content/story';
import { BLOCKS } from './registry';

/**
 * Renders blocks through the registry (spec §2): an unknown component shows the spec's message
 * instead of breaking the page.
 */
export function BlockList({ blocks }: { blocks: readonly Block[] }) {
  return (
    <>
      {blocks.map((block, position) => {
        const Component = BLOCKS[block.component];
        if (!Component) {
          return (
            <p key={block._uid} className="block block--unknown" role="note">
              {`Component could not be found for blok ${block.component}! Is it configured correctly?`}
            </p>
          );
        }
        return <Component key={block._uid} block={block} position={position} />;
      })}
    </>
  );
}
