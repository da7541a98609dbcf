/**
 * The React key of one of a block's nested entries (a teaser's card, a grid's tile): the `_uid`
 * Storyblok gives every nested block, which stays with the entry when an editor reorders or
 * inserts entries; its place in the list for an entry written without one.
 * @example entryKey({ _uid: '7f0c…' }, 2) // '7f0c…'
 */
export function entryKey(entry: Readonly<Record<string, unknown>>, index: number): string | number {
  return typeof entry._uid === 'string' && entry._uid !== '' ? entry._uid : index;
}
