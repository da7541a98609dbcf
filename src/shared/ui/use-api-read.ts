import useSWRImmutable from 'swr/immutable';
import { useBrowser } from './browser';

/** What a read has answered so far: nothing yet, its data, or that it failed. */
export type ReadState<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed' };

/**
 * A read answers once per page view (spec §4 "data loads once on first mount"): no retry after a
 * failure; `useSWRImmutable` already turns off revalidation on focus, on reconnect and of stale data.
 */
const ONCE = { shouldRetryOnError: false } as const;

/**
 * A JSON answer of this site's APIs, read with SWR (DESIGN: per-visitor data stays fresh through
 * SWR; decision 024) under its path as the key, so every component asking for the same path shares
 * one request and one answer, and `mutate(path, data)` replaces it everywhere. On the server there
 * is no browser and nothing is read; while hydrating the cache is empty, so the markup is the
 * loading state on both sides. `null` reads nothing.
 */
export function useApiRead<T>(path: string | null): ReadState<T> {
  const browser = useBrowser();
  const read = useSWRImmutable(browser && path ? path : null, browser ? browser.fetchJson : null, ONCE);
  if (read.error !== undefined) return { state: 'failed' };
  // The answer of this path's API, typed by the caller that knows it.
  return read.data === undefined ? { state: 'loading' } : { state: 'ready', data: read.data as T };
}
