import { Component as ReactComponent, type ReactNode, useContext } from 'react';
import type { Block } from '../../content/story';
import { log } from '../../log/log';
import { DeferredCatalogue } from '../catalogue/DeferredCatalogue';
import { KeepServerMarkupContext, ServerMarkup } from '../ServerMarkup';
import { useBlockTable } from './block-table';
import { isCritical, keepsServerMarkup } from './static-blocks';

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
        // the browser has no component for it.
        const slot = keepsServerMarkup(block);
        if (slot && keep) {
          return (
            <BlockBoundary key={block._uid} component={block.component}>
              <ServerMarkup>{null}</ServerMarkup>
            </BlockBoundary>
          );
        }
        const Component = table[block.component];
        if (!Component) {
          return (
            <p key={block._uid} className="block block--unknown" role="note">
              {`Component could not be found for blok ${block.component}! Is it configured correctly?`}
            </p>
          );
        }
        // The block passed its schema on the server (src/worker/features/content/clean-blocks.ts).
        const shown = <Component block={block as never} position={position} />;
        const content =
          typeof block.catalogueRef === 'string' ? (
            // A catalogue block streams in filled; until then it shows its loading state. A critical
            // read the server waited for (decision 038) stands in place instead, not streamed in.
            <DeferredCatalogue catalogueRef={block.catalogueRef} fallback={shown} forBrowser={!slot} inPlace={isCritical(block)}>
              {(catalogue) => <Component block={{ ...block, catalogue } as never} position={position} />}
            </DeferredCatalogue>
          ) : (
            shown
          );
        return (
          <BlockBoundary key={block._uid} component={block.component}>
            {slot ? <ServerMarkup>{content}</ServerMarkup> : content}
          </BlockBoundary>
        );
      })}
    </>
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
