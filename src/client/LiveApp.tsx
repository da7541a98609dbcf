import { useEffect, useState } from 'react';
import type { ShopData } from '../shared/shop-data';
import { App } from '../shared/ui/App';
import { type BlockTable, BlockTableContext, blockNamesIn } from '../shared/ui/blocks/block-table';
import type { Browser } from '../shared/ui/browser';
import { loadBlocks } from './blocks';

/**
 * The app as hydrated in the browser, with the blocks the page shows. For a checked editor it
 * follows the visual editor: each edit replaces the page's story (after loading any block the
 * page did not have yet) and the page re-renders in place. The editor's code is a chunk of its
 * own, loaded only on a draft page (decision 021).
 */
export function LiveApp({ initial, blocks, browser }: { initial: ShopData; blocks: BlockTable; browser: Browser }) {
  const [view, setView] = useState({ data: initial, blocks });
  useEffect(() => {
    const { editor, page } = initial;
    if (!editor || page.kind !== 'content') return;
    let edits = 0;
    import('./editor-bridge').then(({ connectEditor }) =>
      connectEditor(editor, page.story.id, async (story) => {
        const edit = ++edits;
        const added = await loadBlocks(blockNamesIn(story.content));
        // A later edit that finished loading first must not be replaced by this older one.
        if (edit !== edits) return;
        setView((current) => ({
          data: { ...current.data, page: { kind: 'content', story } },
          blocks: { ...current.blocks, ...added },
        }));
      }),
    );
  }, [initial]);
  return (
    <BlockTableContext.Provider value={view.blocks}>
      <App data={view.data} browser={browser} />
    </BlockTableContext.Provider>
  );
}
