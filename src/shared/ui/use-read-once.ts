import { useEffect, useSyncExternalStore } from 'react';
import { useBrowser } from './browser';

/** What a read has answered so far: nothing yet, its data, or that it failed. */
export type ReadState<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'failed' };

const LOADING: ReadState<never> = { state: 'loading' };
const answers = new Map<string, ReadState<unknown>>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A JSON answer of this site's APIs, read once per page view and shared by every component that
 * asks for the same path (decision 021: this replaces SWR, of which the shop used only that: no
 * revalidation on focus or reconnect, no retry). On the server and while hydrating it is
 * loading, so the markup matches; a failed read stays failed. `null` reads nothing.
 */
export function useReadOnce<T>(path: string | null): ReadState<T> {
  const browser = useBrowser();
  useEffect(() => {
    if (!path || !browser || answers.has(path)) return;
    answers.set(path, LOADING);
    const settle = (state: ReadState<unknown>) => {
      answers.set(path, state);
      for (const listener of listeners) listener();
    };
    browser.fetchJson(path).then(
      (data) => settle({ state: 'ready', data }),
      () => settle({ state: 'failed' }),
    );
  }, [browser, path]);
  const state = useSyncExternalStore(
    subscribe,
    () => (path ? answers.get(path) : undefined) ?? LOADING,
    () => LOADING,
  );
  // The answer of this path's API, typed by the caller that knows it.
  return state as ReadState<T>;
}
