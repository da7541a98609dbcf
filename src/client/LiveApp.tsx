import { useEffect, useState } from 'react';
import type { ShopData } from '../shared/shop-data';
import { App } from '../shared/ui/App';
import { type BlockTable, BlockTableContext } from '../shared/ui/blocks/block-table';
import { hydratedBlockNames } from '../shared/ui/blocks/static-blocks';
import type { Browser } from '../shared/ui/browser';
import { KeepServerMarkupContext } from '../shared/ui/ServerMarkup';
import { loadBlocks } from './blocks';

/**
 * The app as hydrated in the browser, with the blocks the page hydrates; the others keep the
 * server's markup (decision 024). For a checked editor it follows the visual editor: each edit
 * replaces the page's story (after loading every block it shows) and the page re-renders in
 * place, every block from its component. The editor's code is a chunk of its own, loaded only on
 * a draft page (decision 021).
 */
export function LiveApp({ initial, blocks, browser }: { initial: ShopData; blocks: BlockTable; browser: Browser }) {
  const [view, setView] = useState({ data: initial, blocks, edited: false });
  useEffect(() => {
    const { editor, page } = initial;
    if (!editor || page.kind !== 'content') return;
    let edits = 0;
    import('./editor-bridge').then(({ connectEditor }) =>
      connectEditor(editor, page.story.id, async (story) => {
        const edit = ++edits;
        const added = await loadBlocks(hydratedBlockNames(story.content, true));
        // A later edit that finished loading first must not be replaced by this older one.
        if (edit !== edits) return;
        setView((current) => ({
          data: { ...current.data, page: { kind: 'content', story } },
          blocks: { ...current.blocks, ...added },
          edited: true,
        }));
      }),
    );
  }, [initial]);
  return (
    <KeepServerMarkupContext.Provider value={!view.edited}>
      <BlockTableContext.Provider value={view.blocks}>
        <App data={view.data} browser={browser} />
      </BlockTableContext.Provider>
    </KeepServerMarkupContext.Provider>
  );
}
