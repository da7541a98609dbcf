import { type ComponentType, createContext, useContext } from 'react';
import type { BlockProps } from './block-props';

/**
 * Block component names (as in the content space) to the components that render them. The server
 * renders from the whole table (./registry.ts); the browser holds only the blocks of the page it
 * shows, loaded from the chunks that hold them (./block-chunks.ts, decision 021).
 */
// Each component takes its own block type; indexed by name, the table can only promise "some block".
export type BlockTable = Readonly<Record<string, ComponentType<BlockProps<never>>>>;

/** The block table of the page: provided around the app by the document (server) and the client entry. */
export const BlockTableContext = createContext<BlockTable | null>(null);

export function useBlockTable(): BlockTable {
  const table = useContext(BlockTableContext);
  if (!table) throw new Error('blocks rendered outside <BlockTableContext>');
  return table;
}

/**
 * The names of all blocks in a piece of page data, nested ones included (A/B lists, blocks inside
 * rich text): what the page has to load before it hydrates. Any object with a string `component`
 * counts; names without a component (items of a block) are simply not found in the table.
 * @example blockNamesIn({ body: [{ component: 'Teaser' }, { component: 'ABContent', on: [{ component: 'CTA' }] }] })
 *          // Set { 'Teaser', 'ABContent', 'CTA' }
 */
export function blockNamesIn(value: unknown, names: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) {
    for (const item of value) blockNamesIn(item, names);
  } else if (value !== null && typeof value === 'object') {
    const component = (value as { component?: unknown }).component;
    if (typeof component === 'string') names.add(component);
    for (const item of Object.values(value)) blockNamesIn(item, names);
  }
  return names;
}
