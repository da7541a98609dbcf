import { type ReadState, useApiRead } from './use-api-read';

/**
 * Data the server filled into a block, or, for a block that arrived without it (a live edit in the
 * visual editor, a block inside rich text), what `path` answers in the browser: the page's HTML
 * and hydration use the same. `filled` is undefined when the server did not fill it, null when its
 * read failed.
 */
export function useFilledRead<T>(filled: T | null | undefined, path: () => string): ReadState<T> {
  const read = useApiRead<T>(filled === undefined ? path() : null);
  if (filled !== undefined) return filled === null ? { state: 'failed' } : { state: 'ready', data: filled };
  return read;
}
