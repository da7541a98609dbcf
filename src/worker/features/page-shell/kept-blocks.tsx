import { type ComponentType, createContext, createElement, useContext } from 'react';
import type { Block } from '../../../shared/content/story';
import type { BlockName } from '../../../shared/ui/blocks/block-descriptors';
import type { BlockProps } from '../../../shared/ui/blocks/block-props';
import { BLOCK_RULES } from '../../../shared/ui/blocks/block-rules';
import type { BlockTable } from '../../../shared/ui/blocks/block-table';
import { blockMarkup, everyBlock } from '../../../shared/ui/blocks/static-blocks';
import { CAPTURE_ELEMENT } from '../../../shared/ui/ServerMarkup';
import { ShopContext, useShop } from '../../../shared/ui/shop-context';
import { recordingReads } from './recorded-reads';
import type { KeptBlocks } from './shell-fragments';

/**
 * Blocks written from kept bytes (issue 33; decision 105): a block whose markup the browser keeps
 * (decision 024) is rendered once per position and per the values it reads of its page, and the
 * next page showing the same block there is written from that markup instead of rendered again.
 * The server's block table (`keptBlockTable`) wraps each block for that; the browser's is unchanged.
 */
export const KeptBlocksContext = createContext<KeptBlocks | null>(null);

/**
 * True inside a block that may be kept: a block nested in it is part of its markup, not a kept
 * block of its own, whether the outer block is written, rendered to be kept or not kept.
 */
const InsideKeepable = createContext(false);

/**
 * Whether a block may be written from kept bytes:
 * - its markup is kept in the browser for good (`blockMarkup`), so the browser never compares it;
 * - nothing in it reads the catalogue (a read streams in behind the page, with its own boundary);
 * - it does not lead the page: the lead image's preload link goes into the head as React renders
 *   it (src/shared/ui/media/ContentImage.tsx), and a written block renders nothing.
 *
 * Such a block is kept only while it is frozen: a block of a story kept by the isolate (decision
 * 104), whose object comes again until the story is read anew. A block made for one request (a
 * story read from its source, a teaser given its price) would never be asked for again.
 */
function keepable(block: Block, position: number): boolean {
  // A block filled with a catalogue read is made for its request: answered before any walk.
  if (position === 0 || typeof block.catalogueRef === 'string') return false;
  let known = KEEPABLE.get(block);
  if (known === undefined) {
    known = blockMarkup(block) === 'kept' && !readsCatalogue(block);
    KEEPABLE.set(block, known);
  }
  return known;
}
const KEEPABLE = new WeakMap<object, boolean>();

function readsCatalogue(block: Block): boolean {
  let reads = false;
  everyBlock(block, (each) => {
    if (typeof each.catalogueRef === 'string') reads = true;
  });
  return reads;
}

/**
 * A block as the server renders it: written from the markup kept for it, or rendered, around a
 * mark the page's stream reads it back by (./shell-fragments.ts), with the page data seen through
 * a proxy that notes what it reads. A block that may be kept is always inside an element of the
 * same class as the slot around it (`display: contents`), which holds the written markup, so a
 * page's bytes are the same whether its blocks were written, rendered to be kept or not kept.
 */
function keptBlock(Component: ComponentType<BlockProps<never>>): ComponentType<BlockProps<never>> {
  function KeptBlock(props: BlockProps<never>) {
    const kept = useContext(KeptBlocksContext);
    const inside = useContext(InsideKeepable);
    const shop = useShop();
    const block = props.block as Block;
    if (inside || !keepable(block, props.position)) return <Component {...props} />;
    if (!kept || !Object.isFrozen(block)) {
      return (
        <div className="server-markup">
          <InsideKeepable.Provider value={true}>
            <Component {...props} />
          </InsideKeepable.Provider>
        </div>
      );
    }
    const html = kept.html(block, props.position);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React wrote for this block on an earlier page, kept as it was written
    if (html !== undefined) return <div className="server-markup" dangerouslySetInnerHTML={{ __html: html }} />;
    const reads = new Set<string>();
    const mark = kept.capture(block, props.position, reads);
    return (
      <div className="server-markup">
        <InsideKeepable.Provider value={true}>
          <ShopContext.Provider value={{ data: recordingReads(shop.data, reads), t: shop.t }}>
            {createElement(CAPTURE_ELEMENT, { 'data-fragment': mark }, <Component {...props} />)}
          </ShopContext.Provider>
        </InsideKeepable.Provider>
      </div>
    );
  }
  return KeptBlock;
}

/** The server's block table with every block that may keep its markup (its rule says when) wrapped to be kept (`keptBlock`). */
export function keptBlockTable(table: BlockTable): BlockTable {
  return Object.fromEntries(
    Object.entries(table).map(([name, Component]) => [name, BLOCK_RULES[name as BlockName]?.keeps ? keptBlock(Component) : Component]),
  );
}
