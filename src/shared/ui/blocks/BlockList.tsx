import { Component as ReactComponent, type ReactNode, useContext } from 'react';
import type { Block } from '../../content/story';
import { log } from '../../log/log';
import { DeferredCatalogue } from '../catalogue/DeferredCatalogue';
import { KeepServerMarkupContext, ServerMarkup } from '../ServerMarkup';
import { useBlockTable } from './block-table';
import { blockMarkup, isCritical, keepsServerMarkup } from './static-blocks';
import { WOKEN_POSITION, WOKEN_SLOT } from './woken-slot';

/**
 * Renders blocks through the registry (spec §2): an unknown component shows the spec's message
 * instead of breaking the page, and a block that fails while rendering in the browser (e.g. a
 * half-typed block in the visual editor) is dropped alone.
 */
export function BlockList({ blocks, from = 0 }: { blocks: readonly Block[] /** Page position of the first block. */; from?: number }) {
  const table = useBlockTable();
  const keep = useContext(KeepServerMarkupContext);
  return (
    <>
      {blocks.map((block, index) => {
        const position = from + index;
        // decision 024: a block whose markup never changes in the browser keeps the server's, and
        // the browser has no component for it; one that wakes on touch keeps it until then (decision 097).
        const markup = blockMarkup(block);
        if (markup !== 'live' && keep) {
          return (
            <BlockBoundary key={block._uid} component={block.component}>
              <ServerMarkup>{null}</ServerMarkup>
            </BlockBoundary>
          );
        }
        if (!table[block.component]) {
          return (
            <p key={block._uid} className="block block--unknown" role="note">
              {`Component could not be found for blok ${block.component}! Is it configured correctly?`}
            </p>
          );
        }
        const content = <BlockContent block={block} position={position} />;
        return (
          <BlockBoundary key={block._uid} component={block.component}>
            {markup === 'kept' ? (
              <ServerMarkup>{content}</ServerMarkup>
            ) : markup === 'wakes' ? (
              <ServerMarkup>
                {/* The root the block hydrates in when it wakes (src/client/woken-block-live.tsx). */}
                <div className="server-markup" {...{ [WOKEN_SLOT]: block._uid, [WOKEN_POSITION]: position }}>
                  {content}
                </div>
              </ServerMarkup>
            ) : (
              content
            )}
          </BlockBoundary>
        );
      })}
    </>
  );
}

/**
 * One block of the registry with its page position: a catalogue block streams in filled, in its
 * loading state until then; a critical read the server waited for (decision 038) stands in place
 * instead. Also what a block that wakes on touch hydrates as, in a root of its own (decision 097).
 */
export function BlockContent({ block, position }: { block: Block; position: number }) {
  const Component = useBlockTable()[block.component];
  if (!Component) return null;
  // The block passed its schema on the server (src/worker/features/content/clean-blocks.ts).
  const shown = <Component block={block as never} position={position} />;
  if (typeof block.catalogueRef !== 'string') return shown;
  return (
    <DeferredCatalogue
      catalogueRef={block.catalogueRef}
      fallback={shown}
      forBrowser={!keepsServerMarkup(block)}
      inPlace={isCritical(block)}
    >
      {(catalogue) => <Component block={{ ...block, catalogue } as never} position={position} />}
    </DeferredCatalogue>
  );
}

class BlockBoundary extends ReactComponent<{ component: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    log.error('block-render-error', { component: this.props.component }, error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}
