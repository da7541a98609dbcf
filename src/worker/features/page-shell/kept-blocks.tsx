import { type ComponentType, createContext, createElement, useContext } from 'react';
import type { Block } from '../../../shared/content/story';
import type { ShopData } from '../../../shared/shop-data';
import type { BlockName } from '../../../shared/ui/blocks/block-descriptors';
import type { BlockProps } from '../../../shared/ui/blocks/block-props';
import { BLOCK_RULES } from '../../../shared/ui/blocks/block-rules';
import type { BlockTable } from '../../../shared/ui/blocks/block-table';
import { inFilledSlot } from '../../../shared/ui/blocks/filled-slot';
import { blockMarkup, everyBlock } from '../../../shared/ui/blocks/static-blocks';
import { CAPTURE_ELEMENT } from '../../../shared/ui/ServerMarkup';
import { ShopContext, useShop } from '../../../shared/ui/shop-context';
import { recordingReads } from './recorded-reads';
import { type KeptBlocks, keptObjectNumber } from './shell-fragments';

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
 * Whether a block of the page's own may be written from kept bytes:
 * - its markup is kept in the browser for good (`blockMarkup`), so the browser never compares it;
 * - nothing in it reads the catalogue (a read streams in behind the page, with its own boundary);
 * - it does not lead the page: the lead image's preload link goes into the head as React renders
 *   it (src/shared/ui/media/ContentImage.tsx), and a written block renders nothing.
 */
function keepable(block: Block, position: number): boolean {
  // A catalogue block's loading state is not kept; filled, it is (`inKeptSlot`).
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
 * The story's own block behind each catalogue block of the page, by the ref of its read (src/worker/
 * features/catalogue/page-catalogue.ts `catalogueStoryBlocks`): a filled block is a copy made for
 * its request, so its kept markup is known by the story's block (decision 106).
 */
export const CatalogueStoryBlocksContext = createContext<ReadonlyMap<string, Block> | null>(null);

/** What a block's markup is kept by: the story's object and the place it shows in, or nothing when it is not kept. */
interface KeptPlace {
  of: object;
  place: string;
}

/**
 * Where a block that sits in a slot of its own is kept. A block of the page's own is known by its
 * object and position, while it is frozen: a block of a story kept by the isolate (decision 104),
 * whose object comes again until the story is read anew. A block made for one request (a story read
 * from its source, a teaser given its price) would never be asked for again. A catalogue block
 * filled with its answer is known by its story's block, its position, its read's ref and the
 * answer: a frozen answer kept by the isolate (decision 102) is the same object until it is read
 * again; one changed for the page (an experiment's) is not kept. Nor is one of a page whose URL
 * names a configuration, a filter or a size (`pageQuery`): those are as many as URLs can be, and
 * their markup would push the shell's fragments out of the keep.
 */
function keptPlace(
  block: Block,
  position: number,
  storyBlocks: ReadonlyMap<string, Block> | null,
  pageQuery: ShopData['pageQuery'],
): KeptPlace | null {
  if (typeof block.catalogueRef !== 'string') return Object.isFrozen(block) ? { of: block, place: String(position) } : null;
  if (Object.keys(pageQuery).length > 0) return null;
  const story = storyBlocks?.get(block.catalogueRef);
  const answer = block.catalogue;
  if (!story || !Object.isFrozen(story) || typeof answer !== 'object' || answer === null || !Object.isFrozen(answer)) return null;
  return { of: story, place: `${position} ${block.catalogueRef} ${keptObjectNumber(answer)}` };
}

/**
 * Whether a block sits in a slot the server may write from kept bytes: one that may be kept
 * (`keepable`) or a catalogue block filled with its answer (`inFilledSlot`). How the browser treats
 * a filled block is that of its story's block, known once; the answer is not walked on each view.
 */
function inKeptSlot(block: Block, position: number, storyBlocks: ReadonlyMap<string, Block> | null): boolean {
  if (typeof block.catalogueRef !== 'string' || !('catalogue' in block)) return keepable(block, position);
  const story = storyBlocks?.get(block.catalogueRef);
  return inFilledSlot(block, position, story ? filledMarkup(story, block) : blockMarkup({ ...block, catalogue: undefined }));
}

function filledMarkup(story: Block, block: Block): ReturnType<typeof blockMarkup> {
  let known = FILLED_MARKUP.get(story);
  if (known === undefined) {
    known = blockMarkup({ ...block, catalogue: undefined });
    FILLED_MARKUP.set(story, known);
  }
  return known;
}
const FILLED_MARKUP = new WeakMap<object, ReturnType<typeof blockMarkup>>();

/**
 * A block as the server renders it: written from the markup kept for it, or rendered, around a
 * mark the page's stream reads it back by (./shell-fragments.ts), with the page data seen through
 * a proxy that notes what it reads. A block in a kept slot (`inKeptSlot`) is always inside an
 * element of the same class as the slot around it (`display: contents`), which holds the written
 * markup, so a page's bytes are the same whether its blocks were written, rendered to be kept or
 * not kept.
 */
function keptBlock(Component: ComponentType<BlockProps<never>>): ComponentType<BlockProps<never>> {
  function KeptBlock(props: BlockProps<never>) {
    const kept = useContext(KeptBlocksContext);
    const storyBlocks = useContext(CatalogueStoryBlocksContext);
    const inside = useContext(InsideKeepable);
    const shop = useShop();
    const block = props.block as Block;
    if (inside || !inKeptSlot(block, props.position, storyBlocks)) return <Component {...props} />;
    const where = kept && keptPlace(block, props.position, storyBlocks, shop.data.pageQuery);
    if (!kept || !where) {
      return (
        <div className="server-markup">
          <InsideKeepable.Provider value={true}>
            <Component {...props} />
          </InsideKeepable.Provider>
        </div>
      );
    }
    const html = kept.html(where.of, where.place);
    // biome-ignore lint/security/noDangerouslySetInnerHtml: markup React wrote for this block on an earlier page, kept as it was written
    if (html !== undefined) return <div className="server-markup" dangerouslySetInnerHTML={{ __html: html }} />;
    const reads = new Set<string>();
    const mark = kept.capture(where.of, where.place, reads);
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

/**
 * The server's block table with every block that may keep its markup, or wake on touch, wrapped to
 * be kept (`keptBlock`); its rules say when.
 */
export function keptBlockTable(table: BlockTable): BlockTable {
  return Object.fromEntries(
    Object.entries(table).map(([name, Component]) => {
      const rule = BLOCK_RULES[name as BlockName];
      return [name, rule?.keeps || rule?.wakes ? keptBlock(Component) : Component];
    }),
  );
}
