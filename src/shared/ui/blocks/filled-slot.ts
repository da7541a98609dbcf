import { blockMarkup } from './static-blocks';

/**
 * Whether a catalogue block filled with its read's answer sits in an element of its own, of the
 * class of a kept slot (`server-markup`, `display: contents`): the element the server writes the
 * block's kept markup into (decision 106). Only where the browser never compares the block with the
 * page's root: its markup is kept there, or wakes on touch, when the block hydrates as a root of its
 * own and renders the same element (src/client/woken-block-live.tsx). Not the page's first block:
 * its lead image's preload goes into the head as React renders it.
 */
export function inFilledSlot(block: Readonly<Record<string, unknown>>, position: number, markup = blockMarkup(block)): boolean {
  return position > 0 && typeof block.catalogueRef === 'string' && 'catalogue' in block && markup !== 'live';
}
