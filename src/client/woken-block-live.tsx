import type { Block } from '../shared/content/story';
import { createTranslator } from '../shared/i18n/translator';
import { BlockContent } from '../shared/ui/blocks/BlockList';
import type { BlockProps } from '../shared/ui/blocks/block-props';
import { type BlockTable, BlockTableContext } from '../shared/ui/blocks/block-table';
import { inFilledSlot } from '../shared/ui/blocks/filled-slot';
import { everyBlock } from '../shared/ui/blocks/static-blocks';
import { WOKEN_POSITION, WOKEN_SLOT } from '../shared/ui/blocks/woken-slot';
import { BrowserContext } from '../shared/ui/browser';
import { KeepServerMarkupContext } from '../shared/ui/ServerMarkup';
import { Shell } from '../shared/ui/shell/Shell';
import { ShopContext } from '../shared/ui/shop-context';
import { loadBlocks } from './blocks';
import { browser } from './browser';
import { hydrateSlot } from './hydrate-slot';
import { readKeptPageData } from './kept-page-data';

/**
 * Hydrates a block that woke on touch (./woken-blocks.ts; decision 097) in its slot, as a root of
 * its own, from the page's data: the block as the page's root would have rendered it
 * (BlockContent), with a shell of its own for its dialogs. Once it is live, and what the shopper
 * chose meanwhile is chosen again, `onLive` runs.
 */
export async function hydrateWokenBlock(slot: HTMLElement, onLive: () => void): Promise<void> {
  const uid = slot.getAttribute(WOKEN_SLOT);
  const data = await readKeptPageData();
  let block: Block | undefined;
  everyBlock(data?.page, (each) => {
    if (each._uid === uid) block ??= each as Block;
  });
  if (!data || !block) return;
  const table = inFilledSlots(await loadBlocks([block.component]));
  hydrateSlot(
    slot,
    <BrowserContext.Provider value={browser}>
      <ShopContext.Provider value={{ data, t: createTranslator(data.locale, data.messages) }}>
        <KeepServerMarkupContext.Provider value={true}>
          <BlockTableContext.Provider value={table}>
            <Shell>
              <BlockContent block={block} position={Number(slot.getAttribute(WOKEN_POSITION))} />
            </Shell>
          </BlockTableContext.Provider>
        </KeepServerMarkupContext.Provider>
      </ShopContext.Provider>
    </BrowserContext.Provider>,
    block.component,
    onLive,
  );
}

/**
 * The table with each block filled with its answer in the element the server wrote it in (its kept
 * slot, decision 106), so the block hydrates against the same markup.
 */
function inFilledSlots(table: BlockTable): BlockTable {
  return Object.fromEntries(
    Object.entries(table).map(([name, Component]) => [
      name,
      (props: BlockProps<never>) =>
        inFilledSlot(props.block, props.position) ? (
          <div className="server-markup">
            <Component {...props} />
          </div>
        ) : (
          <Component {...props} />
        ),
    ]),
  );
}
